import { and, eq } from 'drizzle-orm';
import { formatMoney } from '@comanda/domain/money/money';
import { MAX_ORDER_SUBTOTAL } from '@comanda/domain/orders/order-limits';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { orderLines, orders } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import { actorUserId, type Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import { actorBusiness } from '../../businesses/businesses.api';
import { releaseCoupon } from '../../coupons/coupons.api';
import { settleOrderPoints } from '../../loyalty/loyalty.api';
import { orderResource, recordOrderEvent, recordStatus, recordTableEvent, refreshOrderTotals } from '../../orders/orders.api';
import { lockTables, openOrderOf } from '../tables.repository';

/*
 * PUT v1/tables/{id}/merge (issue 15, decision 0026): the lines of one table's open order join
 * another's; the emptied order ends as "merged into" that table (issue 31), its coupon use given back.
 */
export async function mergeTables(deps: CommandDeps, actor: Actor, input: { intoTableId: number; fromTableId: number }): Promise<OrderResource> {
  const { lang } = deps;
  if (input.fromTableId === input.intoTableId) throw fieldError('from_table_id', msg(lang, 'table_same'));
  return inTransaction(deps.db, async (tx) => {
    const business = await actorBusiness(tx, actor.businessId, lang);
    const now = deps.clock.now();
    const tables = await lockTables(tx, business.id, [input.intoTableId, input.fromTableId], lang);
    const into = tables.get(input.intoTableId)!;
    const from = tables.get(input.fromTableId)!;
    const target = await openOrderOf(tx, into.id);
    if (!target) throw new AppError('conflict', msg(lang, 'table_has_no_order', { name: into.name }));
    const source = await openOrderOf(tx, from.id);
    if (!source) throw new AppError('conflict', msg(lang, 'table_has_no_order', { name: from.name }));
    if (target.subtotal + source.subtotal > MAX_ORDER_SUBTOTAL) {
      throw fieldError('from_table_id', msg(lang, 'table_merge_too_large', { max: formatMoney(MAX_ORDER_SUBTOTAL, lang) }));
    }
    await tx.update(orderLines).set({ orderId: target.id }).where(and(eq(orderLines.orderId, source.id), eq(orderLines.businessId, business.id)));
    const [emptied] = await tx
      .update(orders)
      .set({ status: 'canceled', closedAt: now, updatedAt: now, mergedIntoOrderId: target.id, mergedIntoTableName: into.name })
      .where(and(eq(orders.id, source.id), eq(orders.businessId, business.id)))
      .returning();
    await recordStatus(tx, { orderId: source.id, status: 'canceled', userId: actorUserId(actor), reason: msg(lang, 'table_merged_reason', { name: into.name }) });
    // The emptied order's coupon use is given back; the merged order keeps its own coupon, if any.
    await releaseCoupon(tx, source);
    await settleOrderPoints(tx, emptied!, now, business.timezone);
    const merged = await refreshOrderTotals(tx, target, business);
    await refreshOrderTotals(tx, emptied!, business);
    await writeAudit(tx, { businessId: business.id, actor, action: 'order.merge', entity: 'order', entityId: target.id, before: { from_order_id: source.id }, after: null });
    const resource = await orderResource(tx, merged);
    await recordOrderEvent(tx, business.id, 'order.updated', resource);
    await recordOrderEvent(tx, business.id, 'order.updated', await orderResource(tx, { ...emptied!, tableId: null }));
    await recordTableEvent(tx, business.id, from.id);
    return resource;
  });
}
