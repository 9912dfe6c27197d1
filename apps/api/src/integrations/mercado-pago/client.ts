import type { PaymentGateway, PaymentStatus } from '../ports';

/*
 * Mercado Pago's payments API (INTEGRATIONS.md), the part the webhook inbox needs: re-reading a
 * payment a notification names, since a notification proves only that something changed. Checkout
 * and refunds come with the payments issue. Tests and journeys point `baseUrl` at the stand-in.
 */

export type PaymentReader = Pick<PaymentGateway, 'getPayment'>;

export interface MercadoPagoClientOptions {
  baseUrl: string;
  accessToken: string;
  /** A payment re-read that hangs must not hold the webhook's job (and its locked event) for ever. */
  timeoutMs?: number;
}

const STATUSES: readonly PaymentStatus[] = ['pending', 'in_process', 'authorized', 'approved', 'rejected', 'cancelled', 'refunded', 'charged_back'];

export function mercadoPagoPayments({ baseUrl, accessToken, timeoutMs = 10_000 }: MercadoPagoClientOptions): PaymentReader {
  return {
    async getPayment(paymentId) {
      const res = await fetch(`${baseUrl.replace(/\/$/, '')}/v1/payments/${encodeURIComponent(paymentId)}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Any refusal is thrown: the job retries with its backoff, and the event keeps the error.
      if (!res.ok) throw new Error(`mercado pago GET /v1/payments/${paymentId}: ${res.status}`);
      const body = (await res.json()) as { id?: unknown; status?: unknown; external_reference?: unknown; transaction_amount?: unknown };
      const status = STATUSES.find((s) => s === body.status);
      if (!status || typeof body.transaction_amount !== 'number') throw new Error(`mercado pago payment ${paymentId}: unexpected answer`);
      return {
        id: String(body.id ?? paymentId),
        status,
        externalReference: typeof body.external_reference === 'string' && body.external_reference !== '' ? body.external_reference : null,
        // Reais with centavos as a decimal number; money is kept in integer centavos (DESIGN.md).
        amountCents: Math.round(body.transaction_amount * 100),
      };
    },
  };
}
