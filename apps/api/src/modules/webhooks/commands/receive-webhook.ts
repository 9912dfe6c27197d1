import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { SecretBox } from '../../../lib/secret-box';
import type { WebhookInbox } from '../webhook-inbox';
import { keptHeaders, queryString, type WebhookDelivery, type WebhookProvider } from '../webhook-providers';
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

type ReceiveDeps = { db: Db; config: Config; secrets: SecretBox | null; inbox: WebhookInbox };

/**
 * Whose account a delivery is for, and the secret it must be signed with: a restaurant's, when its
 * notification URL names it (`?business=<token>`, decision 0049), or the platform's. A named
 * restaurant with no connection has no secret: the delivery is refused.
 */
async function deliveryAccount(deps: ReceiveDeps, provider: WebhookProvider, delivery: WebhookDelivery): Promise<{ businessId: number | null; secret: string }> {
  const token = queryString(delivery.query, 'business');
  if (token === undefined || !provider.account) return { businessId: null, secret: provider.platformSecret(deps.config) ?? '' };
  if (token.length === 0 || token.length > 100) return { businessId: null, secret: '' };
  return (await provider.account(deps.db, deps.secrets, token)) ?? { businessId: null, secret: '' };
}

/**
 * Takes one delivery into the inbox (decision 0041): verify, then store it with its processing job
 * in one statement (with the other deliveries of the moment: webhook-inbox.ts), so that an
 * acknowledged event always has its job; a duplicate of a stored event stores nothing. Processing
 * happens later, in the job.
 */
export async function receiveWebhook(deps: ReceiveDeps, providerName: string, provider: WebhookProvider, delivery: WebhookDelivery): Promise<ReceiveOutcome> {
  const ref = provider.describe(delivery);
  const account = await deliveryAccount(deps, provider, delivery);
  const stored = {
    provider: providerName,
    businessId: account.businessId,
    eventId: ref?.eventId ?? null,
    eventType: ref?.eventType ?? null,
    headers: keptHeaders(provider, delivery.headers),
    rawBody: delivery.rawBody,
  };
  if (!provider.verify(delivery, account.secret)) {
    // Anyone can send these: the audit copy keeps the start of the body, so a flood stores little.
    await insertRejectedEvent(deps.db, { ...stored, rawBody: delivery.rawBody.slice(0, REJECTED_BODY_KEPT) });
    return { kind: 'rejected' };
  }
  if (!ref) return { kind: 'invalid' };
  const id = await deps.inbox.store(stored);
  return id === null ? { kind: 'duplicate' } : { kind: 'received', webhookEventId: id };
}
