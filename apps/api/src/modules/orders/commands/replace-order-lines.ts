import { and, eq } from 'drizzle-orm';
import type { OrderResource, UpdateOrderBody } from '@comanda/domain/orders/order-resource';
import { orderLines } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import { actorUserId, type Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import { recordOrderEvent } from '../order-events';
import { insertLines, priceNewLines } from '../order-lines.service';
import { checkPaymentType } from '../order-terms';
import { orderResource } from '../orders.repository';
import { lockOpenOrder, withLineTerms } from '../place-order.service';
import { placementContext } from './place-order';

/**
 * PUT v1/orders/{id}: the one whole-list write of an open order, guarded by its version (a stale one
 * is 409), repriced by the server. A discount changed by hand needs give_discounts, for any actor.
 */
export async function replaceOrderLines(deps: CommandDeps, actor: Actor, input: { orderId: number; body: UpdateOrderBody }): Promise<OrderResource> {
  const { body } = input;
  // An existing order: never a customer's to change (placementContext refuses them an order_id).
  const ctx = await placementContext(deps, actor, { order_id: input.orderId });
  const { business, lang } = ctx;
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOpenOrder(tx, ctx, input.orderId);
    if (order.version !== body.version) throw new AppError('conflict', msg(lang, 'order_stale'));
    if (body.discount !== undefined && body.discount !== order.discountRequested && !ctx.mayDiscount) {
      throw new AppError('forbidden', msg(lang, 'discount_not_allowed'));
    }
    const paymentType = body.payment_type !== undefined ? body.payment_type : order.paymentType;
    if (body.payment_type != null) checkPaymentType(business, order.orderType, body.payment_type, lang);

    const lines = await priceNewLines(tx, { businessId: business.id, timeZone: business.timezone, now: ctx.now, lang }, body.products);
    await tx.delete(orderLines).where(and(eq(orderLines.orderId, order.id), eq(orderLines.businessId, business.id)));
    await insertLines(tx, order, lines, actorUserId(actor));
    const updated = await withLineTerms(tx, ctx, order, {
      paymentType,
      valueToChange: body.value_to_change !== undefined ? body.value_to_change : order.valueToChange,
      ...(body.discount !== undefined ? { discountRequested: body.discount } : {}),
    });
    await writeAudit(tx, {
      businessId: business.id,
      actor,
      action: 'order.update',
      entity: 'order',
      entityId: order.id,
      before: { number: order.number, status: order.status, total: order.total, discount: order.discount, version: order.version },
      after: { total: updated.total, discount: updated.discount, lines: lines.map((l) => ({ product_id: l.productId, qty: l.qty, subtotal: l.subtotal })) },
    });
    // A discount given, changed or taken off by hand gets an entry of its own (an owner looks for those).
    if (updated.discountRequested !== order.discountRequested) {
      await writeAudit(tx, {
        businessId: business.id,
        actor,
        action: 'order.discount',
        entity: 'order',
        entityId: order.id,
        before: { number: order.number, amount: order.discountRequested, total: order.total },
        after: { number: updated.number, amount: updated.discountRequested, discount: updated.discount, subtotal: updated.subtotal, total: updated.total },
      });
    }
    const resource = await orderResource(tx, updated);
    await recordOrderEvent(tx, business.id, 'order.updated', resource);
    return resource;
  });
}
