import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { startMercadoPagoStandIn } from '../integrations/mercado-pago/stand-in';
import { buildServerBundle, demoOwner, fmt, json, postgresUrl, verdict, withScratchPostgres } from './perf/api-load';
import { startProcess } from './perf/server-process';

/*
 * `npm run bench:webhook-to-board` (issue 34, "Must show" 6): how long a payment takes from Mercado
 * Pago's notification to the board. The bundled API (as `npm start` runs it, its job worker at the
 * default polling, JOBS_POLL_INTERVAL_MS 500) gets BENCH_PAYMENTS (default 60) signed notifications
 * from the Mercado Pago stand-in, one every BENCH_GAP_MS (default 150 ms), each for an order placed
 * before it, while the owner's board is connected by socket; the time is from the notification's
 * POST to the board hearing the order paid (`order.updated`, payment_status paid). It prints p50, p95
 * and p99 and exits 1 when p95 > 1 s. On the embedded database unless PERF_DATABASE_URL (or
 * TEST_DATABASE_URL) names a PostgreSQL server.
 */

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 60);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 150);
const TARGET_P95_MS = 1000;
const SECRET = 'bench-board-secret';

async function measure(databaseUrl: string | undefined): Promise<boolean> {
  const mp = await startMercadoPagoStandIn({ secret: SECRET, retryDelaysMs: [] });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-board-'));
  const server = await startProcess(
    'dist/server.mjs',
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      MERCADO_PAGO_WEBHOOK_SECRET: SECRET,
      MERCADO_PAGO_ACCESS_TOKEN: 'TEST-bench-token',
      MERCADO_PAGO_API_URL: mp.baseUrl,
      RATE_LIMIT_MAX_PER_MINUTE: '100000000',
      RATE_LIMIT_WEBHOOKS_PER_MINUTE: '100000000',
      JOBS_WORKER: 'true',
    },
    '/api/health',
  );
  const socket = io(server.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: {} });
  try {
    const owner = await demoOwner(server.url);
    const headers = { ...owner.headers, 'content-type': 'application/json' };
    const product = await json<{ data: { id: number } }>(
      await fetch(`${server.url}/api/v1/products`, { method: 'POST', headers, body: JSON.stringify({ category_id: owner.categoryIds[0], name: `Bench ${Date.now()}`, amount: 3000 }) }),
    );
    // The board: the owner's socket, hearing each order turn paid.
    const heardAt = new Map<number, number>();
    const waiting = new Map<number, () => void>();
    socket.auth = { token: owner.headers.authorization!.replace('Bearer ', '') };
    socket.connect();
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.on('order.updated', (payload: { data: { id: number; payment_status: string } }) => {
      if (payload.data.payment_status !== 'paid' || heardAt.has(payload.data.id)) return;
      heardAt.set(payload.data.id, performance.now());
      waiting.get(payload.data.id)?.();
    });

    const placed: { id: number; uuid: string; total: number }[] = [];
    for (let i = 0; i < PAYMENTS; i++) {
      const res = await fetch(`${server.url}/api/v1/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ order_type_id: 2, customer_name: 'Cliente', payment_type: 'pix', products: [{ id: product.data.id, qty: 1 }] }),
      });
      placed.push((await json<{ data: { id: number; uuid: string; total: number } }>(res)).data);
    }
    const url = `${server.url}/api/v1/webhooks/mercado-pago`;
    const latencies: number[] = [];
    const inFlight: Promise<void>[] = [];
    for (const [i, order] of placed.entries()) {
      mp.setPayment({ id: `bench-${i}`, status: 'approved', external_reference: order.uuid, transaction_amount: order.total / 100 });
      const sentAt = performance.now();
      const heard = new Promise<void>((resolve) => waiting.set(order.id, resolve));
      inFlight.push(
        Promise.race([heard, new Promise<void>((resolve) => setTimeout(resolve, 15_000))]).then(() => {
          const at = heardAt.get(order.id);
          latencies.push(at === undefined ? Infinity : at - sentAt);
        }),
      );
      const status = await mp.deliver(mp.notice(`bench-${i}`), { url });
      if (status !== 200) throw new Error(`delivery ${i} answered ${status}`);
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    await Promise.all(inFlight);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const missed = latencies.filter((l) => l === Infinity).length;
    console.log(`  ${fmt(latencies.length - missed)} of ${fmt(PAYMENTS)} payments heard on the board, one every ${GAP_MS} ms`);
    console.log(`  notification → board: p50 ${fmt(at(0.5))} ms  p95 ${fmt(at(0.95))} ms  p99 ${fmt(at(0.99))} ms  max ${fmt(latencies[latencies.length - 1]!)} ms`);
    const ok = missed === 0 && at(0.95) <= TARGET_P95_MS;
    console.log(`  ${verdict(ok, `p95 ≤ ${TARGET_P95_MS} ms, every payment heard`)}; load average ${os.loadavg().map((l) => fmt(l, 1)).join(' ')}`);
    return ok;
  } finally {
    socket.disconnect();
    await server.stop();
    await mp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`webhook → board: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${os.loadavg().map((l) => fmt(l, 1)).join(' ')}`);
  buildServerBundle();
  console.log(`${postgresUrl ? 'PostgreSQL' : 'embedded database (PGlite)'}, job worker on at the default polling (500 ms)`);
  const ok = postgresUrl ? await withScratchPostgres(postgresUrl, (url) => measure(url)) : await measure(undefined);
  process.exitCode = ok ? 0 : 1;
}

await main();
