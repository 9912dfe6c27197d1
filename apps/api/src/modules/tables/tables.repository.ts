import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { TableResource } from '@comanda/domain/tables/table-resource';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable, Tx } from '../../db/client';
import { diningTables, orders, type DiningTableRow, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';

// The salão's tables (issue 15, decision 0026): free or occupied is derived from the open order.

const OPEN = notInArray(orders.status, ['finalized', 'canceled']);

/** Every table of the business with its open order, in one query (the partial index finds the order). */
export async function listTables(q: Queryable, businessId: number): Promise<TableResource[]> {
  const rows = await q
    .select({ table: diningTables, orderId: orders.id, number: orders.number, total: orders.total, openedAt: orders.createdAt })
    .from(diningTables)
    .leftJoin(orders, and(eq(orders.tableId, diningTables.id), OPEN))
    .where(eq(diningTables.businessId, businessId))
    .orderBy(asc(diningTables.ranking), asc(diningTables.id));
  const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });
  return rows
    .map((row) => toTableResource(row.table, row.orderId === null ? null : { id: row.orderId, number: row.number!, total: row.total!, createdAt: row.openedAt! }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function toTableResource(table: DiningTableRow, order: Pick<OrderRow, 'id' | 'number' | 'total' | 'createdAt'> | null): TableResource {
  return {
    id: table.id,
    uuid: table.uuid,
    name: table.name,
    capacity: table.capacity,
    area: table.area,
    status: order ? 'occupied' : 'free',
    has_order: order !== null,
    order_id: order?.id ?? null,
    order_number: order?.number ?? null,
    order_total: order?.total ?? null,
    opened_at: order ? order.createdAt.toISOString() : null,
  };
}

/** Tables locked in id order, so two requests locking the same pair never deadlock. */
export async function lockTables(tx: Tx, businessId: number, ids: readonly number[], lang: Lang): Promise<Map<number, DiningTableRow>> {
  const found = new Map<number, DiningTableRow>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const [row] = await tx
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.id, id), eq(diningTables.businessId, businessId)))
      .for('update');
    if (!row) throw new AppError('not_found', msg(lang, 'table_not_found'));
    found.set(id, row);
  }
  return found;
}

/** The table's open order, locked (the table row must already be locked). */
export async function openOrderOf(tx: Tx, tableId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tableId, tableId), OPEN))
    .for('update');
  return row;
}
