import { and, eq } from 'drizzle-orm';
import { formatMoney } from '@comanda/domain/money/money';
import { MAX_ORDER_SUBTOTAL } from '@comanda/domain/orders/order-limits';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { CloseBillBody } from '@comanda/domain/tables/table-resource';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Db } from '../../db/client';
import { orderLines, orderPayments, orders } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { msg } from '../../lib/messages';
import { inTransaction } from '../../lib/unit-of-work';
import type { BusinessRow } from '../../plugins/who-is-asking';
import { checkPaymentType, serviceChargeFor } from '../orders/orders.api';
import { orderResource, recordOrderEvent, recordStatus, recordTableEvent, refreshOrderTotals } from '../orders/orders.api';
import { lockTables, openOrderOf } from './tables.repository';
import { releaseCoupon } from '../coupons/coupons.api';
import { settleOrderPoints } from '../loyalty/loyalty.api';

// Moving a table's order, merging two tables, and closing the bill (issue 15, decision 0026). Each
// locks the tables (in id order) and then their open orders, so concurrent requests queue.

export interface TableContext {
  business: BusinessRow;
  userId: number;
  lang: Lang;
  /** Holds REMOVE_SERVICE_CHARGE_PERMISSION: may close the bill without the service charge. */
  mayRemoveServiceCharge: boolean;
}

/** Moves the open order of table `fromId` to the free table `toId`. */
export async function transferOrder(db: Db, ctx: TableContext, fromId: number, toId: number): Promise<OrderResource> {
  if (fromId === toId) throw fieldError('to_table_id', msg(ctx.lang, 'table_same'));
  return inTransaction(db, async (tx) => {
    const tables = await lockTables(tx, ctx.business.id, [fromId, toId], ctx.lang);
    const from = tables.get(fromId)!;
    const to = tables.get(toId)!;
    const order = await openOrderOf(tx, from.id);
    if (!order) throw new AppError('conflict', msg(ctx.lang, 'table_has_no_order', { name: from.name }));
    if (await openOrderOf(tx, to.id)) throw new AppError('conflict', msg(ctx.lang, 'table_occupied', { name: to.name }));
    const [moved] = await tx
      .update(orders)
      .set({ tableId: to.id, tableName: to.name, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, ctx.business.id)))
      .returning();
    await writeAudit(tx, { businessId: ctx.business.id, actorUserId: ctx.userId, action: 'order.transfer', entity: 'order', entityId: order.id, before: { table_id: from.id }, after: { table_id: to.id } });
    const resource = await orderResource(tx, moved!);
    await recordOrderEvent(tx, ctx.business.id, 'order.updated', resource);
    await recordTableEvent(tx, ctx.business.id, from.id);
    return resource;
  });
}

/** Brings the lines of table `fromId`'s open order into table `intoId`'s, and cancels the emptied order. */
export async function mergeTables(db: Db, ctx: TableContext, intoId: number, fromId: number): Promise<OrderResource> {
  if (fromId === intoId) throw fieldError('from_table_id', msg(ctx.lang, 'table_same'));
  return inTransaction(db, async (tx) => {
    const tables = await lockTables(tx, ctx.business.id, [intoId, fromId], ctx.lang);
    const into = tables.get(intoId)!;
    const from = tables.get(fromId)!;
    const target = await openOrderOf(tx, into.id);
    if (!target) throw new AppError('conflict', msg(ctx.lang, 'table_has_no_order', { name: into.name }));
    const source = await openOrderOf(tx, from.id);
    if (!source) throw new AppError('conflict', msg(ctx.lang, 'table_has_no_order', { name: from.name }));
    if (target.subtotal + source.subtotal > MAX_ORDER_SUBTOTAL) {
      throw fieldError('from_table_id', msg(ctx.lang, 'table_merge_too_large', { max: formatMoney(MAX_ORDER_SUBTOTAL, ctx.lang) }));
    }
    await tx.update(orderLines).set({ orderId: target.id }).where(and(eq(orderLines.orderId, source.id), eq(orderLines.businessId, ctx.business.id)));
    const [emptied] = await tx
      .update(orders)
      .set({ status: 'canceled', closedAt: new Date(), updatedAt: new Date(), mergedIntoOrderId: target.id, mergedIntoTableName: into.name })
      .where(and(eq(orders.id, source.id), eq(orders.businessId, ctx.business.id)))
      .returning();
    await recordStatus(tx, { orderId: source.id, status: 'canceled', userId: ctx.userId, reason: msg(ctx.lang, 'table_merged_reason', { name: into.name }) });
    // The emptied order's coupon use is given back; the merged order keeps its own coupon, if any.
    await releaseCoupon(tx, source);
    await settleOrderPoints(tx, emptied!, new Date(), ctx.business.timezone);
    const merged = await refreshOrderTotals(tx, target, ctx.business);
    await refreshOrderTotals(tx, emptied!, ctx.business);
    await writeAudit(tx, { businessId: ctx.business.id, actorUserId: ctx.userId, action: 'order.merge', entity: 'order', entityId: target.id, before: { from_order_id: source.id }, after: null });
    const resource = await orderResource(tx, merged);
    await recordOrderEvent(tx, ctx.business.id, 'order.updated', resource);
    await recordOrderEvent(tx, ctx.business.id, 'order.updated', await orderResource(tx, { ...emptied!, tableId: null }));
    await recordTableEvent(tx, ctx.business.id, from.id);
    return resource;
  });
}

