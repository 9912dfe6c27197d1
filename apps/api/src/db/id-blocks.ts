import type { Db, Queryable } from './client';
import { runFixed } from './fixed-statement';

/*
 * Ids taken from a table's serial sequence a block at a time (issue 15 perf:orders, decision 0027).
 * Placing an order renders its answer before writing it, so that the answer is stored with the
 * order by the same statement; for that the order's and its lines' ids must be known beforehand.
 * A block of ids costs one round trip every BLOCK ids instead of one per order. Ids a process took
 * but did not use (it stopped) are skipped: ids are identities, not counts (the order's number is
 * the count, decision 0026).
 */

const BLOCK = 256;
const TAKE = `select array(select nextval($1::regclass)::int from generate_series(1, $2)) as ids`;

class IdBlock {
  private ids: number[] = [];

  constructor(private readonly sequence: string) {}

  async take(q: Queryable, count: number): Promise<number[]> {
    // Each caller short of ids fetches a block on its own connection or transaction: waiting for
    // another caller's fetch could wait, on PGlite's one connection, for the caller's own transaction.
    while (this.ids.length < count) {
      const [row] = await runFixed<{ ids: number[] }>(q, 'take_ids', TAKE, [this.sequence, Math.max(BLOCK, count)]);
      this.ids.push(...row!.ids);
    }
    return this.ids.splice(0, count);
  }
}

// Per database (tests open many), per sequence.
const blocks = new WeakMap<Db, Map<string, IdBlock>>();

/**
 * `count` fresh ids of `sequence` (a serial column's, e.g. 'orders_id_seq'). `q` may be a
 * transaction: a sequence is not rolled back with it, so ids taken there stay taken.
 */
export function takeIds(db: Db, q: Queryable, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return Promise.resolve([]);
  let bySequence = blocks.get(db);
  if (!bySequence) blocks.set(db, (bySequence = new Map()));
  let block = bySequence.get(sequence);
  if (!block) bySequence.set(sequence, (block = new IdBlock(sequence)));
  return block.take(q, count);
}
