import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { and, eq, sql } from 'drizzle-orm';
import { purgeDomainEvents } from '../../jobs/definitions/purge-domain-events';
import { domainEvents, printJobs } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { openSocket } from '../../test/sockets';
import { createShop, insertProduct, orderCalls, orderOf, type Shop } from '../../test/order-fixtures';
import { createEventRelay } from './event-relay';
import { recordEvent } from './record-event';

// Decision 0042: an order's events are recorded with it; a process that stops after the commit and
// before delivering them leaves them in domain_events, and the next relay delivers each once.

let t: TestApp;
let shop: Shop;
const sockets: Socket[] = [];
beforeAll(async () => {
  // This process commits and never delivers: its relay does not run (as if killed right after the commit).
  t = await createTestApp({ EVENTS_RELAY: 'false', RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  shop = await createShop(t.app);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const pendingOf = (app: FastifyInstance, businessId: number) =>
  app.db.select().from(domainEvents).where(and(eq(domainEvents.businessId, businessId)));

describe('the event relay', () => {
  it('delivers an order committed by a process that stopped before delivering: the event once, its kitchen ticket once', async () => {
    const api = orderCalls(t.app);
    const dish = await insertProduct(t.app, shop.business.id, { name: 'Feijoada', amount: 4500 });
    const printer = (await api.call(shop.user, 'POST', `/businesses/${shop.business.id}/printer`, { name: 'Cozinha', connection: 'network', host: '127.0.0.1', auto_print: true })).json().data as { id: number };
    const placed = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: dish.id }] }));

    const recorded = await pendingOf(t.app, shop.business.id);
    expect(recorded.filter((e) => e.name === 'order.created' && e.deliveredAt === null)).toHaveLength(1);
    expect(await t.app.db.select().from(printJobs).where(eq(printJobs.orderId, placed.id))).toHaveLength(0);
    await t.app.close();

    // The process after it, on the same database; a screen connected before its relay runs.
    const next = await t.sibling({ EVENTS_RELAY: 'false' });
    await next.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(next, shop.user.token, sockets);
    const created: { data: { id: number }; event_id: number }[] = [];
    const printWork: unknown[] = [];
    socket.on('order.created', (payload: (typeof created)[number]) => created.push(payload));
    socket.on('print.jobs', (payload: unknown) => printWork.push(payload));

    // A double wake-up, then the pass that delivers what the first recorded (the print work).
    await Promise.all([next.events.deliverNow(), next.events.deliverNow()]);
    await next.events.deliverNow();
    await new Promise((r) => setTimeout(r, 200));

    expect(created.map((e) => e.data.id)).toEqual([placed.id]);
    const jobs = await next.db.select().from(printJobs).where(eq(printJobs.orderId, placed.id));
    expect(jobs.map((j) => [j.printerId, j.kind])).toEqual([[printer.id, 'kitchen']]);
    expect(printWork).toEqual([{ data: { printer_ids: [printer.id] }, event_id: expect.any(Number) }]);
    expect((await pendingOf(next, shop.business.id)).every((e) => e.deliveredAt !== null)).toBe(true);
  }, 60_000);

  it('tries an event again after its consumer failed, and delivers it once it succeeds', async () => {
    const app = await t.sibling({ EVENTS_RELAY: 'false' });
    let down = true;
    const seen: number[] = [];
    const relay = createEventRelay({
      database: t.database,
      log: app.log,
      pollIntervalMs: 60_000,
      consumers: [
        (event) => {
          if (event.businessId !== shop.business.id || event.name !== 'table.updated') return;
          if (down) throw new Error('printer server down');
          seen.push(event.id);
        },
      ],
    });
    await recordEvent(app.db, { businessId: shop.business.id, name: 'table.updated', payload: { data: { id: 1 } } });
    await relay.deliverNow();
    const [failed] = await app.db.select().from(domainEvents).where(and(eq(domainEvents.businessId, shop.business.id), eq(domainEvents.name, 'table.updated')));
    expect(failed).toMatchObject({ attempts: 1, error: 'printer server down', deliveredAt: null });

    // A failed event waits a second before its next try.
    down = false;
    await new Promise((r) => setTimeout(r, 1100));
    await relay.deliverNow();
    await relay.deliverNow();
    expect(seen).toEqual([failed!.id]);
    const [done] = await app.db.select().from(domainEvents).where(eq(domainEvents.id, failed!.id));
    expect(done!.deliveredAt).not.toBeNull();
  }, 30_000);

  it('purges events delivered more than 7 days ago, never one not delivered', async () => {
    const app = await t.sibling({ EVENTS_RELAY: 'false' });
    const event = (deliveredAgo: string | null, createdAgo: string) => ({
      businessId: shop.business.id,
      name: 'print.jobs' as const,
      payload: { data: { printer_ids: [] } },
      createdAt: sql`now() - ${createdAgo}::interval`,
      deliveredAt: deliveredAgo === null ? null : sql`now() - ${deliveredAgo}::interval`,
    });
    const rows = await app.db
      .insert(domainEvents)
      .values([event('8 days', '8 days'), event('6 days', '8 days'), event(null, '30 days')])
      .returning({ id: domainEvents.id });
    await purgeDomainEvents.handler({}, { db: app.db, log: app.log, config: app.config, job: { id: 0, attempt: 1, maxAttempts: 3 } });
    const left = await app.db.select({ id: domainEvents.id }).from(domainEvents).where(eq(domainEvents.name, 'print.jobs'));
    const ids = new Set(left.map((r) => r.id));
    expect(rows.map((r) => ids.has(r.id))).toEqual([false, true, true]);
  });
});
