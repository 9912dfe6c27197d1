import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../db/client';
import type { PaymentReader } from '../../../integrations/mercado-pago/client';
import type { WebhookEventRow } from '../webhooks.repository';
import { handleMercadoPagoPayment } from './mercado-pago-payment';

export interface WebhookHandlerContext {
  /** The transaction that marks the event processed: the handler's writes commit with it, or neither does. */
  tx: Tx;
  /** The database the transaction is on: a command run with it joins `tx` (lib/unit-of-work.ts). */
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  payments: PaymentReader | null;
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
};
