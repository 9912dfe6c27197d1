import { and, eq } from 'drizzle-orm';
import type { OrderDetailsBody, UpdateOrderBody } from '@comanda/domain/orders/order-resource';
import { isFinalStatus } from '@comanda/domain/orders/order-status';
import type { Tx } from '../../db/client';
import { orderLines, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { msg } from '../../lib/messages';
import { insertLines, priceNewLines } from './order-lines.service';
import { checkPaymentType } from './order-terms';
import { lockOrder } from './orders.repository';
import { detailsOf, withLineTerms, type PlaceContext } from './place-order.service';

/*
 * PUT v1/orders/{id} (the one whole-list write, guarded by the order's version: a stale one is 409)
 * and PUT v1/orders/{id}/details (customer and address; a delivery order's new bairro reprices its fee).
 * Both on an open order only, under its row lock.
 */

async function lockOpenOrder(tx: Tx, ctx: PlaceContext, id: number): Promise<OrderRow> {
  const order = await lockOrder(tx, ctx.business.id, id, ctx.lang);
  if (isFinalStatus(order.status)) throw new AppError('conflict', msg(ctx.lang, 'order_closed'));
  return order;
}

export async function replaceOrderLines(tx: Tx, ctx: PlaceContext, id: number, body: UpdateOrderBody): Promise<OrderRow> {
  const order = await lockOpenOrder(tx, ctx, id);
  if (order.version !== body.version) throw new AppError('conflict', msg(ctx.lang, 'order_stale'));
  if (body.discount !== undefined && body.discount !== order.discountRequested && !ctx.mayDiscount) {
    throw new AppError('forbidden', msg(ctx.lang, 'discount_not_allowed'));
  }
  const paymentType = body.payment_type !== undefined ? body.payment_type : order.paymentType;
  if (body.payment_type != null) checkPaymentType(ctx.business, order.orderType, body.payment_type, ctx.lang);

  const lines = await priceNewLines(tx, { businessId: ctx.business.id, timeZone: ctx.business.timezone, now: ctx.now, lang: ctx.lang }, body.products);
  await tx.delete(orderLines).where(and(eq(orderLines.orderId, order.id), eq(orderLines.businessId, ctx.business.id)));
  await insertLines(tx, order, lines, ctx.userId);
  const updated = await withLineTerms(tx, ctx, order, {
    paymentType,
    valueToChange: body.value_to_change !== undefined ? body.value_to_change : order.valueToChange,
    ...(body.discount !== undefined ? { discountRequested: body.discount } : {}),
  });
  await writeAudit(tx, {
    businessId: ctx.business.id,
    actorUserId: ctx.userId,
    action: 'order.update',
    entity: 'order',
    entityId: order.id,
    before: { number: order.number, status: order.status, total: order.total, discount: order.discount, version: order.version },
    after: { total: updated.total, discount: updated.discount, lines: lines.map((l) => ({ product_id: l.productId, qty: l.qty, subtotal: l.subtotal })) },
  });
  // A discount given, changed or taken off by hand gets an entry of its own (an owner looks for those).
  if (updated.discountRequested !== order.discountRequested) {
    await writeAudit(tx, {
      businessId: ctx.business.id,
      actorUserId: ctx.userId,
      action: 'order.discount',
      entity: 'order',
      entityId: order.id,
      before: { number: order.number, amount: order.discountRequested, total: order.total },
      after: { number: updated.number, amount: updated.discountRequested, discount: updated.discount, subtotal: updated.subtotal, total: updated.total },
    });
  }
  return updated;
}

export async function updateOrderDetails(tx: Tx, ctx: PlaceContext, id: number, body: OrderDetailsBody): Promise<OrderRow> {
  const order = await lockOpenOrder(tx, ctx, id);
  return withLineTerms(tx, ctx, order, {
    ...detailsOf(body),
    ...(body.district_id !== undefined ? { districtId: body.district_id } : {}),
  });
}
