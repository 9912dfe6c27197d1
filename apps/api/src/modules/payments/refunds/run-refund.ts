import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { paymentRefunds } from '../../../db/schema/index';
import { EfiError } from '../../../integrations/efi/client';
import { mercadoPagoGateway } from '../../../integrations/mercado-pago/client';
import { secretBoxOf } from '../../../lib/secret-box';
import { efiAccounts } from '../connections/efi-accounts';
import { connectionCredentials } from '../connections/payment-connections.repository';
import type { MercadoPagoCredentials } from '../connections/mercado-pago-connection.routes';

/** The key Mercado Pago refunds a payment with: one per payment, so every retry (and every cancel sent again) is the same refund. */
export const refundKey = (providerPaymentId: string) => `refund-${providerPaymentId}`;

type Deps = { db: Db; log: FastifyBaseLogger; config: Config };
type RefundRow = typeof paymentRefunds.$inferSelect;

/** Mercado Pago's refund of the whole payment; its id. */
async function refundAtMercadoPago(deps: Deps, refund: RefundRow): Promise<string> {
  const secrets = secretBoxOf(deps.config);
  const credentials = await connectionCredentials<MercadoPagoCredentials>(deps.db, secrets, refund.businessId, 'mercado_pago');
  if (!credentials) throw new Error('no Mercado Pago account connected to refund with');
  const gateway = mercadoPagoGateway({ baseUrl: deps.config.mercadoPago.apiUrl, accessToken: credentials.access_token });
  return (await gateway.refund(refund.providerPaymentId, { idempotencyKey: refundKey(refund.providerPaymentId) })).refundId;
}

/**
 * Efí's devolução of the Pix (`PUT /v2/pix/:e2eid/devolucao/:id`): the id is ours, one per refund
 * row, so a retry is the same devolução, and Efí's "id already used" means it was made.
 */
async function refundAtEfi(deps: Deps, refund: RefundRow): Promise<string> {
  const efi = await efiAccounts(deps.config).forBusiness(deps.db, refund.businessId);
  if (!efi) throw new Error('no Efí account connected to refund with');
  const refundId = `comanda${refund.id}`;
  try {
    return (await efi.refund({ endToEndId: refund.providerPaymentId, refundId, amountCents: refund.amount })).rtrId ?? refundId;
  } catch (error) {
    if (error instanceof EfiError && error.code === 'devolucao_id_duplicado') return refundId;
    throw error;
  }
}

/**
 * Makes one requested refund at the provider (the `refund-payment` job). A refund already made is
 * not asked again; a failure is thrown for the queue's retry, and on the last attempt the refund is
 * marked `failed` for the owner to see (never silently "canceled and paid").
 */
export async function runRefund(deps: Deps, refundId: number, { last }: { last: boolean }): Promise<void> {
  const [refund] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund || refund.status !== 'requested') return;
  try {
    const made = refund.provider === 'efi' ? await refundAtEfi(deps, refund) : await refundAtMercadoPago(deps, refund);
    await deps.db
      .update(paymentRefunds)
      .set({ status: 'refunded', providerRefundId: made, doneAt: new Date(), error: null })
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
