import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { backoffDelayMs, type JobDefinition } from './define-job';
import { claimNextJob, markJobDone, markJobFailed, type JobRow } from './job-store';
import { enqueueRecurring, type RecurringJob } from './schedule';

export interface JobWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  config: Config;
  definitions: readonly JobDefinition[];
  recurring: readonly RecurringJob[];
  pollIntervalMs: number;
}

export interface JobWorker {
  id: string;
  start(): void;
  /** Stops polling and waits for the job in hand, so a deploy never cuts a handler in half. */
  stop(): Promise<void>;
}

// A row with a name this process does not know (a newer release enqueued it) is retried with this
// backoff, so that a process that knows it can take it; it fails once its attempts are spent.
const unknownJobBackoff = { baseMs: 60_000, maxMs: 3_600_000 };
const defaultLeaseMs = 5 * 60_000;

/** One job at a time per process: polls, claims, runs, records the outcome, and drains what is due. */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const definitions = new Map(opts.definitions.map((d) => [d.name, d]));
  const leases = new Map(opts.definitions.map((d) => [d.name, d.leaseMs]));
  const nextScheduleCheck = new Map<RecurringJob, number>();
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function runSchedules() {
    const now = Date.now();
    for (const recurring of opts.recurring) {
      if ((nextScheduleCheck.get(recurring) ?? 0) > now) continue;
      await enqueueRecurring(opts.db, recurring, now);
      // Next look when the next period begins, not on every poll; a failed look is retried next poll.
      nextScheduleCheck.set(recurring, (Math.floor(now / recurring.everyMs) + 1) * recurring.everyMs);
    }
  }

  async function run(row: JobRow) {
    const definition = definitions.get(row.name);
    const log = opts.log.child({ jobId: row.id, job: row.name, attempt: row.attempts });
    if (row.attempts > row.maxAttempts) {
      // Claimed again after its lease ran out, with no attempt left: the process running its last
      // attempt died (or outlived the lease). Running it once more would exceed max_attempts.
      log.error('job abandoned on its last attempt');
      await markJobFailed(opts.db, row, 'the worker running its last attempt stopped before finishing (lease expired)', null);
      return;
    }
    let failed = false;
    let failure: unknown;
    try {
      if (!definition) throw new Error(`no definition of job "${row.name}" in this process`);
      const payload: unknown = definition.payload.parse(row.payload);
      await definition.handler(payload, {
        db: opts.db,
        log,
        config: opts.config,
        job: { id: row.id, attempt: row.attempts, maxAttempts: row.maxAttempts },
      });
    } catch (err) {
      failed = true;
      failure = err;
    }
    if (!failed) {
      await markJobDone(opts.db, row);
      return;
    }
    const last = row.attempts >= row.maxAttempts;
    const retryInMs = last ? null : backoffDelayMs(definition?.backoff ?? unknownJobBackoff, row.attempts);
    log[last ? 'error' : 'warn']({ err: failure, retryInMs }, last ? 'job failed for good' : 'job failed, will retry');
    await markJobFailed(opts.db, row, failure instanceof Error ? failure.message : String(failure), retryInMs);
  }

  async function poll() {
    while (!stopping) {
      let ran = false;
      try {
        await runSchedules();
      } catch (err) {
        opts.log.error({ err }, 'recurring jobs not scheduled');
      }
      try {
        const row = await claimNextJob(opts.db, id, leases, defaultLeaseMs);
        if (row) {
          await run(row);
          ran = true;
        }
      } catch (err) {
        // The database may be briefly away (restart, failover): log and try again at the next poll.
        opts.log.error({ err }, 'job worker poll failed');
      }
      if (ran || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, opts.pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    id,
    start() {
      if (loop) return;
      loop = poll();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}
