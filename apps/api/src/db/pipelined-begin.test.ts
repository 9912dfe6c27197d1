import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { auditLog } from './schema/index';
import { takeIds } from './id-blocks';
import { createBusinessFor, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';

// Transactions send BEGIN with their first statements (db/pipelined-begin.ts, decision 0027): they
// must still commit, roll back and nest as postgres.js's own `begin` did.

let t: TestApp;
let businessId: number;
beforeAll(async () => {
  t = await createTestApp();
  businessId = (await createBusinessFor(t.app, await createUser(t.app))).id;
});
afterAll(async () => t.close());

const entries = async (action: string) =>
  (await t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
const write = (q: Pick<TestApp['app']['db'], 'insert'>, action: string) =>
  q.insert(auditLog).values({ businessId, actorUserId: null, action, entity: 'test', entityId: '1' });

describe('a transaction whose BEGIN is pipelined', () => {
  it('commits what its work wrote', async () => {
    expect(await t.app.db.transaction(async (tx) => (await write(tx, 'test.commit'), 'done'))).toBe('done');
    expect(await entries('test.commit')).toBe(1);
  });

  // The write is the work's first statement, sent with BEGIN: gone with the rollback, it ran inside.
  it('rolls back when its work throws, its first statement included', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await write(tx, 'test.rollback');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await entries('test.rollback')).toBe(0);
  });

  it('is an error, not a commit, when a statement aborted it and the work carried on', async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await write(tx, 'test.aborted');
        await tx.execute(sql`select 1 / 0`).catch(() => undefined);
      }),
    ).rejects.toThrow();
    expect(await entries('test.aborted')).toBe(0);
  });

  it('nests in a savepoint: the inner one rolls back alone', async () => {
    await t.app.db.transaction(async (tx) => {
      await write(tx, 'test.outer');
      await tx.transaction(async (inner) => {
        await write(inner, 'test.inner');
        throw new Error('inner');
      }).catch(() => undefined);
    });
    expect([await entries('test.outer'), await entries('test.inner')]).toEqual([1, 0]);
  });
});

describe('ids taken a block at a time', () => {
  it('are fresh and distinct, however many are asked for at once', async () => {
    const asked = await Promise.all([1, 3, 300, 2].map((n) => takeIds(t.app.db, t.app.db, 'orders_id_seq', n)));
    const all = asked.flat();
    expect(asked.map((ids) => ids.length)).toEqual([1, 3, 300, 2]);
    expect(new Set(all).size).toBe(all.length);
    const [row] = (await t.app.db.execute(sql`select last_value::int as last from orders_id_seq`)) as unknown as { last: number }[];
    expect(Math.max(...all)).toBeLessThanOrEqual(row!.last);
  });
});
