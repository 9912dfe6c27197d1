import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys, jobs } from '../../db/schema/index';
import { createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { enqueueJob } from '../enqueue-job';
import { purgeIdempotencyKeys } from './purge-idempotency-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' });
});
afterAll(async () => {
  await t.close();
});

describe('purge-idempotency-keys', () => {
  it('is scheduled hourly by the worker: one job for the current hour', async () => {
    const hour = 3_600_000;
    const key = `every ${hour} ms #${Math.floor(Date.now() / hour)}`;
    await vi.waitFor(
      async () => {
        const rows = await t.app.db.select().from(jobs).where(eq(jobs.name, purgeIdempotencyKeys.name));
        // Right at an hour's turn the worker may have made the previous hour's job instead.
        expect(rows.some((r) => r.dedupKey === key || r.dedupKey === `every ${hour} ms #${Math.floor(Date.now() / hour) - 1}`)).toBe(true);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('deletes the keys older than 24 hours and only those', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const key = (name: string, age: string) => ({ businessId: business.id, key: name, requestHash: 'h', createdAt: sql`now() - ${age}::interval` });
    await t.app.db.insert(idempotencyKeys).values([key('two-days', '48 hours'), key('a-day-and-a-bit', '24 hours 5 minutes'), key('almost-a-day', '23 hours 55 minutes'), key('just-now', '0 seconds')]);

    const id = await enqueueJob(t.app.db, purgeIdempotencyKeys, {});
    await vi.waitFor(async () => expect((await t.app.db.select().from(jobs).where(eq(jobs.id, id!)))[0]!.status).toBe('done'), { timeout: 5000, interval: 50 });
    const left = await t.app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(and(eq(idempotencyKeys.businessId, business.id)));
    expect(left.map((r) => r.key).sort()).toEqual(['almost-a-day', 'just-now']);
  });
});
