import type { CheckoutRequest, PaymentGateway, PaymentStatus } from '../ports';

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

/** The account a token belongs to, as "testar conexão" shows it. */
export interface MercadoPagoAccount {
  id: string;
  nickname: string;
  /** Test credentials (TEST-…) move no money. */
  live: boolean;
}

/** Why an account check failed: the token refused (the owner's to fix) or Mercado Pago unreachable (try again). */
export class MercadoPagoAccountError extends Error {
  constructor(readonly reason: 'refused' | 'unreachable') {
    super(`mercado pago account check: ${reason}`);
  }
}

/** GET /users/me with the token: the account it opens, or why not. */
export async function mercadoPagoAccount({ baseUrl, accessToken, timeoutMs = 10_000 }: MercadoPagoClientOptions): Promise<MercadoPagoAccount> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl.replace(/\/$/, '')}/users/me`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new MercadoPagoAccountError('unreachable');
  }
  if (res.status === 401 || res.status === 403) throw new MercadoPagoAccountError('refused');
  if (!res.ok) throw new MercadoPagoAccountError('unreachable');
  const body = (await res.json().catch(() => null)) as { id?: unknown; nickname?: unknown } | null;
  if (!body || (typeof body.id !== 'number' && typeof body.id !== 'string')) throw new MercadoPagoAccountError('unreachable');
  return { id: String(body.id), nickname: typeof body.nickname === 'string' ? body.nickname : '', live: !accessToken.startsWith('TEST-') };
}

/** Reais with centavos as the decimal number Mercado Pago's API takes (45.9 for 4590). */
const reais = (centavos: number) => Math.round(centavos) / 100;

/**
 * Checkout Pro: `POST /checkout/preferences` (INTEGRATIONS.md). The idempotency key makes a retry of
 * the same order's preference answer the same preference instead of a second one.
 */
async function createPreference({ baseUrl, accessToken, timeoutMs = 10_000 }: MercadoPagoClientOptions, request: CheckoutRequest) {
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/checkout/preferences`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json', 'x-idempotency-key': request.idempotencyKey },
    body: JSON.stringify({
      items: request.items.map((item) => ({ id: item.id, title: item.title, quantity: item.quantity, unit_price: reais(item.unitPriceCents), currency_id: 'BRL' })),
      external_reference: request.externalReference,
      notification_url: request.notificationUrl,
      back_urls: request.backUrls,
      auto_return: 'approved',
      ...(request.expiresAt ? { expires: true, expiration_date_to: request.expiresAt.toISOString() } : {}),
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`mercado pago POST /checkout/preferences: ${res.status}`);
  const body = (await res.json()) as { id?: unknown; init_point?: unknown };
  if (typeof body.id !== 'string' || typeof body.init_point !== 'string') throw new Error('mercado pago preference: unexpected answer');
  return { checkoutId: body.id, redirectUrl: body.init_point };
}

/** `POST /v1/payments/{id}/refunds` (the key is mandatory: the same key answers the same refund). */
async function refundPayment({ baseUrl, accessToken, timeoutMs = 10_000 }: MercadoPagoClientOptions, paymentId: string, { amountCents, idempotencyKey }: { amountCents?: number; idempotencyKey: string }) {
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/v1/payments/${encodeURIComponent(paymentId)}/refunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json', 'x-idempotency-key': idempotencyKey },
    body: JSON.stringify(amountCents === undefined ? {} : { amount: reais(amountCents) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`mercado pago POST /v1/payments/${paymentId}/refunds: ${res.status}`);
  const body = (await res.json()) as { id?: unknown };
  if (typeof body.id !== 'number' && typeof body.id !== 'string') throw new Error('mercado pago refund: unexpected answer');
  return { refundId: String(body.id) };
}

/** The restaurant's Mercado Pago account as the PaymentGateway port. */
export function mercadoPagoGateway(options: MercadoPagoClientOptions): PaymentGateway {
  return {
    createCheckout: (request) => createPreference(options, request),
    refund: (paymentId, refundOptions) => refundPayment(options, paymentId, refundOptions),
    ...mercadoPagoPayments(options),
  };
}

/**
 * The ids of the payments made for an order (`GET /v1/payments/search?external_reference=<uuid>`),
 * newest first: the reconciliation finds a payment whose notification never came.
 */
export async function searchPaymentIds({ baseUrl, accessToken, timeoutMs = 10_000 }: MercadoPagoClientOptions, externalReference: string): Promise<string[]> {
  const query = new URLSearchParams({ external_reference: externalReference, sort: 'date_created', criteria: 'desc', limit: '30' });
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/v1/payments/search?${query}`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`mercado pago GET /v1/payments/search: ${res.status}`);
  const body = (await res.json()) as { results?: { id?: unknown }[] };
  return (Array.isArray(body.results) ? body.results : []).map((r) => r.id).filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
}

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
