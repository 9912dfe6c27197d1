import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orderPayments, paymentRefunds } from '../../../db/schema/index';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { refundPaymentDefinition } from '../../../jobs/definitions/refund-payment';

/**
 * A paid online order canceled: each of its provider payments gets one refund request, with its job,
 * in the cancel's transaction (a cancel that rolls back asks nothing). The unique payment id makes
 * ten cancels sent at once one request; the job makes it at the provider.
 */
export async function requestRefunds(tx: Tx, order: { id: number; businessId: number }): Promise<number> {
  const paid = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.businessId, order.businessId), isNotNull(orderPayments.providerPaymentId)));
  let requested = 0;
  for (const payment of paid) {
    if (payment.provider === null) continue;
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({ orderId: order.id, businessId: order.businessId, provider: payment.provider, providerPaymentId: payment.providerPaymentId!, amount: payment.amount })
      .onConflictDoNothing()
      .returning({ id: paymentRefunds.id });
    if (!refund) continue;
    await enqueueJob(tx, refundPaymentDefinition, { refundId: refund.id });
    requested += 1;
  }
  return requested;
}

/**
 * A provider's payment for an order that can no longer take it (canceled): recorded in its ledger,
 * so the money received is seen, and refunded.
 */
export async function refundUnwantedPayment(
  tx: Tx,
  order: { id: number; businessId: number },
  payment: { provider: 'mercado_pago' | 'efi'; providerPaymentId: string; method: 'mercado_pago' | 'pix'; amount: number },
): Promise<void> {
  await tx.insert(orderPayments).values({ orderId: order.id, businessId: order.businessId, ...payment }).onConflictDoNothing();
  await requestRefunds(tx, order);
}
