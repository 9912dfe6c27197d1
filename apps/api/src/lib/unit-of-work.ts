import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from '../db/client';

/*
 * The unit of work (docs/decisions/0012). A service owns the transaction boundary:
 *
 *   const order = await inTransaction(app.db, async (tx, afterCommit) => {
 *     const order = await insertOrder(tx, …);          // repositories take Db | Tx, never open one
 *     await writeAudit(tx, { … });                       // the audit row commits with the change
 *     await enqueueJob(tx, 'print-order', { … });        // a job exists only if the write does
 *     afterCommit(() => app.realtime.emitToBusiness(…)); // events leave only after the commit
 *     return order;
 *   });
 *
 * A unit opened while another is running in the same async context joins it (one transaction, one
 * commit), so a route wrapper (the idempotency claim) and the service it calls share the boundary.
 * A rolled-back unit runs none of its afterCommit callbacks.
 */

export type AfterCommit = (callback: () => void | Promise<void>) => void;

interface Unit {
  db: Db;
  tx: Tx;
  callbacks: (() => void | Promise<void>)[];
}

const current = new AsyncLocalStorage<Unit>();

/** Logs what an afterCommit callback threw: the transaction is already committed, nothing to undo. */
function reportCallbackError(err: unknown): void {
  console.error('afterCommit callback failed', err);
}

/**
 * The transaction of the unit this async context runs in, or `db` outside any unit. Code that may
 * run inside a route-level unit (an idempotent route's handler, docs/decisions/0014) reads through
 * it: outside the unit a read would not see the unit's own writes on PostgreSQL, and on PGlite (one
 * connection) it would wait for the unit to end, forever.
 */
export function currentDb(db: Db): Db | Tx {
  const unit = current.getStore();
  return unit && unit.db === db ? unit.tx : db;
}

export async function inTransaction<T>(db: Db, work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const outer = current.getStore();
  if (outer && outer.db === db) return work(outer.tx, (callback) => void outer.callbacks.push(callback));

  const callbacks: Unit['callbacks'] = [];
  const result = await db.transaction((tx) => current.run({ db, tx, callbacks }, () => work(tx, (cb) => void callbacks.push(cb))));
  for (const callback of callbacks) {
    try {
      await callback();
    } catch (err) {
      reportCallbackError(err);
    }
  }
  return result;
}

const ROLLED_BACK = Symbol('dry run');

/**
 * Runs `work` as a unit that is always rolled back (a savepoint when a unit is already open): the
 * answer of a command without its writes, locks held only while it runs, and none of its afterCommit
 * callbacks. The storefront's quote prices a cart by placing it this way (decision 0045), so a
 * preview can never drift from the placement.
 */
export async function dryRun<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const outer = current.getStore();
  const base = outer && outer.db === db ? outer.tx : db;
  let answer: { value: T } | null = null;
  try {
    await base.transaction((tx) =>
      current.run({ db, tx, callbacks: [] }, async () => {
        answer = { value: await work() };
        throw ROLLED_BACK;
      }),
    );
  } catch (err) {
    if (err !== ROLLED_BACK) throw err;
  }
  return answer!.value;
}
