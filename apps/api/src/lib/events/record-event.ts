import { sql } from 'drizzle-orm';
import type { RealtimeEventName, RealtimeEventPayloads } from '@comanda/domain/realtime/events';
import type { Queryable } from '../../db/client';
import { domainEvents } from '../../db/schema/index';

/** The channel a commit with new events notifies; the relay listens on it (polling covers a lost notice). */
export const EVENTS_CHANNEL = 'domain_events';

export type EventToRecord = {
  [N in RealtimeEventName]: {
    businessId: number;
    name: N;
    payload: RealtimeEventPayloads[N];
    /** For the server's consumers only (never sent to a client): e.g. what a kitchen ticket needs. */
    meta?: Record<string, unknown> | undefined;
  };
}[RealtimeEventName];

/**
 * Records events in the transaction (or statement) of the change they report (decision 0042): they
 * exist if and only if the change commits, and the relay delivers them after. The NOTIFY goes out
 * with the commit.
 */
export async function recordEvents(q: Queryable, events: readonly EventToRecord[]): Promise<void> {
  if (events.length === 0) return;
  await q.insert(domainEvents).values(events.map((event) => ({ businessId: event.businessId, name: event.name, payload: event.payload, meta: event.meta ?? null })));
  await q.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}

export function recordEvent(q: Queryable, event: EventToRecord): Promise<void> {
  return recordEvents(q, [event]);
}
