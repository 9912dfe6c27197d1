import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { paymentRefunds } from '../../../db/schema/index';
import { mercadoPagoGateway } from '../../../integrations/mercado-pago/client';
import { createSecretBox } from '../../../lib/secret-box';
import { connectionCredentials } from '../connections/payment-connections.repository';
import type { MercadoPagoCredentials } from '../connections/mercado-pago-connection.routes';

/** The key Mercado Pago refunds a payment with: one per payment, so every retry (and every cancel sent again) is the same refund. */
export const refundKey = (providerPaymentId: string) => `refund-${providerPaymentId}`;

/**
 * Makes one requested refund at the provider (the `refund-payment` job). A refund already made is
 * not asked again; a failure is thrown for the queue's retry, and on the last attempt the refund is
 * marked `failed` for the owner to see (never silently "canceled and paid").
 */
export async function runRefund(deps: { db: Db; log: FastifyBaseLogger; config: Config }, refundId: number, { last }: { last: boolean }): Promise<void> {
  const [refund] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund || refund.status !== 'requested') return;
  try {
    const secrets = deps.config.secretKeys ? createSecretBox(deps.config.secretKeys) : null;
    const credentials = await connectionCredentials<MercadoPagoCredentials>(deps.db, secrets, refund.businessId, 'mercado_pago');
    if (!credentials) throw new Error('no Mercado Pago account connected to refund with');
    const gateway = mercadoPagoGateway({ baseUrl: deps.config.mercadoPago.apiUrl, accessToken: credentials.access_token });
    const made = await gateway.refund(refund.providerPaymentId, { idempotencyKey: refundKey(refund.providerPaymentId) });
    await deps.db
      .update(paymentRefunds)
      .set({ status: 'refunded', providerRefundId: made.refundId, doneAt: new Date(), error: null })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.businessId, refund.businessId)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(paymentRefunds)
      .set(last ? { status: 'failed', error: reason, doneAt: new Date() } : { error: reason })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.businessId, refund.businessId)));
    deps.log.warn({ refundId, err: error, last }, 'refund not made');
    throw error;
  }
}
