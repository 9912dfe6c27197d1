import { and, eq } from 'drizzle-orm';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { orders } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import type { Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import { actorBusiness } from '../../businesses/businesses.api';
import { orderResource, recordOrderEvent, recordTableEvent } from '../../orders/orders.api';
import { lockTables, openOrderOf } from '../tables.repository';

/*
 * PUT v1/tables/{id}/transfer (issue 15, decision 0026): the open order of one table moves to a free
 * one. The tables are locked in id order, then their open orders, so concurrent moves queue.
 */
export async function transferOrder(deps: CommandDeps, actor: Actor, input: { fromTableId: number; toTableId: number }): Promise<OrderResource> {
  const { lang } = deps;
  if (input.fromTableId === input.toTableId) throw fieldError('to_table_id', msg(lang, 'table_same'));
  return inTransaction(deps.db, async (tx) => {
    const business = await actorBusiness(tx, actor.businessId, lang);
    const tables = await lockTables(tx, business.id, [input.fromTableId, input.toTableId], lang);
    const from = tables.get(input.fromTableId)!;
    const to = tables.get(input.toTableId)!;
    const order = await openOrderOf(tx, from.id);
    if (!order) throw new AppError('conflict', msg(lang, 'table_has_no_order', { name: from.name }));
    if (await openOrderOf(tx, to.id)) throw new AppError('conflict', msg(lang, 'table_occupied', { name: to.name }));
    const [moved] = await tx
      .update(orders)
      .set({ tableId: to.id, tableName: to.name, updatedAt: deps.clock.now() })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, business.id)))
      .returning();
    await writeAudit(tx, { businessId: business.id, actor, action: 'order.transfer', entity: 'order', entityId: order.id, before: { table_id: from.id }, after: { table_id: to.id } });
    const resource = await orderResource(tx, moved!);
    await recordOrderEvent(tx, business.id, 'order.updated', resource);
    await recordTableEvent(tx, business.id, from.id);
    return resource;
  });
}
