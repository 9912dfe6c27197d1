import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { canTransition } from '@comanda/domain/orders/order-transitions';
import type { Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { releaseCoupon } from '../../coupons/coupons.api';
import { requestRefunds } from '../../payments/payments.api';
import { actOnOrder, refused, setStatus } from './act-on-order';

/** PUT v1/orders/{id}/cancel: any open order, with the reason kept in its history. */
export function cancelOrder(deps: CommandDeps, actor: Actor, input: { orderId: number; reason: string }): Promise<OrderResource> {
  const { reason } = input;
  return actOnOrder(
    deps,
    actor,
    input.orderId,
    async (ctx) => {
      const { tx, order } = ctx;
      if (order.status === 'canceled') return null;
      if (!canTransition(order.status, 'canceled', order.orderType)) throw refused(order, 'canceled', ctx.lang);
      const row = await setStatus(ctx, 'canceled', reason);
      // A canceled order's coupon use is given back (once: its redemption is released).
      await releaseCoupon(tx, order);
      // What a provider was paid for it goes back (issue 34): asked for here, made by a job.
      if (order.paymentStatus === 'paid') await requestRefunds(tx, order);
      return { row, audit: { action: 'order.cancel', after: { status: 'canceled', reason } } };
    },
    // CANCELADO on the printers that printed its kitchen ticket.
    () => ({ kind: 'canceled' }),
  );
}
