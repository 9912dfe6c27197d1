import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/index';

// The queue's own statements. Every time comes from the database clock (now()), so processes whose
// clocks disagree still agree on what is due and on whose lease has run out.

export type JobRow = typeof jobs.$inferSelect;

/**
 * Claims the next due job for this worker, or returns null. One statement: the inner SELECT locks
 * the row with SKIP LOCKED, so two workers never claim the same job, and a running job whose lease
 * ran out (its worker died) is due again. attempts counts claims, so a job that kills its worker
 * every time still reaches max_attempts (the worker then fails it without running it). The lease is each definition's own, picked by name.
 */
export async function claimNextJob(db: Db, workerId: string, leases: ReadonlyMap<string, number>, defaultLeaseMs: number): Promise<JobRow | null> {
  const byName = [...leases].map(([name, ms]) => sql`when ${name} then ${ms}::integer`);
  const leaseMs = byName.length ? sql`(case ${jobs.name} ${sql.join(byName, sql` `)} else ${defaultLeaseMs}::integer end)` : sql`${defaultLeaseMs}::integer`;
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(
      eq(
        jobs.id,
        sql`(select id from jobs
              where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
              order by run_at
              for update skip locked
              limit 1)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** This claim and no later one: a worker whose lease ran out must not overwrite its successor's outcome. */
function claimedBy(row: Pick<JobRow, 'id' | 'lockedBy' | 'attempts'>) {
  return and(eq(jobs.id, row.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, row.lockedBy ?? ''), eq(jobs.attempts, row.attempts));
}

export async function markJobDone(db: Db, row: JobRow): Promise<void> {
  await db.update(jobs).set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null }).where(claimedBy(row));
}

/** Queued again after the delay, or failed for good once the attempts are spent. */
export async function markJobFailed(db: Db, row: JobRow, error: string, retryInMs: number | null): Promise<void> {
  const outcome =
    retryInMs === null
      ? { status: 'failed' as const, finishedAt: sql`now()`, lockedUntil: null }
      : { status: 'queued' as const, runAt: sql`now() + ${retryInMs} * interval '1 millisecond'`, lockedUntil: null };
  await db
    .update(jobs)
    .set({ ...outcome, lastError: error.slice(0, 2000) })
    .where(claimedBy(row));
}
