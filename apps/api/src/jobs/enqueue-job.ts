import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema/index';
import type { JobDefinition } from './define-job';

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** Overrides the definition's dedupKey(payload). */
  dedupKey?: string;
}

/**
 * Inserts a job row. Pass the transaction of the write that causes the job, so that a rolled-back
 * write leaves no job behind and a committed one always has it. Returns the job id, or null when a
 * queued or running job already holds the same name and dedup key.
 */
export async function enqueueJob<S extends z.ZodType>(
  db: Db | Tx,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<number | null> {
  // A bad payload is the caller's bug: it throws here, inside the caller's transaction, not later in a worker.
  const parsed = definition.payload.parse(payload);
  const dedupKey = options.dedupKey ?? definition.dedupKey?.(parsed) ?? null;
  const insert = db.insert(jobs).values({
    name: definition.name,
    payload: parsed,
    dedupKey,
    maxAttempts: definition.maxAttempts,
    ...(options.runAt ? { runAt: options.runAt } : {}),
  });
  // jobs_dedup_idx is partial: ON CONFLICT must repeat its predicate to infer it as the arbiter.
  const [row] = await insert
    .onConflictDoNothing({
      target: [jobs.name, jobs.dedupKey],
      where: sql`dedup_key is not null and status in ('queued', 'running')`,
    })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
