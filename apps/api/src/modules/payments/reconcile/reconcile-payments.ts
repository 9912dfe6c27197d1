import { and, eq, gt, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { orderCheckouts, orders, pixCharges } from '../../../db/schema/index';
import { centavosToPixAmount } from '@comanda/domain/payments/pix-amount';
import { searchPaymentIds } from '../../../integrations/mercado-pago/client';
import { secretBoxOf } from '../../../lib/secret-box';
import { recordProviderEvents, type NewWebhookEvent } from '../../webhooks/webhooks.api';
import { efiAccounts } from '../connections/efi-accounts';
import { connectionCredentials } from '../connections/payment-connections.repository';
import type { MercadoPagoCredentials } from '../connections/mercado-pago-connection.routes';

/** An online payment is asked about once its notification is this late. */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** …and no longer after this: a charge expires in an hour, a checkout is abandoned within a day or two. */
const RECONCILE_UNTIL_MS = 2 * 24 * 3_600_000;
/** Orders asked about per run; the rest wait for the next run (every few minutes). */
const BATCH = 200;

const HEADERS = { 'user-agent': 'comanda-reconciliation' };

interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  now: Date;
}

/**
 * The reconciliation of online payments (issue 34): a notification that never came must not leave an
 * order "aguardando pagamento" for ever. Every unpaid, uncanceled order with a Mercado Pago checkout
 * or an Efí charge, older than ten minutes, is asked about at the provider with the restaurant's own
 * account; what the provider says was paid is recorded in the webhook inbox as an event with its job,
 * so the same handler applies it — re-read, amount checked, the order paid once (decision 0044). A
 * Pix found here and delivered by Efí too is one event (its endToEndId); a Mercado Pago payment found
 * twice is one ledger entry (its payment id). A provider that fails is logged and asked again next run.
 */
export async function reconcilePayments(deps: Deps): Promise<{ asked: number; recorded: number }> {
  const { db, now } = deps;
  const pending = await db
    .select({ id: orders.id, uuid: orders.uuid, businessId: orders.businessId, checkout: orderCheckouts.provider, txid: pixCharges.txid })
    .from(orders)
    .leftJoin(orderCheckouts, eq(orderCheckouts.orderId, orders.id))
    .leftJoin(pixCharges, eq(pixCharges.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentStatus, 'unpaid'),
        ne(orders.status, 'canceled'),
        lt(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        gt(orders.createdAt, new Date(now.getTime() - RECONCILE_UNTIL_MS)),
        or(isNotNull(orderCheckouts.orderId), isNotNull(pixCharges.orderId)),
      ),
    )
    .orderBy(orders.id)
    .limit(BATCH);
  const events: NewWebhookEvent[] = [];
  for (const order of pending) {
    try {
      if (order.checkout === 'mercado_pago') events.push(...(await mercadoPagoEvents(deps, order)));
      if (order.txid) events.push(...(await efiEvents(deps, { ...order, txid: order.txid })));
    } catch (error) {
      deps.log.warn({ orderId: order.id, err: error }, 'reconciliation: the provider did not answer about this order');
    }
  }
  const stored = events.length ? await recordProviderEvents(db, events) : [];
  const recorded = stored.filter((id) => id !== null).length;
  if (recorded) deps.log.info({ recorded, asked: pending.length }, 'reconciliation found payments whose notification had not come');
  return { asked: pending.length, recorded };
}

/** The order's approved payments at the restaurant's Mercado Pago account, as notifications of them. */
async function mercadoPagoEvents(deps: Deps, order: { uuid: string; businessId: number }): Promise<NewWebhookEvent[]> {
  const credentials = await connectionCredentials<MercadoPagoCredentials>(deps.db, secretBoxOf(deps.config), order.businessId, 'mercado_pago');
  if (!credentials) return [];
  const ids = await searchPaymentIds({ baseUrl: deps.config.mercadoPago.apiUrl, accessToken: credentials.access_token }, order.uuid);
  return ids.map((id) => ({
    provider: 'mercado-pago',
    businessId: order.businessId,
    // Its own id, not a notification's: found again next run, it is the same event.
    eventId: `reconcile-${id}`,
    eventType: 'payment',
    headers: HEADERS,
    rawBody: JSON.stringify({ id: `reconcile-${id}`, type: 'payment', action: 'payment.reconciled', data: { id } }),
  }));
}

/** The Pix received for the order's Efí charge, as Efí's own notification of each would carry it. */
async function efiEvents(deps: Deps, order: { businessId: number; txid: string }): Promise<NewWebhookEvent[]> {
  const efi = await efiAccounts(deps.config).forBusiness(deps.db, order.businessId);
  if (!efi) return [];
  const charge = await efi.getCharge(order.txid);
  return charge.pix.map((pix) => ({
    provider: 'efi',
    businessId: order.businessId,
    eventId: pix.endToEndId,
    eventType: 'pix',
    headers: HEADERS,
    rawBody: JSON.stringify({ pix: [{ endToEndId: pix.endToEndId, txid: order.txid, valor: centavosToPixAmount(pix.amountCents), horario: pix.paidAt }] }),
  }));
}

