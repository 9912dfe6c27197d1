import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { isFinalStatus, orderStatusLabel, type OrderStatus } from '@comanda/domain/orders/order-status';
import { canTransition } from '@comanda/domain/orders/order-transitions';
import { decideUndo } from '@comanda/domain/orders/status-undo';
import { canMarkPaid, paymentStatusLabel } from '@comanda/domain/orders/payment';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Tx } from '../../db/client';
import { orderStatusHistory, orders, type OrderRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { msg } from '../../lib/messages';
import { inTransaction } from '../../lib/unit-of-work';
import type { BusinessRow } from '../../plugins/who-is-asking';
import { recordOrderEvent } from './order-events';
import { printMeta, type AutoTrigger } from '../printing/printing.api';
import { lockOrder, orderResource, recordStatus, refreshOrderTotals } from './orders.repository';
import { releaseCoupon } from '../coupons/coupons.api';
import { settleOrderPoints } from '../loyalty/loyalty.api';

/*
 * The actions on an existing order (issue 15, spec §4 "Order actions"): move it along its statuses,
 * cancel it with a reason, mark it paid, drop its service charge. Each locks the order first, so two
 * screens acting at once queue; the second then sees the first's status and either finds its wish
 * already done (200, nothing changes: a double click or a retry) or is refused with 409 naming both
 * statuses, never overwriting what the other did.
 */

export interface ActionContext {
  app: FastifyInstance;
  business: BusinessRow;
  userId: number;
  /** The acting user's name, as a kitchen ticket names who sent or canceled it. */
  userName: string;
  lang: Lang;
}

type Change = (tx: Tx, order: OrderRow) => Promise<{ row: OrderRow; audit: { action: string; after: unknown } } | null>;

/**
 * Runs one change of an order in a transaction: lock, change (null = nothing to do), audit, event
 * (with what it asks of the automatic printers, `print`), answer.
 */
async function actOnOrder(ctx: ActionContext, orderId: number, change: Change, print?: (changed: OrderRow) => AutoTrigger | null): Promise<OrderResource> {
  const { app, business, userId, lang } = ctx;
  return inTransaction(app.db, async (tx) => {
    const order = await lockOrder(tx, business.id, orderId, lang);
    const changed = await change(tx, order);
    if (!changed) return orderResource(tx, order);
    // Finalized and paid: the customer's points; canceled: taken and given back (each once).
    await settleOrderPoints(tx, changed.row, new Date(), business.timezone);
    await writeAudit(tx, {
      businessId: business.id,
      actorUserId: userId,
      action: changed.audit.action,
      entity: 'order',
      entityId: order.id,
      // The number too: the audit page names the order as the staff calls it.
      before: { number: order.number, status: order.status, payment_status: order.paymentStatus, service_charge: order.serviceCharge, total: order.total },
      after: changed.audit.after,
    });
    const resource = await orderResource(tx, changed.row);
    const trigger = print?.(changed.row) ?? null;
    await recordOrderEvent(tx, business.id, 'order.updated', resource, trigger ? printMeta(trigger, actorOf(ctx)) : undefined);
    return resource;
  });
}

function refused(order: OrderRow, to: OrderStatus, lang: Lang): AppError {
  return new AppError('conflict', msg(lang, 'order_transition_refused', { from: orderStatusLabel(order.status, lang), to: orderStatusLabel(to, lang) }));
}

async function setStatus(tx: Tx, order: OrderRow, status: OrderStatus, userId: number, reason: string | null): Promise<OrderRow> {
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({ status, version: sql`${orders.version} + 1`, updatedAt: now, ...(isFinalStatus(status) ? { closedAt: now } : {}) })
    .where(eq(orders.id, order.id))
    .returning();
  await recordStatus(tx, { orderId: order.id, status, userId, reason });
  return row!;
}

/** PUT v1/orders/{id}/<status>: only as the domain's table allows for the order's type. */
export function moveOrder(ctx: ActionContext, orderId: number, to: OrderStatus): Promise<OrderResource> {
  let accepted = false;
  return actOnOrder(
    ctx,
    orderId,
    async (tx, order) => {
      if (order.status === to) return null;
      if (!canTransition(order.status, to, order.orderType)) throw refused(order, to, ctx.lang);
      accepted = order.status === 'pending';
      const row = await setStatus(tx, order, to, ctx.userId, null);
      return { row, audit: { action: 'order.status', after: { status: to } } };
    },
    // An accepted order reaches the kitchen now: its ticket on the automatic printers.
    () => (accepted ? { kind: 'kitchen' } : null),
  );
}

const actorOf = (ctx: ActionContext) => ({ userId: ctx.userId, userName: ctx.userName });

/**
 * PUT v1/orders/{id}/undo-status: recalls the order's last move (the kitchen's "Desfazer"), as the
 * domain's rule allows. The move's history entry goes, as if it never happened; the audit log keeps
 * both the move and its undo.
 */
export function undoStatus(ctx: ActionContext, orderId: number, status: OrderStatus): Promise<OrderResource> {
  return actOnOrder(ctx, orderId, async (tx, order) => {
    // The last two moves are all the rule reads (the history is newest first here).
    const recent = await tx
      .select({ id: orderStatusHistory.id, status: orderStatusHistory.status, userId: orderStatusHistory.userId, at: orderStatusHistory.at })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(desc(orderStatusHistory.id))
      .limit(2);
    const decision = decideUndo(order, [...recent].reverse(), { status, userId: ctx.userId, now: new Date() });
    if (!decision.ok) {
      throw new AppError('conflict', msg(ctx.lang, `order_undo_${decision.reason}`, { status: orderStatusLabel(order.status, ctx.lang) }));
    }
    await tx.delete(orderStatusHistory).where(eq(orderStatusHistory.id, recent[0]!.id));
    const [row] = await tx
      .update(orders)
      .set({ status: decision.to, version: sql`${orders.version} + 1`, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    return { row: row!, audit: { action: 'order.status_undo', after: { status: decision.to, undone: status } } };
  });
}

/** PUT v1/orders/{id}/cancel: any open order, with the reason kept in its history. */
export function cancelOrder(ctx: ActionContext, orderId: number, reason: string): Promise<OrderResource> {
  return actOnOrder(
    ctx,
    orderId,
    async (tx, order) => {
      if (order.status === 'canceled') return null;
      if (!canTransition(order.status, 'canceled', order.orderType)) throw refused(order, 'canceled', ctx.lang);
      const row = await setStatus(tx, order, 'canceled', ctx.userId, reason);
      // A canceled order's coupon use is given back (once: its redemption is released).
      await releaseCoupon(tx, order);
      return { row, audit: { action: 'order.cancel', after: { status: 'canceled', reason } } };
    },
    // CANCELADO on the printers that printed its kitchen ticket.
    () => ({ kind: 'canceled' }),
  );
}

/** PUT v1/orders/{id}/paid: whatever the status but canceled (a table pays after it is finalized); paid twice is once. */
export function markOrderPaid(ctx: ActionContext, orderId: number): Promise<OrderResource> {
  return actOnOrder(ctx, orderId, async (tx, order) => {
    if (order.paymentStatus === 'paid') return null;
    if (!canMarkPaid(order.status)) {
      throw new AppError('conflict', msg(ctx.lang, 'order_paid_refused', { status: orderStatusLabel(order.status, ctx.lang), payment: paymentStatusLabel('paid', ctx.lang) }));
    }
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: now, version: sql`${orders.version} + 1`, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return { row: row!, audit: { action: 'order.paid', after: { payment_status: 'paid' } } };
  });
}

/** PUT v1/orders/{id}/disable-service-charge-waiter: the order's service charge off, its totals again. */
export function disableServiceCharge(ctx: ActionContext, orderId: number): Promise<OrderResource> {
  return actOnOrder(ctx, orderId, async (tx, order) => {
    if (isFinalStatus(order.status)) throw new AppError('conflict', msg(ctx.lang, 'order_closed_status', { status: orderStatusLabel(order.status, ctx.lang) }));
    if (order.serviceChargeRate === 0) return null;
    const [zeroed] = await tx.update(orders).set({ serviceChargeRate: 0 }).where(eq(orders.id, order.id)).returning();
    const row = await refreshOrderTotals(tx, zeroed!, ctx.business);
    return { row, audit: { action: 'order.service_charge_off', after: { service_charge: row.serviceCharge, total: row.total } } };
  });
}
