import { and, eq, ne } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { runFixed } from '../../db/fixed-statement';
import { webhookEvents } from '../../db/schema/index';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
/** A delivery to store; the repository sets its signature flag and first status. */
export type NewWebhookEvent = Omit<typeof webhookEvents.$inferInsert, 'signatureOk' | 'status'>;

// One statement stores the event and its processing job (the columns enqueueJob writes, with the
// job's dedup key), or neither: a statement is atomic, so no transaction (four round trips on the
// embedded database's single connection) is needed, and the acknowledgement stays fast under a burst
// (decision 0041). A duplicate inserts no event, so the job's SELECT finds no row and inserts none.
const INSERT_EVENT_WITH_JOB = `
with event as (
  insert into webhook_events (provider, event_id, event_type, signature_ok, headers, raw_body, status)
  values ($1, $2, $3, true, $4::jsonb, $5, 'received')
  on conflict (provider, event_id) where signature_ok do nothing
  returning id
), job as (
  insert into jobs (name, payload, dedup_key, max_attempts)
  select $6, jsonb_build_object('webhookEventId', id), id::text, $7 from event
  on conflict (name, dedup_key) where dedup_key is not null and status in ('queued', 'running') do nothing
  returning id
)
select (select id from event) as id, (select count(*) from job)::int as jobs`;

/**
 * Stores a verified delivery with its job unless its provider event is already stored; returns the
 * new row's id, or null for a duplicate. The database decides (the partial unique index), so two
 * copies arriving at the same moment store one row.
 */
export async function insertVerifiedEvent(db: Queryable, values: NewWebhookEvent, job: { name: string; maxAttempts: number }): Promise<number | null> {
  const params = [values.provider, values.eventId, values.eventType, JSON.stringify(values.headers), values.rawBody, job.name, job.maxAttempts];
  const [row] = await runFixed<{ id: number | null; jobs: number }>(db, 'insert_webhook_event', INSERT_EVENT_WITH_JOB, params);
  if (row?.id != null && row.jobs !== 1) throw new Error(`webhook event ${row.id} stored without its job`);
  return row?.id ?? null;
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
  await db.update(webhookEvents).set(values).where(eq(webhookEvents.id, id));
}

/** Records a failed attempt, unless the event was processed meanwhile (a late, overtaken worker). */
export async function recordEventFailure(db: Queryable, id: number, error: string, last: boolean): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ status: last ? 'failed' : 'received', error: error.slice(0, 2000) })
    .where(and(eq(webhookEvents.id, id), ne(webhookEvents.status, 'processed')));
}
