import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { jobs } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/helper';
import { defineJob } from './define-job';
import { enqueueRecurring } from './schedule';

const ticks: { at: number; jobId: number }[] = [];
const tick = defineJob({
  name: 'test-tick',
  payload: z.object({}),
  async handler(_payload, { job }) {
    ticks.push({ at: Date.now(), jobId: job.id });
  },
});
const everyMs = 300;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' }, { jobs: { definitions: [tick], recurring: [{ job: tick, everyMs }] } });
});
afterAll(async () => {
  await t.close();
});

describe('recurring jobs', () => {
  it('run once per period with two workers scheduling them', async () => {
    const other = await t.sibling();
    await new Promise((resolve) => setTimeout(resolve, everyMs * 5));
    // Stop both workers (each waits for its job in hand) so that the rows stop changing.
    await other.close();
    await t.app.close();
    const rows = await t.app.db.select().from(jobs).where(eq(jobs.name, tick.name));
    const periods = rows.map((r) => Number(r.dedupKey!.split('#')[1]));
    expect(new Set(periods).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    // Every period's job ran once; at most the last one was made and not yet run at the close.
    const done = rows.filter((r) => r.status === 'done').map((r) => r.id);
    expect(done.length).toBeGreaterThanOrEqual(rows.length - 1);
    expect(ticks.map((x) => x.jobId).sort()).toEqual(done.sort());
  });

  it("adds nothing for a period that already has its job, even once that job is done", async () => {
    const now = Date.now() + 3_600_000;
    const first = await enqueueRecurring(t.app.db, { job: tick, everyMs: 3_600_000 }, now);
    expect(first).toBeTypeOf('number');
    expect(await enqueueRecurring(t.app.db, { job: tick, everyMs: 3_600_000 }, now)).toBeNull();
    await t.app.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, first!));
    expect(await enqueueRecurring(t.app.db, { job: tick, everyMs: 3_600_000 }, now)).toBeNull();
  });
});
