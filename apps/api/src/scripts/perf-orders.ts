import { randomUUID } from 'node:crypto';
import type { PdvMenuCategory, PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import { io, type Socket } from 'socket.io-client';
import {
  CONNECTIONS,
  SECONDS,
  buildServerBundle,
  combineRuns,
  fmt,
  json,
  load,
  loadAtRate,
  loadCategoryCreate,
  pct,
  postgresUrl,
  row,
  runSettings,
  verdict,
  withApi,
  withScratchPostgres,
  type DemoOwner,
  type Run,
  type Target,
} from './perf/api-load';
import type { ServerProcess } from './perf/server-process';

/*
 * `npm run perf:orders` (issue 15): N concurrent clients place orders over HTTP the way the PDV does
 * (an Idempotency-Key each, a product with options and a plain one, the realtime emit to a listening
 * screen), on the embedded database and, with PERF_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL.
 * Beside it, in the same run and on the same server, the simplest single-row write route
 * (POST v1/menu/categories), and the ratio: the two take turns, PERF_ROUNDS (default 3) of
 * PERF_SECONDS / 2 each. Then orders at a steady 100/s (one every 10 ms) for the p99 target.
 * Then it counts the orders in the database: exactly one per request sent (each had its own key).
 *
 * PERF_SECONDS (default 8) sets the steady run's length; PERF_CONNECTIONS (default 10) the concurrency.
 */

const STEADY_RATE = 100;
/** Turns of the reference and the orders, each SECONDS / 2 long. */
const ROUNDS = Number(process.env.PERF_ROUNDS ?? 3);

/** The line of a product with the fewest options its groups require (the first items of each). */
function lineOf(product: PdvProduct) {
  const items = product.variations.flatMap((group) => group.items.slice(0, Math.max(group.min, 0)).map((item) => ({ item_id: item.id, qty: 1 })));
  return { id: product.id, qty: 1, items };
}

/** A product with required options (a half-and-half pizza in the demo) and a plain one (a drink). */
async function orderBody(server: ServerProcess, owner: DemoOwner): Promise<string> {
  const menu = await json<{ data: PdvMenuCategory[] }>(await fetch(`${server.url}/api/v1/businesses/${owner.businessId}/pdv-menu`, { headers: owner.headers }));
  const products = menu.data.flatMap((category) => category.products).filter((p) => !p.is_weight_based);
  const withOptions = products.find((p) => p.variations.some((group) => group.min > 0));
  const plain = products.find((p) => p.variations.length === 0);
  if (!withOptions || !plain) throw new Error('the demo menu has no product with required options or no plain product');
  return JSON.stringify({
    order_type_id: 2,
    customer_name: 'Cliente de carga',
    customer_whatsapp: '(11) 98765-4321',
    payment_type: 'pix',
    products: [lineOf(withOptions), { ...lineOf(plain), qty: 2, comments: 'sem gelo' }],
  });
}

/** A screen of the business listening to its room, so that each order's emit is really sent. */
async function listeningScreen(server: ServerProcess, owner: DemoOwner): Promise<{ received: () => number; close: () => void }> {
  const token = owner.headers.authorization!.replace('Bearer ', '');
  const socket: Socket = io(server.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  let received = 0;
  socket.on('order.created', () => (received += 1));
  return { received: () => received, close: () => socket.close() };
}

async function ordersInDatabase(server: ServerProcess, owner: DemoOwner): Promise<number> {
  const list = await json<{ meta: { total: number } }>(
    await fetch(`${server.url}/api/v1/businesses/${owner.businessId}/orders?per_page=1`, { headers: owner.headers }),
  );
  return list.meta.total;
}

interface OrderRuns {
  write: Run;
  orders: Run;
  steady: Run;
  placed: number;
  sent: number;
  emitted: number;
  /** Each round's ratio of orders to the reference. */
  rounds: number[];
}

async function measure(target: Target): Promise<OrderRuns> {
  return withApi(target, async (server, owner) => {
    const body = await orderBody(server, owner);
    const screen = await listeningScreen(server, owner);
    try {
      const before = await ordersInDatabase(server, owner);
      const order = {
        path: '/api/v1/orders',
        method: 'POST' as const,
        headers: owner.headers,
        body: () => body,
        headersFor: () => ({ 'idempotency-key': randomUUID() }),
      };
      // The reference and the orders take turns, ROUNDS times, so that both meet the machine as it is
      // at the time (a shared 2-core machine drifts by a quarter within a minute).
      const writes: Run[] = [];
      const placed: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        writes.push(await loadCategoryCreate(server, owner, SECONDS / 2));
        placed.push(await load(server, `POST /api/v1/orders (${CONNECTIONS} clients)`, { ...order, seconds: SECONDS / 2 }));
      }
      const write = combineRuns(writes);
      const orders = combineRuns(placed);
      const steady = await loadAtRate(server, `POST /api/v1/orders, one every ${1000 / STEADY_RATE} ms`, { ...order, rate: STEADY_RATE });
      await new Promise((resolve) => setTimeout(resolve, 500)); // the last emits in flight
      return {
        write,
        orders,
        steady,
        placed: (await ordersInDatabase(server, owner)) - before,
        sent: orders.sent + steady.sent,
        rounds: writes.map((w, i) => placed[i]!.rps / w.rps),
        emitted: screen.received(),
      };
    } finally {
      screen.close();
    }
  });
}

async function main() {
  buildServerBundle();
  console.log(`perf:orders — ${runSettings()}\n`);
  const targets: { name: string; target: Target }[] = [{ name: 'embedded database (PGlite)', target: { kind: 'pglite' } }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL', target: { kind: 'postgres', url: postgresUrl } });
  else console.log('(PostgreSQL skipped: set PERF_DATABASE_URL=postgres://… to measure it too)\n');

  let failed = false;
  for (const { name, target } of targets) {
    const runs = target.kind === 'postgres' ? await withScratchPostgres(target.url, (url) => measure({ kind: 'postgres', url })) : await measure(target);
    const ratio = runs.orders.rps / runs.write.rps;
    const onTarget = ratio >= 0.5 && runs.steady.p99 <= 50;
    console.log(name);
    row(runs.write, 'the single-row write, reference');
    row(runs.orders, `${pct(runs.orders.rps, runs.write.rps)} of the single-row write  ${verdict(ratio >= 0.5, '≥ 50%')}`);
    console.log(`  (round by round: ${runs.rounds.map((r) => pct(r, 1)).join(', ')})`);
    row(runs.steady, verdict(runs.steady.p99 <= 50, 'p99 ≤ 50 ms'));
    const exact = runs.placed === runs.sent && runs.emitted === runs.placed;
    console.log(`  orders in the database: ${fmt(runs.placed)} for ${fmt(runs.sent)} requests sent; realtime events received: ${fmt(runs.emitted)}${exact ? '' : '  MISMATCH'}\n`);
    if (!exact) process.exitCode = 1; // a lost or doubled order is a defect, not a figure
    // The targets are the for PostgreSQL; the embedded database's figures are printed beside them.
    if (target.kind === 'postgres' && !onTarget) failed = true;
  }
  if (failed && process.env.PERF_STRICT === '1') process.exitCode = 1;
}

await main();