/**
 * "Fechar conta": the service charge on or off, the payments (a ledger row each) covering exactly the
 * total, cash with its change; the order is finalized and paid, and the table is free again.
 */
export async function closeBill(db: Db, ctx: TableContext, tableId: number, body: CloseBillBody): Promise<OrderResource> {
  const { lang } = ctx;
  body.payments.forEach((payment, index) => {
    checkPaymentType(ctx.business, 'local', payment.method, lang);
    if (payment.received === null || payment.received === undefined) return;
    if (payment.method !== 'money') throw fieldError(`payments.${index}.received`, msg(lang, 'bill_received_only_money'));
    if (payment.received < payment.amount) {
      throw fieldError(`payments.${index}.received`, msg(lang, 'bill_received_too_low', { received: formatMoney(payment.received, lang), amount: formatMoney(payment.amount, lang) }));
    }
  });
  return inTransaction(db, async (tx) => {
    const table = (await lockTables(tx, ctx.business.id, [tableId], lang)).get(tableId)!;
    const order = await openOrderOf(tx, table.id);
    if (!order) throw new AppError('conflict', msg(lang, 'table_has_no_order', { name: table.name }));
    // The card fee passed on to the customer follows the first payment's method, as the PDV shows it.
    const [terms] = await tx
      .update(orders)
      .set({ serviceChargeRate: serviceChargeFor(ctx.business, { orderType: 'local', localSubType: 'mesa' }, { wanted: body.service_charge_waiter, mayRemove: ctx.mayRemoveServiceCharge, lang }), paymentType: body.payments[0]!.method, valueToChange: null })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, ctx.business.id)))
      .returning();
    const priced = await refreshOrderTotals(tx, terms!, ctx.business);
    const paid = body.payments.reduce((sum, payment) => sum + payment.amount, 0);
    if (paid !== priced.total) {
      throw fieldError('payments', msg(lang, 'bill_payments_mismatch', { paid: formatMoney(paid, lang), total: formatMoney(priced.total, lang) }));
    }
    await tx.insert(orderPayments).values(
      body.payments.map((payment) => ({
        orderId: order.id,
        businessId: ctx.business.id,
        method: payment.method,
        amount: payment.amount,
        received: payment.received ?? null,
        changeGiven: payment.received === null || payment.received === undefined ? null : payment.received - payment.amount,
        createdBy: ctx.userId,
      })),
    );
    const cash = body.payments.filter((payment) => payment.received !== null && payment.received !== undefined);
    const now = new Date();
    const [closed] = await tx
      .update(orders)
      .set({
        status: 'finalized',
        paymentStatus: 'paid',
        paidAt: now,
        closedAt: now,
        updatedAt: now,
        valueToChange: cash.length > 0 ? cash.reduce((sum, payment) => sum + payment.received!, 0) : null,
        changeDue: cash.length > 0 ? cash.reduce((sum, payment) => sum + payment.received! - payment.amount, 0) : null,
      })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, ctx.business.id)))
      .returning();
    await recordStatus(tx, { orderId: order.id, status: 'finalized', userId: ctx.userId });
    await settleOrderPoints(tx, closed!, now, ctx.business.timezone);
    await writeAudit(tx, { businessId: ctx.business.id, actorUserId: ctx.userId, action: 'order.close_bill', entity: 'order', entityId: order.id, before: null, after: { payments: body.payments } });
    const resource = await orderResource(tx, closed!);
    await recordOrderEvent(tx, ctx.business.id, 'order.updated', resource);
    return resource;
  });
}
