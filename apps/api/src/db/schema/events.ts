import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { RealtimeEventName } from '@comanda/domain/realtime/events';
import { businesses } from './businesses';

/**
 * The transactional outbox of domain events (issue 32, decision 0042): a change records its events
 * in its own transaction; the relay (lib/events/event-relay.ts) delivers each to its consumers once
 * committed and marks it delivered. `meta` is for the server's consumers only (what a kitchen ticket
 * needs), never sent to a client.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').$type<RealtimeEventName>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // The relay's queue: what is not delivered yet, oldest first.
    index('domain_events_pending_idx').on(t.id).where(sql`${t.deliveredAt} IS NULL`),
    index('domain_events_delivered_idx').on(t.deliveredAt),
  ],
);
export type DomainEventRow = typeof domainEvents.$inferSelect;
