import type { FastifyInstance } from 'fastify';
import type { CreateOrderBody, OrderResource } from '@comanda/domain/orders/order-resource';
import { loadPricingMenu } from '../../lib/pricing/pricing-menu';
import { inTransaction } from '../../lib/unit-of-work';
import { claimKeys, keyReused, releaseKeys, storeAnswers, type StoredAnswer } from '../../plugins/idempotency';
import { initialPdvStatus } from '@comanda/domain/orders/order-transitions';
import { insertOrders, type NewOrder } from './insert-order';
import { emitOrderAfterCommit } from './order-events';
import { orderNumberSeries } from './orders.repository';
import { placedResource, prepareNewOrder, type PlaceContext } from './place-order.service';

/*
 * Group commit of new orders (issue 15 perf:orders, docs/decisions/0027). Every order of a business
 * takes its number from one counter row, locked from the number to the commit, so one at a time
 * they queue on it. Here the new orders of a business that arrive while its previous batch is being
 * written wait for that batch and are then written together: one transaction, one claim of all
 * their Idempotency-Keys, one move of the counter, one statement for the orders with their lines,
 * histories and audit entries, one store of all answers. A lone order is written at once (a batch of
 * one), so nothing waits when nothing else is happening.
 *
 * The batch reads all its products once and prices and checks each order from them; an order
 * refused (a paused product, a rule of its options, the minimum order…) gets its own 422 and leaves
 * the batch. The rest fails or commits as a whole: a failure answers each of them with the error,
 * and each may be retried with its key.
 */

export interface Placement {
  ctx: PlaceContext;
  body: CreateOrderBody;
  /** The Idempotency-Key and the request's hash, when the request has a key. */
  idempotency: { key: string; hash: string } | null;
}

export type PlacementOutcome =
  | { kind: 'created'; order: OrderResource }
  | { kind: 'replayed'; first: Pick<StoredAnswer, 'requestHash' | 'responseStatus' | 'response'> | undefined };

interface Waiting extends Placement {
  prepared?: NewOrder;
  resolve: (outcome: PlacementOutcome) => void;
  reject: (error: unknown) => void;
}

/** Most orders one batch writes; more wait for the next. */
const MAX_BATCH = 50;
/**
 * Batches of one business in flight at once on PostgreSQL: while one holds the counter, the next
 * prices its orders and claims its keys on another connection, then takes the counter as soon as it
 * is free. PGlite has one connection: a second batch would only wait there, and grow smaller.
 */
const writersFor = (app: FastifyInstance) => (app.config.databaseUrl ? 2 : 1);

export class PlacementBatches {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly writers = new Map<string, number>();
  private readonly maxWriters: number;

  constructor(private readonly app: FastifyInstance) {
    this.maxWriters = writersFor(app);
  }

  place(businessId: number, placement: Placement): Promise<PlacementOutcome> {
    // Orders of one batch share the number series (the business's day when numbers reset daily).
    const series = orderNumberSeries(placement.ctx.business, placement.ctx.now);
    const queue = `${businessId}:${series}`;
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(queue) ?? [];
      list.push({ ...placement, resolve, reject });
      this.waiting.set(queue, list);
      if ((this.writers.get(queue) ?? 0) < this.maxWriters) void this.drain(queue, businessId, series);
    });
  }

  private async drain(queue: string, businessId: number, series: string): Promise<void> {
    this.writers.set(queue, (this.writers.get(queue) ?? 0) + 1);
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
      const left = (this.writers.get(queue) ?? 1) - 1;
      if (left === 0) this.writers.delete(queue);
      else this.writers.set(queue, left);
    }
  }

  private async write(businessId: number, series: string, batch: Waiting[]): Promise<void> {
    // A key sent twice within the batch is written once; its other sends follow the first.
    const leaders = new Map<string, Waiting>();
    for (const item of batch) if (item.idempotency && !leaders.has(item.idempotency.key)) leaders.set(item.idempotency.key, item);
    const refused = new Map<Waiting, unknown>();
    const settled = await inTransaction(this.app.db, async (tx, afterCommit) => {
      // The keys claimed and every product of the batch read, in one round trip.
      const [{ claimed, first }, menus] = await Promise.all([
        claimKeys(tx, businessId, [...leaders.values()].map((item) => item.idempotency!)),
        loadPricingMenu(tx, businessId, batch.flatMap((item) => item.body.products.map((line) => line.id))),
      ]);
      const candidates = batch.filter((item) => !item.idempotency || (leaders.get(item.idempotency.key) === item && claimed.has(item.idempotency.key)));
      // Each priced and checked; a refused order (its 422) leaves the batch and gives its key back.
      const writers: Waiting[] = [];
      for (const item of candidates) {
        try {
          item.prepared = await prepareNewOrder(tx, item.ctx, item.body, null, menus);
          writers.push(item);
        } catch (error) {
          refused.set(item, error);
        }
      }
      await releaseKeys(tx, [...refused.keys()].flatMap((item) => (item.idempotency ? [claimed.get(item.idempotency.key)!] : [])));
      const inserted = await insertOrders(tx, { businessId, series, status: initialPdvStatus(), orders: writers.map((item) => item.prepared!) });
      const created = new Map(writers.map((item, i) => [item, placedResource(inserted[i]!, { id: item.ctx.userId, name: item.ctx.userName })]));
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
      const leader = item.idempotency ? leaders.get(item.idempotency.key)! : item;
      if (refused.has(leader)) {
        // The same request sent twice is refused the same; another under its key, as any reuse.
        item.reject(leader === item || leader.idempotency!.hash === item.idempotency!.hash ? refused.get(leader) : keyReused(item.ctx.lang));
        continue;
      }
      // Not written: a key sent before (its stored answer), or sent twice in this batch (the first
      // send's answer); replay() answers the same request with it and refuses another.
      const leaderOrder = settled.created.get(leader);
      item.resolve({
        kind: 'replayed',
        first: leaderOrder ? { requestHash: leader.idempotency!.hash, responseStatus: 201, response: { data: leaderOrder } } : settled.first.get(item.idempotency!.key),
      });
    }
  }
}
