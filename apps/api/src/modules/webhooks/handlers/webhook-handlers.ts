import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable, Tx } from '../../../db/client';
import type { EfiClient } from '../../../integrations/efi/client';
import type { PaymentReader } from '../../../integrations/mercado-pago/client';
import type { WebhookEventRow } from '../webhooks.repository';
import { handleCloudDelivery, handleConnectionUpdate, handleMessageUpdate, handleMessageUpsert, handleQrcodeUpdated } from '../../messaging/messaging.api';
import { handleEfiPix } from './efi-pix';
import { handleMercadoPagoPayment } from './mercado-pago-payment';

/**
 * The Efí account of a restaurant, or null when it has none connected (decision 0048). Read on `q`,
 * the event's transaction: the embedded database has one connection, which the transaction holds.
 */
export type EfiFor = (q: Queryable, businessId: number) => Promise<Pick<EfiClient, 'getCharge'> | null>;

/** No restaurant has an Efí account until the payment settings store them (issue 34). */
export const noEfiAccounts: EfiFor = async () => null;

export interface WebhookHandlerContext {
  /** The transaction that marks the event processed: the handler's writes commit with it, or neither does. */
  tx: Tx;
  /** The database the transaction is on: a command run with it joins `tx` (lib/unit-of-work.ts). */
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  payments: PaymentReader | null;
  efiFor: EfiFor;
  event: WebhookEventRow;
  /** The stored body, parsed. */
  body: unknown;
}

/** Acts on one verified event; what it returns is kept on the event (`result`). Throwing retries it. */
export type WebhookHandler = (ctx: WebhookHandlerContext) => Promise<Record<string, unknown>>;

/** Handlers by `<provider>:<event type>`; an event with no handler is marked `ignored`. */
export type WebhookHandlers = Readonly<Record<string, WebhookHandler>>;

export const handlerKey = (provider: string, eventType: string | null) => `${provider}:${eventType ?? ''}`;

export const webhookHandlers: WebhookHandlers = {
  [handlerKey('mercado-pago', 'payment')]: handleMercadoPagoPayment,
  [handlerKey('efi', 'pix')]: handleEfiPix,
  [handlerKey('evolution', 'connection.update')]: handleConnectionUpdate,
  [handlerKey('evolution', 'qrcode.updated')]: handleQrcodeUpdated,
  [handlerKey('evolution', 'messages.upsert')]: handleMessageUpsert,
  [handlerKey('evolution', 'messages.update')]: handleMessageUpdate,
  [handlerKey('whatsapp-cloud', 'messages')]: handleCloudDelivery,
};
