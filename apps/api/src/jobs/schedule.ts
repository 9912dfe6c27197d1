import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/index';
import { inTransaction } from '../lib/unit-of-work';
import type { JobDefinition } from './define-job';
import { enqueueJob } from './enqueue-job';

/** A job that runs once per period of everyMs, whatever the number of processes. */
export interface RecurringJob {
  job: JobDefinition;
  everyMs: number;
  payload?: unknown;
}

/**
 * Enqueues the job of the current period unless one exists, in any status. The period's number is
 * the dedup key, so each period has at most one row: several workers calling this at once, or one
 * calling it after the period's job already finished, add nothing. The advisory lock makes the
 * check and the insert one step across processes (the partial unique index alone forgets a job once
 * it is done). A process clock a little off only moves when a period's job is made, never doubles it.
 */
export async function enqueueRecurring(db: Db, recurring: RecurringJob, now = Date.now()): Promise<number | null> {
  const { job, everyMs } = recurring;
  const period = Math.floor(now / everyMs);
  const dedupKey = `every ${everyMs} ms #${period}`;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:recurring:${job.name}`}))`);
    const [existing] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, job.name), eq(jobs.dedupKey, dedupKey)))
      .limit(1);
    if (existing) return null;
    return enqueueJob(tx, job, recurring.payload ?? {}, { dedupKey, runAt: new Date(period * everyMs) });
  });
}
