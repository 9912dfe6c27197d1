import type { FastifyInstance } from 'fastify';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { Lang } from '@comanda/domain/validation/lang';
import { inTransaction } from '../../lib/unit-of-work';
import { claimKeys, storeAnswers, type StoredAnswer } from '../../plugins/idempotency';
import { insertOrders } from './insert-order';
import { emitOrderAfterCommit } from './order-events';
import { placedResource, type PreparedOrder } from './place-order.service';

/*
 * Group commit of new orders (issue 15 perf:orders, docs/decisions/0027). Every order of a business
 * takes its number from one counter row, locked from the number to the commit, so one at a time
 * they queue on it. Here the new orders of a business that arrive while its previous batch is being
 * written wait for that batch and are then written together: one transaction, one claim of all
 * their Idempotency-Keys, one move of the counter, one statement for the orders with their lines,
 * histories and audit entries, one store of all answers. A lone order is written at once (a batch of
 * one), so nothing waits when nothing else is happening.
 *
 * Each placement was priced and checked before it came here (its 422s are its own). A batch fails
 * or commits as a whole; a failure answers every placement of it with the error, and each may be
 * retried with its key.
 */

export interface Placement {
  prepared: PreparedOrder;
  user: { id: number; name: string };
  lang: Lang;
  /** The Idempotency-Key and the request's hash, when the request has a key. */
  idempotency: { key: string; hash: string } | null;
}

export type PlacementOutcome =
  | { kind: 'created'; order: OrderResource }
  | { kind: 'replayed'; first: Pick<StoredAnswer, 'requestHash' | 'responseStatus' | 'response'> | undefined };

interface Waiting extends Placement {
  resolve: (outcome: PlacementOutcome) => void;
  reject: (error: unknown) => void;
}

/** Most orders one batch writes; more wait for the next. */
const MAX_BATCH = 50;

export class PlacementBatches {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly writing = new Set<string>();

  constructor(private readonly app: FastifyInstance) {}

  place(businessId: number, placement: Placement): Promise<PlacementOutcome> {
    // Orders of one batch share the number series (the business's day when numbers reset daily).
    const queue = `${businessId}:${placement.prepared.series}`;
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(queue) ?? [];
      list.push({ ...placement, resolve, reject });
      this.waiting.set(queue, list);
      if (!this.writing.has(queue)) void this.drain(queue, businessId, placement.prepared.series);
    });
  }

  private async drain(queue: string, businessId: number, series: string): Promise<void> {
    this.writing.add(queue);
    try {
      for (;;) {
        const list = this.waiting.get(queue) ?? [];
        if (list.length === 0) break;
        const batch = list.splice(0, MAX_BATCH);
        if (list.length === 0) this.waiting.delete(queue);
        try {
          await this.write(businessId, series, batch);
        } catch (error) {
          for (const item of batch) item.reject(error);
        }
      }
    } finally {
      this.writing.delete(queue);
    }
  }

  private async write(businessId: number, series: string, batch: Waiting[]): Promise<void> {
    // A key sent twice within the batch is written once; its other sends follow the first.
    const leaders = new Map<string, Waiting>();
    for (const item of batch) if (item.idempotency && !leaders.has(item.idempotency.key)) leaders.set(item.idempotency.key, item);
    const settled = await inTransaction(this.app.db, async (tx, afterCommit) => {
      const { claimed, first } = await claimKeys(tx, businessId, [...leaders.values()].map((item) => item.idempotency!));
      const writers = batch.filter((item) => !item.idempotency || (leaders.get(item.idempotency.key) === item && claimed.has(item.idempotency.key)));
      const inserted = await insertOrders(tx, {
        businessId,
        series,
        status: writers[0]?.prepared.status ?? 'noted',
        orders: writers.map((item) => item.prepared.newOrder),
      });
      const created = new Map(writers.map((item, i) => [item, placedResource(inserted[i]!, item.user)]));
      await storeAnswers(
        tx,
        writers.filter((item) => item.idempotency).map((item) => ({ id: claimed.get(item.idempotency!.key)!, status: 201, payload: { data: created.get(item) } })),
      );
      for (const order of created.values()) emitOrderAfterCommit(this.app, afterCommit, businessId, 'order.created', order);
      return { created, first };
    });
    for (const item of batch) {
      const order = settled.created.get(item);
      if (order) {
        item.resolve({ kind: 'created', order });
        continue;
      }
      // Not written: a key sent before (its stored answer), or sent twice in this batch (the first
      // send's answer); replay() answers the same request with it and refuses another.
      const leader = leaders.get(item.idempotency!.key)!;
      const leaderOrder = settled.created.get(leader);
      item.resolve({
        kind: 'replayed',
        first: leaderOrder ? { requestHash: leader.idempotency!.hash, responseStatus: 201, response: { data: leaderOrder } } : settled.first.get(item.idempotency!.key),
      });
    }
  }
}
