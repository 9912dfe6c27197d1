import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { domainEvents, printJobs } from '../../db/schema/index';
import { ensureReferenceData } from '../../seed/reference-data';
import { createTestApp } from '../../test/helper';
import { createShop, insertProduct } from '../../test/order-fixtures';
import { killableDatabase } from '../../test/killable-database';
import { serverProcess, type ServerProcess } from '../../test/server-process';

// Decision 0042, for real: the API process that commits an order is killed with SIGKILL before
// it delivers the order's events (no close, no shutdown hook, nothing in memory survives). The
// next process on the same database delivers them: a connected screen gets order.created once,
// and the order's kitchen ticket exists once. On PGlite (a data folder on disk) by default, on
// PostgreSQL with TEST_DATABASE_URL (a database of its own, made from the migrated template).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-relay-kill-'));
const database = killableDatabase(dataDir);

// The second process waits this long after start-up before its relay's first pass, so that the
// screen below is connected when it delivers (README: EVENTS_RELAY_START_DELAY_MS).
const RELAY_DELAY_MS = 5000;
const base = { SEED_DEMO: 'false', NODE_ENV: 'test', JOBS_WORKER: 'false', LOG_LEVEL: 'warn' };
const servers: ServerProcess[] = [];
const sockets: Socket[] = [];

const server = (env: Record<string, string>) => {
  const s = serverProcess(dataDir, { ...base, DATABASE_URL: database.url, ...env });
  servers.push(s);
  return s;
};

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const s of servers) await s.stop('SIGKILL');
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an API process killed with SIGKILL between the commit and the delivery', () => {
  it('leaves the order’s events pending, and the next process delivers them: the event once to a screen, the kitchen ticket once', async () => {
    // When each step ended, in the messages of the assertions about timing (a loaded CI machine).
    const t0 = Date.now();
    const laps: string[] = [];
    const lap = (what: string) => laps.push(`${what} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // The owner, the business and a dish, written before any server runs (PGlite is one process's).
    const setup = await database.open();
    await ensureReferenceData(setup.db);
    const t = await createTestApp({ EVENTS_RELAY: 'false' }, { database: setup });
    const shop = await createShop(t.app);
    const dish = await insertProduct(t.app, shop.business.id, { name: 'Feijoada', amount: 4500 });
    await t.close();
    await setup.close();
    const bearer = { ...shop.user.headers, 'content-type': 'application/json' };

    // The first process commits and never delivers: no relay (as if the kill came right after the commit).
    const first = server({ EVENTS_RELAY: 'false' });
    await first.start();
    lap('first up');
    const call = (s: ServerProcess, method: string, url: string, body?: unknown) =>
      fetch(`${s.base}/api/v1${url}`, { method, headers: bearer, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const printerRes = await call(first, 'POST', `/businesses/${shop.business.id}/printer`, { name: 'Cozinha', connection: 'network', host: '127.0.0.1', auto_print: true });
    expect(printerRes.status, await printerRes.clone().text()).toBe(201);
    const printer = ((await printerRes.json()) as { data: { id: number } }).data;
    const placed = await call(first, 'POST', '/orders', { order_type_id: 2, customer_name: 'Ana', products: [{ id: dish.id }] });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = ((await placed.json()) as { data: { id: number } }).data;
    await first.stop('SIGKILL');
    const killedAt = new Date();
    lap('killed');

    // What the kill left: the order's event recorded, not delivered; no kitchen ticket.
    const before = await database.inspect();
    try {
      const events = await before.db.select().from(domainEvents).where(eq(domainEvents.businessId, shop.business.id));
      const created = events.filter((e) => e.name === 'order.created');
      expect(created.map((e) => [(e.payload as { data: { id: number } }).data.id, e.deliveredAt, e.attempts])).toEqual([[order.id, null, 0]]);
      expect(await before.db.select().from(printJobs).where(eq(printJobs.orderId, order.id))).toEqual([]);
    } finally {
      await before.close();
    }

    // The next process on the same database, its relay on; a screen connects before its first pass.
    const second = server({ EVENTS_RELAY: 'true', EVENTS_RELAY_START_DELAY_MS: String(RELAY_DELAY_MS) });
    lap('inspected');
    const output = await second.start();
    lap('second up');
    const socket = connect(second.base, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: shop.user.token } });
    sockets.push(socket);
    const got = { created: [] as { data: { id: number }; event_id: number }[], print: [] as { data: { printer_ids: number[] } }[] };
    socket.on('order.created', (m: (typeof got.created)[number]) => got.created.push(m));
    socket.on('print.jobs', (m: (typeof got.print)[number]) => got.print.push(m));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    lap('screen connected');
    const deadline = Date.now() + RELAY_DELAY_MS + 15_000;
    while ((got.created.length === 0 || got.print.length === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // A few of the relay's polls more (500 ms each): nothing comes twice.
    lap(`events (${got.created.length}, ${got.print.length})`);
    await new Promise((r) => setTimeout(r, 2000));
    expect(got.created.map((m) => m.data.id), `${laps.join(', ')}\n${output.join('')}`).toEqual([order.id]);
    expect(got.print.map((m) => m.data.printer_ids)).toEqual([[printer.id]]);
    // A clean stop; with the screen still connected the server took its 10 s forced exit in one run.
    socket.disconnect();
    await second.stop('SIGTERM');

    // On disk: one kitchen ticket for the order, made after the kill; every event delivered, once.
    const after = await database.inspect();
    try {
      const jobs = await after.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
      expect(jobs.map((j) => [j.printerId, j.kind])).toEqual([[printer.id, 'kitchen']]);
      expect(jobs[0]!.createdAt.getTime()).toBeGreaterThan(killedAt.getTime());
      const events = await after.db.select().from(domainEvents).where(eq(domainEvents.businessId, shop.business.id));
      expect(events.filter((e) => e.deliveredAt === null)).toEqual([]);
      const created = events.filter((e) => e.name === 'order.created');
      expect(created.map((e) => [e.id, e.attempts])).toEqual([[got.created[0]!.event_id, 0]]);
      expect(created[0]!.deliveredAt!.getTime()).toBeGreaterThan(killedAt.getTime());
    } finally {
      await after.close();
    }
  }, 240_000);
});
