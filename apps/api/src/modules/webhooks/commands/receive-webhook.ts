import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { WebhookInbox } from '../webhook-inbox';
import { keptHeaders, type WebhookDelivery, type WebhookProvider } from '../webhook-providers';
import { insertRejectedEvent } from '../webhooks.repository';

/** How much of a refused delivery's body is kept for audit. */
export const REJECTED_BODY_KEPT = 4096;

export type ReceiveOutcome =
  /** Stored with its processing job. */
  | { kind: 'received'; webhookEventId: number }
  /** The provider event was stored before: nothing done. */
  | { kind: 'duplicate' }
  /** Bad or missing signature: stored for audit, nothing else. */
  | { kind: 'rejected' }
  /** Signed, but not a notification we can read. */
  | { kind: 'invalid' };

/**
 * Takes one delivery into the inbox (decision 0041): verify, then store it with its processing job
 * in one statement (with the other deliveries of the moment: webhook-inbox.ts), so that an
 * acknowledged event always has its job; a duplicate of a stored event stores nothing. Processing
 * happens later, in the job.
 */
export async function receiveWebhook(deps: { db: Db; config: Config; inbox: WebhookInbox }, providerName: string, provider: WebhookProvider, delivery: WebhookDelivery): Promise<ReceiveOutcome> {
  const ref = provider.describe(delivery);
  const stored = {
    provider: providerName,
    eventId: ref?.eventId ?? null,
    eventType: ref?.eventType ?? null,
    headers: keptHeaders(provider, delivery.headers),
    rawBody: delivery.rawBody,
  };
  if (!provider.verify(delivery, deps.config)) {
    // Anyone can send these: the audit copy keeps the start of the body, so a flood stores little.
    await insertRejectedEvent(deps.db, { ...stored, rawBody: delivery.rawBody.slice(0, REJECTED_BODY_KEPT) });
    return { kind: 'rejected' };
  }
  if (!ref) return { kind: 'invalid' };
  const id = await deps.inbox.store(stored);
  return id === null ? { kind: 'duplicate' } : { kind: 'received', webhookEventId: id };
}
