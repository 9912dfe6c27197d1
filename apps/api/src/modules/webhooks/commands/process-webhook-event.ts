import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../../db/client';
import type { PaymentReader } from '../../../integrations/mercado-pago/client';
import { inTransaction } from '../../../lib/unit-of-work';
import { handlerKey, noEfiAccounts, type EfiFor, type WebhookHandlers } from '../handlers/webhook-handlers';
import { lockEvent, markEvent, recordEventFailure } from '../webhooks.repository';

export interface ProcessWebhookDeps {
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  /**
   * Mercado Pago's payments as the event's account reads them (the restaurant's token, or the
   * platform's when the event names no restaurant); null without a token. Read on `q`, the event's
   * transaction (the embedded database has one connection, which the transaction holds).
   */
  paymentsFor: (q: Queryable, businessId: number | null) => Promise<PaymentReader | null>;
  /** A restaurant's Efí account, for the Pix handler's re-read; none by default. */
  efiFor?: EfiFor;
}

/**
 * Runs a stored, verified event's handler once (decision 0041). The row is locked, the handler runs
 * and the event is marked processed in one transaction: a second run (a duplicate job, a worker
 * whose lease ran out) waits for the lock and then finds it processed and does nothing. A handler
 * that throws rolls its writes back; the failure is recorded on the event and thrown again, so the
 * job queue retries it with its backoff, and `last` (the job's last attempt) marks it failed.
 */
export async function processWebhookEvent(deps: ProcessWebhookDeps, handlers: WebhookHandlers, eventId: number, { last }: { last: boolean }): Promise<void> {
  try {
    await inTransaction(deps.db, async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!event || !event.signatureOk || event.status === 'processed' || event.status === 'ignored') return;
      const handler = handlers[handlerKey(event.provider, event.eventType)];
      if (!handler) {
        await markEvent(tx, eventId, { status: 'ignored', processedAt: deps.clock(), error: null });
        return;
      }
      const body: unknown = JSON.parse(event.rawBody);
      const payments = await deps.paymentsFor(tx, event.businessId);
      const result = await handler({ tx, db: deps.db, log: deps.log, clock: deps.clock, payments, efiFor: deps.efiFor ?? noEfiAccounts, event, body });
      await markEvent(tx, eventId, { status: 'processed', processedAt: deps.clock(), result, error: null });
    });
  } catch (err) {
    await recordEventFailure(deps.db, eventId, err instanceof Error ? err.message : String(err), last);
    throw err;
  }
}
