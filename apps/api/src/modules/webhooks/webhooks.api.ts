import type { Queryable } from '../../db/client';
import { processWebhookEventDefinition } from '../../jobs/definitions/process-webhook-event';
import { insertVerifiedEvents, type NewWebhookEvent } from './webhooks.repository';

/**
 * What other modules may use of the webhook inbox: recording provider events that did not come by
 * HTTP (the payments reconciliation found them by asking the provider), with their processing jobs,
 * so they take the same path as a delivery — the handler re-reads them from the provider, checks the
 * amount and pays the order once. An event id already stored (the provider's own delivery of the same
 * Pix, an earlier reconciliation) stores nothing; the new rows' ids, or null for those.
 */
export function recordProviderEvents(db: Queryable, events: readonly NewWebhookEvent[]): Promise<(number | null)[]> {
  return insertVerifiedEvents(db, events, processWebhookEventDefinition);
}
export type { NewWebhookEvent } from './webhooks.repository';
export type { WebhookHandlerContext } from './handlers/webhook-handlers';
