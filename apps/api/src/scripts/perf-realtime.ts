import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { buildServerBundle, fmt, json, postgresUrl, verdict, withScratchPostgres } from './perf/api-load';
import { startProcess, type ServerProcess } from './perf/server-process';

/*
 * `npm run perf:realtime` (issue 16): how fast an order reaches the screens of its business, and
 * only those. 1,000 authenticated sockets in 50 businesses (20 each); orders placed at 100/s over
 * HTTP, spread over the businesses; each socket notes when each `order.created` arrives. It prints
 * the p50/p99 from the order's creation stamp (taken by the server just before the statement that
 * writes and commits it, so the figure includes the commit) to the socket's receipt, and checks that
 * every socket of the business got each order once and no socket of another business got it.
 *
 * On the embedded database: one API process. With REDIS_URL and PostgreSQL (PERF_DATABASE_URL or
 * TEST_DATABASE_URL): two API processes on one database and one Redis; half the sockets on each,
 * orders sent to each in turn, so most events cross from one process to the other through Redis.
 * PERF_SECONDS (default 10), PERF_BUSINESSES (50), PERF_SOCKETS_PER_BUSINESS (20), PERF_RATE (100).
 * The load and the sockets run in this process, on the same machine as the API.
 */

const SECONDS = Number(process.env.PERF_SECONDS ?? 10);
const BUSINESSES = Number(process.env.PERF_BUSINESSES ?? 50);
const SOCKETS_PER_BUSINESS = Number(process.env.PERF_SOCKETS_PER_BUSINESS ?? 20);
const RATE = Number(process.env.PERF_RATE ?? 100);
const TARGET_P99_MS = 100;
const PASSWORD = 'perf-realtime-123';
const redisUrl = process.env.REDIS_URL || undefined;

type Shop = { businessId: number; token: string; productId: number };

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map((item, i) => work(item, start + i)))));
  }
  return results;
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** The verification link the sign-up sent, read from the dev outbox (OUTBOX_API). */
async function verificationToken(base: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { data } = await json<{ data: { text: string }[] }>(await fetch(`${base}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`));
    const token = data.map((m) => m.text.match(/verify-email\?token=([\w-]+)/)?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification e-mail for ${email}`);
}

/** An owner signed up as a new owner does, with a business and one product to order. */
async function makeShop(base: string, index: number): Promise<Shop> {
  const email = `perf-realtime-${process.pid}-${index}@comanda.dev`;
  const signup = await post(`${base}/api/v1/register`, { name: `Dono ${index}`, email, password: PASSWORD, password_confirmation: PASSWORD });
  if (signup.status !== 202) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const { access_token: token } = await json<{ access_token: string }>(await post(`${base}/api/v1/verify-email`, { token: await verificationToken(base, email), session: 'token' }));
  const business = await json<{ data: { id: number } }>(
    await post(
      `${base}/api/v1/businesses`,
      {
        name: `Restaurante ${index}`,
        whatsapp: '(11) 98765-4321',
        segment: 'restaurant',
        zipcode: '01310-100',
        address_street: 'Avenida Paulista',
        address_number: String(1000 + index),
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      token,
    ),
  );
  const category = await json<{ data: { id: number } }>(await post(`${base}/api/v1/menu/categories`, { name: 'Lanches' }, token));
  const product = await json<{ data: { id: number } }>(await post(`${base}/api/v1/products`, { category_id: category.data.id, name: 'Misto quente', amount: 1490 }, token));
  return { businessId: business.data.id, token, productId: product.data.id };
}

type Delivery = { socketBusiness: number; orderId: number; latencyMs: number };

/** A screen of a business: a socket authenticated with its owner's session, noting each order it hears of. */
async function openScreen(base: string, shop: Shop, deliveries: Delivery[]): Promise<Socket> {
  const socket = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: shop.token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('order.created', (payload: { data: { id: number; created_at: string } }) => {
    deliveries.push({ socketBusiness: shop.businessId, orderId: payload.data.id, latencyMs: Date.now() - Date.parse(payload.data.created_at) });
  });
  return socket;
}

/** Orders at RATE per second for SECONDS, the n-th for business n mod BUSINESSES through server n mod servers. */
async function placeOrders(servers: readonly ServerProcess[], shops: readonly Shop[]): Promise<{ placed: Map<number, number>; failed: number }> {
  const placed = new Map<number, number>(); // order id → business id
  let failed = 0;
  const total = Math.round(SECONDS * RATE);
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const shop = shops[n % shops.length]!;
    const server = servers[n % servers.length]!;
    sends.push(
      fetch(`${server.url}/api/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shop.token}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ order_type_id: 2, customer_name: 'Cliente', products: [{ id: shop.productId, qty: 1 }] }),
      })
        .then(async (res) => {
          if (res.status !== 201) {
            failed += 1;
            if (failed === 1) console.error(`  first failure: ${res.status} ${await res.text()}`);
            return;
          }
          placed.set((await json<{ data: { id: number } }>(res)).data.id, shop.businessId);
        })
        .catch(() => void (failed += 1)),
    );
  }
  await Promise.all(sends);
  return { placed, failed };
}

