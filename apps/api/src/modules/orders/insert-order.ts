import type { OrderStatus } from '@comanda/domain/orders/order-status';
import type { Tx } from '../../db/client';
import { columnList, fromColumnJson, runFixed, toColumnJson } from '../../db/fixed-statement';
import { orderLines, orders, type OrderLineRow, type OrderRow } from '../../db/schema/index';
import type { NewOrderLine } from './order-lines.service';

/*
 * A new order written in one statement (issue 15 perf:orders, docs/decisions/0027): its number from
 * the business's counter, the order, its lines, the first status of its history and the audit entry.
 * The counter's row stays locked until the commit and every order of the business queues on it, so
 * the fewer round trips between taking the number and committing, the more orders a second.
 */

type OrderValues = Omit<typeof orders.$inferInsert, 'id' | 'uuid' | 'number' | 'numberSeries' | 'status' | 'createdAt' | 'updatedAt'>;

const ORDER_KEYS = [
  'businessId', 'orderType', 'localSubType', 'tableId', 'tableName', 'subtotal', 'deliveryFee', 'serviceChargeRate', 'serviceCharge',
  'cardFee', 'discountRequested', 'discount', 'total', 'paymentType', 'valueToChange', 'changeDue', 'customerName', 'customerEmail',
  'customerWhatsapp', 'addressStreet', 'addressNumber', 'addressComplement', 'addressReference', 'districtId', 'districtName', 'notes',
  'version', 'createdBy',
] as const satisfies readonly (keyof OrderValues)[];

const LINE_KEYS = [
  'productId', 'productName', 'amount', 'promotionalPrice', 'activePromotion', 'isWeightBased', 'weight', 'qty', 'comments', 'options', 'subtotal',
] as const satisfies readonly (keyof NewOrderLine)[];

const orderColumns = columnList(orders, ORDER_KEYS);
const lineColumns = columnList(orderLines, LINE_KEYS);
const prefixed = (alias: string, list: string) => list.split(', ').map((column) => `${alias}.${column}`).join(', ');

// $1 business, $2 number series, $3 status, $4 order (jsonb), $5 lines (jsonb array), $6 audit's `after` (jsonb).
const INSERT_ORDER = `
with counter as (
  insert into order_counters (business_id, series, last_number) values ($1, $2, 1)
  on conflict (business_id, series) do update set last_number = order_counters.last_number + 1
  returning last_number
), placed as (
  insert into orders (number, number_series, status, ${orderColumns})
  select counter.last_number, $2, $3, ${prefixed('v', orderColumns)}
  from counter, jsonb_populate_record(null::orders, $4::jsonb) v
  returning *
), lines as (
  insert into order_lines (order_id, business_id, added_by, ${lineColumns})
  select placed.id, placed.business_id, placed.created_by, ${prefixed('l', lineColumns)}
  from placed, jsonb_populate_recordset(null::order_lines, $5::jsonb) with ordinality l
  order by l.ordinality
  returning *
), history as (
  insert into order_status_history (order_id, status, user_id)
  select placed.id, placed.status, placed.created_by from placed
  returning at
), audited as (
  insert into audit_log (business_id, actor_user_id, action, entity, entity_id, after)
  select placed.business_id, placed.created_by, 'order.create', 'order', placed.id::text, jsonb_build_object('number', placed.number) || $6::jsonb
  from placed
)
select row_to_json(placed) as "order",
  (select coalesce(json_agg(row_to_json(lines) order by lines.id), '[]') from lines) as "lines",
  (select at from history) as "at"
from placed`;

export interface InsertedOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  /** When its first status was recorded. */
  at: Date;
}

export async function insertOrder(
  tx: Tx,
  input: { series: string; status: OrderStatus; order: OrderValues; lines: readonly NewOrderLine[]; auditAfter: Record<string, unknown> },
): Promise<InsertedOrder> {
  const lines = input.lines.map((line) => toColumnJson(orderLines, Object.fromEntries(LINE_KEYS.map((key) => [key, line[key]]))));
  const [row] = await runFixed<{ order: Record<string, unknown>; lines: Record<string, unknown>[]; at: string }>(tx, 'insert_order', INSERT_ORDER, [
    input.order.businessId,
    input.series,
    input.status,
    JSON.stringify(toColumnJson(orders, input.order)),
    JSON.stringify(lines),
    JSON.stringify(input.auditAfter),
  ]);
  return {
    order: fromColumnJson(orders, row!.order),
    lines: row!.lines.map((line) => fromColumnJson(orderLines, line)),
    at: new Date(row!.at),
  };
}
