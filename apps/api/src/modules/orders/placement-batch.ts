import type { FastifyInstance } from 'fastify';
import type { CreateOrderBody, OrderResource } from '@comanda/domain/orders/order-resource';
import { isUniqueViolation } from '../../lib/db-errors';
import { loadPricingMenu } from '../menu/menu.api';
import { findAnswers, keyReused, type StoredAnswer } from '../../plugins/idempotency';
import { insertOrders, type NewOrder } from './insert-order';
import { orderNumberSeries } from './orders.repository';
import { placedBy, prepareNewOrder, type PlaceContext } from './place-order.service';

/*
 * Group commit of new orders (issue 15 perf:orders, docs/decisions/0027). Every order of a business
 * takes its number from one counter row, so one at a time they would queue on it. Here the new
 * orders of a business that arrive while its previous batch is being written wait for that batch and
 * are then written together: one read of all their products, then one statement (insert-order.ts)
 * that moves the counter once and writes the orders with their lines, histories, audit entries and
 * Idempotency-Keys with their answers. One statement is atomic: no transaction, no BEGIN or COMMIT to
 * wait for. A lone order is written at once (a batch of one), so nothing waits when nothing else is
 * happening.
 *
 * Each order is priced and checked from the batch's read; an order refused (a paused product, a rule
 * of its options, the minimum order…) gets its own 422 and leaves the batch without taking its key.
 * The rest is written in one statement; when it fails, each order is written alone, so the error of
 * one order (a constraint, a value out of range) answers that order only, and it may be retried with
 * its key (issue 30).
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
 * Batches of one business in flight at once on PostgreSQL: while one is written, the next reads its
 * products on another connection. PGlite has one connection: a second batch would only wait there,
 * and grow smaller.
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
    const { db } = this.app;
    // A key sent twice within the batch is written once; its other sends follow the first.
    const leaders = new Map<string, Waiting>();
    for (const item of batch) if (item.idempotency && !leaders.has(item.idempotency.key)) leaders.set(item.idempotency.key, item);
    const candidates = batch.filter((item) => !item.idempotency || leaders.get(item.idempotency.key) === item);

    // Every product of the batch read once (no transaction: the statement below is the write), then
    // each order priced and checked; a refused order (its 422) leaves the batch, its key unclaimed.
    const menus = await loadPricingMenu(db, businessId, batch.flatMap((item) => item.body.products.map((line) => line.id)));
    const priced: Waiting[] = [];
    const refused = new Map<Waiting, unknown>();
    for (const item of candidates) {
      try {
        item.prepared = await prepareNewOrder(db, item.ctx, item.body, null, { menus });
        priced.push(item);
      } catch (error) {
        refused.set(item, error);
      }
    }

    // Written in one statement; when that statement fails, each order is written alone, so that what
    // fails one order (a constraint, a value out of range) answers that order and no other.
    const first = new Map<string, StoredAnswer>();
    const created = new Map<Waiting, OrderResource>();
    try {
      await this.insertTogether(businessId, series, priced, first, created);
    } catch (error) {
      if (priced.length === 1) refused.set(priced[0]!, error);
      else
        for (const item of priced) {
          try {
            await this.insertTogether(businessId, series, [item], first, created);
          } catch (alone) {
            refused.set(item, alone);
          }
        }
    }
    // Their `order.created` events (and kitchen tickets) were recorded by the statement itself.
    for (const item of batch) {
      const order = created.get(item);
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
      const leaderOrder = created.get(leader);
      item.resolve({
        kind: 'replayed',
        first: leaderOrder ? { requestHash: leader.idempotency!.hash, responseStatus: 201, response: { data: leaderOrder } } : first.get(item.idempotency!.key),
      });
    }
  }

  /**
   * Writes `priced` in one statement with their keys and answers. A key already taken (a retry of an
   * order placed meanwhile, or still being placed elsewhere: its row is waited for) fails the
   * statement on the key's unique index, whole; the orders are written again without those keys'
   * orders, which are answered with what their first send stored (`first`).
   */
  private async insertTogether(businessId: number, series: string, priced: Waiting[], first: Map<string, StoredAnswer>, created: Map<Waiting, OrderResource>): Promise<void> {
    const { db } = this.app;
    for (let attempt = 0; ; attempt++) {
      const writers = priced.filter((item) => !item.idempotency || !first.has(item.idempotency.key));
      if (writers.length === 0) return;
      try {
        const orders = await insertOrders(db, db, {
          businessId,
          series,
          orders: writers.map((item) => ({ ...item.prepared!, ...placedBy(item.ctx), claim: item.idempotency ?? undefined })),
        });
        writers.forEach((item, i) => created.set(item, orders[i]!));
        return;
      } catch (error) {
        if (!isUniqueViolation(error, 'idempotency_keys_business_key_idx') || attempt >= 2) throw error;
        const keys = writers.flatMap((item) => (item.idempotency ? [item.idempotency.key] : []));
        for (const [key, answer] of await findAnswers(db, businessId, keys)) first.set(key, answer);
      }
    }
  }
}
