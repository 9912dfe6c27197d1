import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, jobs } from '../db/schema/index';
import { enqueueJob } from '../jobs/enqueue-job';
import { purgeIdempotencyKeys } from '../jobs/definitions/purge-idempotency-keys';
import { createBusinessFor, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';
import { eventsWithin, openSocket } from '../test/sockets';
import { writeAudit } from './audit';
import { currentDb, dryRun, inTransaction } from './unit-of-work';

// Issue 12 / docs/decisions/0012: a unit of work commits its rows, jobs and events together, or none.

let t: TestApp;
let businessId: number;
let socket: Socket;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await createUser(t.app);
  businessId = (await createBusinessFor(t.app, owner)).id;
  socket = await openSocket(t.app, owner.token, sockets);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

const jobsCount = async () => (await t.app.db.select({ n: count() }).from(jobs))[0]!.n;
const auditCount = async () => (await t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.businessId, businessId)))[0]!.n;

/** A write with everything a service does: a row, a job, an event after commit. */
async function work(fail: boolean) {
  await inTransaction(t.app.db, async (tx, afterCommit) => {
    await writeAudit(tx, { businessId, actorUserId: null, action: 'order.update', entity: 'test', entityId: 1 });
    await enqueueJob(tx, purgeIdempotencyKeys, {});
    afterCommit(() => t.app.realtime.emitToBusiness(businessId, 'test.changed', { ok: true }));
    if (fail) throw new Error('rolled back');
  });
}

describe('inTransaction', () => {
  it('a rolled-back unit writes nothing, enqueues nothing and emits nothing', async () => {
    const [jobsBefore, auditBefore] = [await jobsCount(), await auditCount()];
    const got = await eventsWithin(socket, 'test.changed', 300, () => void work(true).catch(() => undefined));
    expect(got).toEqual([]);
    expect(await jobsCount()).toBe(jobsBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('a committed unit has its row and its job, and its event arrives after the commit', async () => {
    const [jobsBefore, auditBefore] = [await jobsCount(), await auditCount()];
    const got = await eventsWithin(socket, 'test.changed', 300, () => void work(false));
    expect(got).toEqual([{ ok: true }]);
    expect(await jobsCount()).toBe(jobsBefore + 1);
    expect(await auditCount()).toBe(auditBefore + 1);
  });

  it('an inner unit joins the outer one: one commit, and its callbacks wait for it', async () => {
    const order: string[] = [];
    await expect(
      inTransaction(t.app.db, async (tx) => {
        expect(currentDb(t.app.db)).toBe(tx);
        await inTransaction(t.app.db, async (inner, afterCommit) => {
          expect(inner).toBe(tx);
          afterCommit(() => void order.push('inner callback'));
        });
        order.push('outer body done');
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(order).toEqual(['outer body done']);
    expect(currentDb(t.app.db)).toBe(t.app.db);
  });

  it('a dry run answers what its work returned and keeps none of its writes or callbacks; inside a unit it rolls back to a savepoint only', async () => {
    const [jobsBefore, auditBefore] = [await jobsCount(), await auditCount()];
    const called: string[] = [];
    const answer = await dryRun(t.app.db, () =>
      inTransaction(t.app.db, async (tx, afterCommit) => {
        await writeAudit(tx, { businessId, actorUserId: null, action: 'order.update', entity: 'test', entityId: 2 });
        await enqueueJob(tx, purgeIdempotencyKeys, {});
        afterCommit(() => void called.push('callback'));
        return 'priced';
      }),
    );
    expect(answer).toBe('priced');
    expect(called).toEqual([]);
    expect([await jobsCount(), await auditCount()]).toEqual([jobsBefore, auditBefore]);
    await expect(dryRun(t.app.db, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');

    await inTransaction(t.app.db, async (tx) => {
      await writeAudit(tx, { businessId, actorUserId: null, action: 'order.update', entity: 'test', entityId: 3 });
      await dryRun(t.app.db, () => writeAudit(currentDb(t.app.db), { businessId, actorUserId: null, action: 'order.update', entity: 'test', entityId: 4 }));
    });
    expect(await auditCount()).toBe(auditBefore + 1);
  });
});
