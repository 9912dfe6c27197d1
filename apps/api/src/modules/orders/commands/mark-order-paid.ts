import { and, eq, sql } from 'drizzle-orm';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { orderStatusLabel } from '@comanda/domain/orders/order-status';
import { canMarkPaid, paymentStatusLabel } from '@comanda/domain/orders/payment';
import { orderPayments, orders } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { actorUserId, type Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { actOnOrder } from './act-on-order';

/** A payment a provider confirmed (its webhook, re-read): recorded in the order's ledger with its id. */
export interface ProviderPayment {
  provider: 'mercado_pago' | 'efi';
  providerPaymentId: string;
  method: 'mercado_pago' | 'pix';
  amount: number;
}

/**
 * Marks an order paid, whatever its status but canceled (a table pays after it is finalized): the
 * staff's PUT v1/orders/{id}/paid, and a payment provider's webhook (a system actor). Paid twice is
 * paid once, so a duplicate notification changes nothing.
 */
export function markOrderPaid(deps: CommandDeps, actor: Actor, input: { orderId: number; payment?: ProviderPayment }): Promise<OrderResource> {
  return actOnOrder(deps, actor, input.orderId, async ({ tx, order, now, lang }) => {
    if (input.payment && order.status !== 'canceled') {
      // The ledger keeps each confirmed provider payment once (unique provider + id), even one that
      // arrives for an order already paid another way: money the owner must see (and may refund).
      const { provider, providerPaymentId, method, amount } = input.payment;
      await tx.insert(orderPayments).values({ orderId: order.id, businessId: order.businessId, method, amount, provider, providerPaymentId }).onConflictDoNothing();
    }
    if (order.paymentStatus === 'paid') return null;
    if (!canMarkPaid(order.status)) {
      throw new AppError('conflict', msg(lang, 'order_paid_refused', { status: orderStatusLabel(order.status, lang), payment: paymentStatusLabel('paid', lang) }));
    }
    // Marked by the staff ("Recebido": a static Pix, cash at the counter): the ledger keeps it too,
    // with who recorded it, so every paid order's money has an entry.
    if (!input.payment && order.paymentType !== null && order.total > 0) {
      await tx.insert(orderPayments).values({ orderId: order.id, businessId: order.businessId, method: order.paymentType, amount: order.total, createdBy: actorUserId(actor) });
    }
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: now, version: sql`${orders.version} + 1`, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, order.businessId)))
      .returning();
    return { row: row!, audit: { action: 'order.paid', after: { payment_status: 'paid' } } };
  }, () => ({ kind: 'paid' }));
}
