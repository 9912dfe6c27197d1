import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * What became of a delivery: `received` (verified, its processing job queued; `error` holds the last
 * failed attempt's reason while the queue retries it), `processed` (its handler ran and committed),
 * `ignored` (verified, but no handler wants its type), `failed` (the handler threw on the job's last
 * attempt), `rejected` (bad or missing signature: kept for audit, never processed).
 */
export const WEBHOOK_EVENT_STATUSES = ['received', 'processed', 'ignored', 'failed', 'rejected'] as const;
export type WebhookEventStatus = (typeof WEBHOOK_EVENT_STATUSES)[number];

/**
 * The webhook inbox (docs/decisions/0041): every delivery a provider makes, stored as it came before
 * it is acknowledged. One verified row per provider event: the unique index covers only rows whose
 * signature was good, so a forged delivery naming a real event id can neither take that id's place
 * nor be taken for a duplicate of it.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's id of the notification (Mercado Pago: the body's `id`), as the sender claims it. */
    eventId: text('event_id'),
    /**
     * The restaurant whose account the delivery is for (its notification URL names it, and its own
     * webhook secret verified it); null for the platform's account.
     */
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /** What the event is about, for the handler registry (Mercado Pago: `payment`, `merchant_order`…). */
    eventType: text('event_type'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    signatureOk: boolean('signature_ok').notNull(),
    /** The headers the signature and an audit need (signature, request id, content type, user agent). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    /** The body as received (JSON is UTF-8 text), so it can be verified or replayed again. */
    rawBody: text('raw_body').notNull(),
    status: text('status', { enum: WEBHOOK_EVENT_STATUSES }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What the handler noted (Mercado Pago: the payment id), for the audit and for the next issues. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('webhook_events_provider_event_unique').on(t.provider, t.eventId).where(sql`signature_ok`),
    index('webhook_events_received_idx').on(t.receivedAt),
  ],
);