const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function measure(label: string, servers: readonly ServerProcess[]): Promise<boolean> {
  const base = servers[0]!.url;
  const shops = await inBatches(
    Array.from({ length: BUSINESSES }, (_, i) => i),
    5,
    (i) => makeShop(base, i),
  );
  const deliveries: Delivery[] = [];
  const plan = shops.flatMap((shop) => Array.from({ length: SOCKETS_PER_BUSINESS }, () => shop));
  const sockets = await inBatches(plan, 100, (shop, i) => openScreen(servers[i % servers.length]!.url, shop, deliveries));
  try {
    const { placed, failed } = await placeOrders(servers, shops);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // the last events in flight

    const leaks = deliveries.filter((d) => placed.has(d.orderId) && placed.get(d.orderId) !== d.socketBusiness).length;
    const own = deliveries.filter((d) => placed.get(d.orderId) === d.socketBusiness);
    const expected = placed.size * SOCKETS_PER_BUSINESS;
    const latencies = own.map((d) => d.latencyMs).sort((a, b) => a - b);
    const p50 = percentile(latencies, 0.5);
    const p99 = percentile(latencies, 0.99);
    console.log(label);
    console.log(`  ${fmt(sockets.length)} sockets in ${fmt(shops.length)} businesses on ${servers.length} API process${servers.length > 1 ? 'es' : ''}`);
    console.log(`  orders placed: ${fmt(placed.size)} at ${RATE}/s over ${SECONDS} s${failed ? `, ${fmt(failed)} FAILED` : ''}`);
    console.log(`  events received by the business's sockets: ${fmt(own.length)} of ${fmt(expected)} expected${own.length === expected ? '' : '  MISMATCH'}`);
    console.log(`  events received by another business's sockets: ${fmt(leaks)}${leaks === 0 ? ' (none)' : '  LEAK'}`);
    console.log(`  creation → socket: p50 ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms, max ${fmt(latencies.at(-1) ?? NaN, 1)} ms  ${verdict(p99 <= TARGET_P99_MS, `p99 ≤ ${TARGET_P99_MS} ms`)}\n`);
    // A lost, doubled or leaked event is a defect, not a figure.
    if (failed > 0 || own.length !== expected || leaks > 0) process.exitCode = 1;
    return p99 <= TARGET_P99_MS;
  } finally {
    sockets.forEach((socket) => socket.close());
  }
}

/** `count` API processes (npm start's bundle) on one database, the first migrating it. */
async function withApis<T>(databaseUrl: string, count: number, use: (servers: ServerProcess[]) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-perf-realtime-'));
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    OUTBOX_API: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX_PER_MINUTE: '100000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    JOBS_WORKER: 'false',
    REDIS_URL: count > 1 ? redisUrl! : '',
  };
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startProcess('dist/server.mjs', env, '/api/health'));
    return await use(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  buildServerBundle();
  console.log(`perf:realtime — ${os.cpus().length} CPUs, Node ${process.version}\n`);
  let onTarget = true;
  onTarget = (await withApis('', 1, (servers) => measure('embedded database (PGlite), one process', servers))) && onTarget;
  if (postgresUrl) {
    onTarget = (await withScratchPostgres(postgresUrl, (url) => withApis(url, 1, (servers) => measure('PostgreSQL, one process', servers)))) && onTarget;
    if (redisUrl) {
      onTarget = (await withScratchPostgres(postgresUrl, (url) => withApis(url, 2, (servers) => measure('PostgreSQL, two processes sharing events through Redis', servers)))) && onTarget;
    } else console.log('(two processes skipped: set REDIS_URL=redis://… to measure events crossing processes)\n');
  } else console.log('(PostgreSQL and two processes skipped: set PERF_DATABASE_URL=postgres://… and REDIS_URL=redis://…)\n');
  if (!onTarget && process.env.PERF_STRICT === '1') process.exitCode = 1;
}

await main();
