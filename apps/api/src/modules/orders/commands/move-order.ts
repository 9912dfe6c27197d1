import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { orderStatusLabel, type OrderStatus } from '@comanda/domain/orders/order-status';
import { canTransition } from '@comanda/domain/orders/order-transitions';
import { decideUndo } from '@comanda/domain/orders/status-undo';
import { orderStatusHistory, orders } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { actOnOrder, refused, setStatus } from './act-on-order';

/** PUT v1/orders/{id}/<status>: only as the domain's table allows for the order's type. */
export function moveOrder(deps: CommandDeps, actor: Actor, input: { orderId: number; to: OrderStatus }): Promise<OrderResource> {
  const { to } = input;
  let accepted = false;
  return actOnOrder(
    deps,
    actor,
    input.orderId,
    async (ctx) => {
      const { order } = ctx;
      if (order.status === to) return null;
      if (!canTransition(order.status, to, order.orderType)) throw refused(order, to, ctx.lang);
      accepted = order.status === 'pending';
      const row = await setStatus(ctx, to, null);
      return { row, audit: { action: 'order.status', after: { status: to } } };
    },
    // An accepted order reaches the kitchen now: its ticket on the automatic printers.
    () => (accepted ? { kind: 'kitchen' } : null),
  );
}

/**
 * PUT v1/orders/{id}/undo-status: recalls the order's last move (the kitchen's "Desfazer"), as the
 * domain's rule allows: only its author, so only a staff member. The move's history entry goes, as
 * if it never happened; the audit log keeps both the move and its undo.
 */
export function undoOrderStatus(deps: CommandDeps, actor: Actor, input: { orderId: number; status: OrderStatus }): Promise<OrderResource> {
  const { status } = input;
  return actOnOrder(deps, actor, input.orderId, async ({ tx, order, now, lang }) => {
    if (actor.kind !== 'staff') throw new AppError('forbidden', msg(lang, 'forbidden'));
    // The last two moves are all the rule reads (the history is newest first here).
    const recent = await tx
      .select({ id: orderStatusHistory.id, status: orderStatusHistory.status, userId: orderStatusHistory.userId, at: orderStatusHistory.at })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(desc(orderStatusHistory.id))
      .limit(2);
    const decision = decideUndo(order, [...recent].reverse(), { status, userId: actor.userId, now });
    if (!decision.ok) {
      throw new AppError('conflict', msg(lang, `order_undo_${decision.reason}`, { status: orderStatusLabel(order.status, lang) }));
    }
    await tx.delete(orderStatusHistory).where(eq(orderStatusHistory.id, recent[0]!.id));
    const [row] = await tx
      .update(orders)
      .set({ status: decision.to, version: sql`${orders.version} + 1`, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, order.businessId)))
      .returning();
    return { row: row!, audit: { action: 'order.status_undo', after: { status: decision.to, undone: status } } };
  });
}
