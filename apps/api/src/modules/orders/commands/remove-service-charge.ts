import { and, eq } from 'drizzle-orm';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { isFinalStatus, orderStatusLabel } from '@comanda/domain/orders/order-status';
import { REMOVE_SERVICE_CHARGE_PERMISSION } from '@comanda/domain/orders/service-charge';
import { orders } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { actorMay, type Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { refreshOrderTotals } from '../orders.repository';
import { actOnOrder } from './act-on-order';

/**
 * PUT v1/orders/{id}/disable-service-charge-waiter: the order's service charge off, its totals again.
 * The permission is checked here, for whoever runs it, not only by the route.
 */
export function removeServiceCharge(deps: CommandDeps, actor: Actor, input: { orderId: number }): Promise<OrderResource> {
  return actOnOrder(deps, actor, input.orderId, async ({ tx, order, business, lang }) => {
    if (!(await actorMay(actor, REMOVE_SERVICE_CHARGE_PERMISSION))) throw new AppError('forbidden', msg(lang, 'forbidden'));
    if (isFinalStatus(order.status)) throw new AppError('conflict', msg(lang, 'order_closed_status', { status: orderStatusLabel(order.status, lang) }));
    if (order.serviceChargeRate === 0) return null;
    const [zeroed] = await tx
      .update(orders)
      .set({ serviceChargeRate: 0 })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, order.businessId)))
      .returning();
    const row = await refreshOrderTotals(tx, zeroed!, business);
    return { row, audit: { action: 'order.service_charge_off', after: { service_charge: row.serviceCharge, total: row.total } } };
  });
}
