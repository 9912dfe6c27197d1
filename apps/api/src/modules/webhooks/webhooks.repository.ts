import { and, eq, ne } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { runFixed } from '../../db/fixed-statement';
import { webhookEvents } from '../../db/schema/index';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
/** A delivery to store; the repository sets its signature flag and first status. */
export type NewWebhookEvent = Omit<typeof webhookEvents.$inferInsert, 'signatureOk' | 'status'>;

// One statement stores a batch of events with their processing jobs (the columns enqueueJob writes,
// with the job's dedup key), or nothing: a statement is atomic, so no transaction (four round trips
// on the embedded database's single connection) is needed, and the acknowledgement stays fast under
// a burst (decision 0041). The deliveries travel as one JSON array (n: their place in it). An event
// already stored inserts no row, so the job's SELECT finds none for it and inserts no job.
const INSERT_EVENTS_WITH_JOBS = `
with delivery as (
  select * from jsonb_to_recordset($1::jsonb) as d(n int, provider text, business_id int, event_id text, event_type text, headers jsonb, raw_body text)
), event as (
  insert into webhook_events (provider, business_id, event_id, event_type, signature_ok, headers, raw_body, status)
  select provider, business_id, event_id, event_type, true, headers, raw_body, 'received' from delivery order by n
  on conflict (provider, event_id) where signature_ok do nothing
  returning id, provider, event_id
), job as (
  insert into jobs (name, payload, dedup_key, max_attempts)
  select $2, jsonb_build_object('webhookEventId', id), id::text, $3 from event
  on conflict (name, dedup_key) where dedup_key is not null and status in ('queued', 'running') do nothing
  returning id
)
select (select coalesce(jsonb_agg(jsonb_build_array(d.n, e.id)), '[]'::jsonb) from event e join delivery d using (provider, event_id)) as stored,
  (select count(*) from job)::int as jobs`;

/**
 * Stores verified deliveries with their jobs in one statement, unless their provider event is
 * already stored; returns, in order, each new row's id, or null for a duplicate (of a stored event,
 * or of an earlier delivery in `values`: the first copy is stored). The database decides (the
 * partial unique index), so copies written at the same moment by two statements store one row.
 */
export async function insertVerifiedEvents(db: Queryable, values: readonly NewWebhookEvent[], job: { name: string; maxAttempts: number }): Promise<(number | null)[]> {
  const firstOf = new Map<string, number>();
  const rows: { n: number; provider: string; business_id: number | null | undefined; event_id: string | null | undefined; event_type: string | null | undefined; headers: unknown; raw_body: string }[] = [];
  values.forEach((value, n) => {
    const key = JSON.stringify([value.provider, value.eventId]);
    if (firstOf.has(key)) return;
    firstOf.set(key, n);
    rows.push({ n, provider: value.provider, business_id: value.businessId, event_id: value.eventId, event_type: value.eventType, headers: value.headers, raw_body: value.rawBody });
  });
  const [row] = await runFixed<{ stored: [number, number][]; jobs: number }>(db, 'insert_webhook_events', INSERT_EVENTS_WITH_JOBS, [JSON.stringify(rows), job.name, job.maxAttempts]);
  const stored = new Map(row?.stored ?? []);
  if (stored.size !== row?.jobs) throw new Error(`webhook events stored without their jobs (${stored.size} events, ${row?.jobs ?? 0} jobs)`);
  return values.map((_, n) => stored.get(n) ?? null);
}

/** Stores a delivery refused for its signature, for audit; it never takes an event id's place. */
export async function insertRejectedEvent(db: Queryable, values: NewWebhookEvent): Promise<void> {
  await db.insert(webhookEvents).values({ ...values, signatureOk: false, status: 'rejected' });
}

/** The event, locked until the transaction ends: a second worker on it waits, then sees it done. */
export async function lockEvent(tx: Tx, id: number): Promise<WebhookEventRow | null> {
  const [row] = await tx.select().from(webhookEvents).where(eq(webhookEvents.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function markEvent(db: Queryable, id: number, values: Partial<Pick<WebhookEventRow, 'status' | 'processedAt' | 'result' | 'error'>>): Promise<void> {
  // scoped: the inbox's own row, by the id its job carries; business_id only says whose account verified it.
  await db.update(webhookEvents).set(values).where(eq(webhookEvents.id, id));
}

/** Records a failed attempt, unless the event was processed meanwhile (a late, overtaken worker). */
export async function recordEventFailure(db: Queryable, id: number, error: string, last: boolean): Promise<void> {
  // scoped: the inbox's own row, by the id its job carries; business_id only says whose account verified it.
  await db
    .update(webhookEvents)
    .set({ status: last ? 'failed' : 'received', error: error.slice(0, 2000) })
    .where(and(eq(webhookEvents.id, id), ne(webhookEvents.status, 'processed')));
}
