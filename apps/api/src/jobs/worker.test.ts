import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../db/schema/index';
import { inTransaction } from '../lib/unit-of-work';
import { createTestApp, type TestApp } from '../test/helper';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';

// The queue across processes: two apps on one database (separate connections on PostgreSQL), a
// restart, and a worker that died holding a job.

/** Every handler invocation: the count the "exactly once" assertions are about. */
const runs: { jobId: number; tag: string }[] = [];

const work = defineJob({
  name: 'test-work',
  payload: z.object({ tag: z.string() }),
  leaseMs: 60_000,
  async handler({ tag }, { job }) {
    runs.push({ jobId: job.id, tag });
    // Long enough that the other worker claims jobs meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 5));
  },
});

const fast = { JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' };
const runsOf = (tag: string) => runs.filter((r) => r.tag === tag);

describe('job worker across processes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(fast, { jobs: { definitions: [work] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs each of 50 jobs exactly once with two workers on the same database', async () => {
    const other = await t.sibling();
    expect(other.jobWorkerId).not.toBe(t.app.jobWorkerId);
    const ids = await inTransaction(t.app.db, async (tx) => {
      const made: number[] = [];
      for (let i = 0; i < 50; i += 1) made.push((await enqueueJob(tx, work, { tag: 'fifty' }))!);
      return made;
    });
    await vi.waitFor(
      async () => {
        const [left] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(sql`${jobs.name} = 'test-work' and ${jobs.status} <> 'done'`);
        expect(left!.n).toBe(0);
      },
      { timeout: 20_000, interval: 100 },
    );
    const ran = runsOf('fifty').map((r) => r.jobId);
    expect(ran).toHaveLength(50);
    expect(new Set(ran)).toEqual(new Set(ids));
    const rows = await t.app.db.select().from(jobs).where(eq(jobs.name, 'test-work'));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    // Both workers took part: the test exercised the race it claims to.
    const byWorker = new Set(rows.map((r) => r.lockedBy));
    expect(byWorker).toEqual(new Set([t.app.jobWorkerId, other.jobWorkerId]));
    await other.close();
  });

  it('runs again a job whose worker died mid-run once its lease has run out, and leaves a live lease alone', async () => {
    const [dead] = await t.app.db
      .insert(jobs)
      .values({ name: work.name, payload: { tag: 'orphan' }, status: 'running', attempts: 1, lockedBy: 'gone-host:1:dead', lockedUntil: sql`now() - interval '1 second'` })
      .returning();
    const [alive] = await t.app.db
      .insert(jobs)
      .values({ name: work.name, payload: { tag: 'held' }, status: 'running', attempts: 1, lockedBy: 'other-host:2:live', lockedUntil: sql`now() + interval '1 hour'` })
      .returning();
    await vi.waitFor(() => expect(runsOf('orphan')).toHaveLength(1), { timeout: 5000, interval: 50 });
    await vi.waitFor(async () => expect((await t.app.db.select().from(jobs).where(eq(jobs.id, dead!.id)))[0]!.status).toBe('done'), { timeout: 5000 });
    const [after] = await t.app.db.select().from(jobs).where(eq(jobs.id, dead!.id));
    expect(after!.attempts).toBe(2);
    expect(after!.lockedBy).toBe(t.app.jobWorkerId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runsOf('held')).toHaveLength(0);
    expect((await t.app.db.select().from(jobs).where(eq(jobs.id, alive!.id)))[0]!.status).toBe('running');
  });

  it('fails, without running it, a job whose worker died during its last attempt', async () => {
    const [row] = await t.app.db
      .insert(jobs)
      .values({ name: work.name, payload: { tag: 'last-try' }, status: 'running', attempts: 3, maxAttempts: 3, lockedBy: 'gone-host:1:dead', lockedUntil: sql`now() - interval '1 second'` })
      .returning();
    await vi.waitFor(async () => expect((await t.app.db.select().from(jobs).where(eq(jobs.id, row!.id)))[0]!.status).toBe('failed'), { timeout: 5000, interval: 50 });
    const [after] = await t.app.db.select().from(jobs).where(eq(jobs.id, row!.id));
    expect(after!.lastError).toContain('lease expired');
    expect(runsOf('last-try')).toHaveLength(0);
  });

  it('keeps a job across a restart: enqueued, app closed before it was due, run by the next app', async () => {
    const id = await enqueueJob(t.app.db, work, { tag: 'restart' }, { runAt: new Date(Date.now() + 300) });
    const firstWorker = t.app.jobWorkerId;
    await t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(runsOf('restart')).toHaveLength(0);
    const [waiting] = await t.app.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(waiting!.status).toBe('queued');

    const next = await t.sibling();
    await vi.waitFor(() => expect(runsOf('restart')).toHaveLength(1), { timeout: 5000, interval: 50 });
    await vi.waitFor(async () => expect((await next.db.select().from(jobs).where(eq(jobs.id, id!)))[0]!.status).toBe('done'), { timeout: 5000 });
    const [row] = await next.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row!.lockedBy).toBe(next.jobWorkerId);
    expect(row!.lockedBy).not.toBe(firstWorker);
  });
});
