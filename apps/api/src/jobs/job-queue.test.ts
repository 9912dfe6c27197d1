import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../db/schema/index';
import { inTransaction } from '../lib/unit-of-work';
import { createTestApp, type TestApp } from '../test/helper';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';

// The queue on one app with its worker on, polling fast: what runs, when, how often.

const ran: { tag: string; at: number; attempt: number }[] = [];

const record = defineJob({
  name: 'test-record',
  payload: z.object({ tag: z.string() }),
  dedupKey: ({ tag }) => tag,
  async handler({ tag }, { job }) {
    ran.push({ tag, at: Date.now(), attempt: job.attempt });
  },
});

const alwaysFails = defineJob({
  name: 'test-always-fails',
  payload: z.object({ tag: z.string() }),
  maxAttempts: 3,
  backoff: { baseMs: 150 },
  async handler({ tag }, { job }) {
    ran.push({ tag, at: Date.now(), attempt: job.attempt });
    throw new Error(`boom ${job.attempt}`);
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' }, { jobs: { definitions: [record, alwaysFails] } });
});
afterAll(async () => {
  await t.close();
});

const runsOf = (tag: string) => ran.filter((r) => r.tag === tag);
const jobRow = async (id: number) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job queue', () => {
  it('runs a job enqueued in a committed transaction, and never one whose transaction rolled back', async () => {
    await expect(
      inTransaction(t.app.db, async (tx) => {
        await enqueueJob(tx, record, { tag: 'rolled-back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const id = await inTransaction(t.app.db, (tx) => enqueueJob(tx, record, { tag: 'committed' }));
    await vi.waitFor(() => expect(runsOf('committed')).toHaveLength(1), { timeout: 5000 });
    // The handler has run; the worker marks the row done just after (a moment later on a loaded machine).
    await vi.waitFor(async () => expect((await jobRow(id!)).status).toBe('done'), { timeout: 5000 });
    // The worker drained everything due; a rolled-back job would have run by now, had it existed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runsOf('rolled-back')).toHaveLength(0);
    const rows = await t.app.db.select().from(jobs).where(eq(jobs.name, record.name));
    expect(rows.map((r) => (r.payload as { tag: string }).tag)).not.toContain('rolled-back');
  });

  it('retries a failing job with exponential backoff, then marks it failed after its last attempt', async () => {
    const id = await enqueueJob(t.app.db, alwaysFails, { tag: 'fails' });
    await vi.waitFor(async () => expect((await jobRow(id!)).status).toBe('failed'), { timeout: 5000, interval: 50 });
    const runs = runsOf('fails');
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    // Base 150 ms: the second try waits at least 150 ms, the third at least 300 ms.
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(140);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(290);
    const row = await jobRow(id!);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBe('boom 3');
    expect(row.finishedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(runsOf('fails')).toHaveLength(3);
  });

  it('keeps one pending job per dedup key; once it has run, the key is free again', async () => {
    const later = new Date(Date.now() + 60_000);
    const first = await enqueueJob(t.app.db, record, { tag: 'dedup' }, { runAt: later });
    const second = await enqueueJob(t.app.db, record, { tag: 'dedup' }, { runAt: later });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    // Another key of the same job is not held back, nor is the same key of another job.
    expect(await enqueueJob(t.app.db, record, { tag: 'dedup' }, { runAt: later, dedupKey: 'other' })).toBeTypeOf('number');
    expect(await enqueueJob(t.app.db, alwaysFails, { tag: 'dedup' }, { runAt: later, dedupKey: 'dedup' })).toBeTypeOf('number');
    expect(await t.app.db.select().from(jobs).where(eq(jobs.dedupKey, 'dedup'))).toHaveLength(2);

    await t.app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, first!));
    await vi.waitFor(async () => expect((await jobRow(first!)).status).toBe('done'), { timeout: 5000 });
    expect(await enqueueJob(t.app.db, record, { tag: 'dedup' })).toBeTypeOf('number');
    await vi.waitFor(() => expect(runsOf('dedup')).toHaveLength(2), { timeout: 5000 });
  });

  it('refuses a payload that does not fit the schema when it is enqueued', async () => {
    await expect(enqueueJob(t.app.db, record, { tag: 42 } as unknown as { tag: string })).rejects.toThrow();
  });

  it('does not run a job before its run_at', async () => {
    const id = await enqueueJob(t.app.db, record, { tag: 'later' }, { runAt: new Date(Date.now() + 400) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runsOf('later')).toHaveLength(0);
    await vi.waitFor(async () => expect((await jobRow(id!)).status).toBe('done'), { timeout: 5000 });
    expect(runsOf('later')).toHaveLength(1);
  });
});
