import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { webhookEvents } from '../../db/schema/index';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
/** A delivery to store; the repository sets its signature flag and first status. */
export type NewWebhookEvent = Omit<typeof webhookEvents.$inferInsert, 'signatureOk' | 'status'>;

/**
 * Stores a verified delivery unless its provider event is already stored; returns the new row's
 * id, or null for a duplicate. The database decides (the partial unique index), so two copies
 * arriving at the same moment store one row.
 */
export async function insertVerifiedEvent(db: Queryable, values: NewWebhookEvent): Promise<number | null> {
  const [row] = await db
    .insert(webhookEvents)
    .values({ ...values, signatureOk: true, status: 'received' })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId], where: sql`signature_ok` })
    .returning({ id: webhookEvents.id });
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
