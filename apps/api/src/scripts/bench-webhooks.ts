import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mercadoPagoSignatureHeader } from '../integrations/mercado-pago/signature';
import { buildServerBundle, fmt, postgresUrl, verdict, withScratchPostgres } from './perf/api-load';
import { startProcess, type ServerProcess } from './perf/server-process';

/*
 * `npm run bench:webhooks` (issue 32, decision 0041): how fast the webhook inbox acknowledges
 * Mercado Pago. The bundled API (as `npm start` runs it, job worker on, so the deliveries' processing
 * competes with their reception) gets BENCH_ROUNDS rounds (default 40) of BENCH_CONCURRENCY (50)
 * signed deliveries sent at the same moment, one in ten a duplicate of an earlier one; it prints the
 * p50/p95/p99 of the answer time over all of them and the API's CPU per request (all its threads,
 * the embedded database's included: the figure that depends least on what else the machine runs),
 * after the same load on GET /api/health as the machine's reference. Goal: p99 ≤ 100 ms; the script
 * exits 1 when the inbox misses it (or any delivery is not answered 200). On the embedded database
 * unless PERF_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server. The load runs in this
 * process, on the same machine as the API, so the machine's load average is printed before and after:
 * figures taken on a busy machine say so.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const TARGET_P99_MS = 100;
const SECRET = 'bench-webhook-secret';

let nextNotice = 1;
const sentNotices: { id: number; dataId: string }[] = [];

/** One delivery as Mercado Pago makes it; every tenth repeats an earlier notification. */
async function deliver(base: string): Promise<{ ms: number; status: number }> {
  const repeat = sentNotices.length > 0 && nextNotice % 10 === 0;
  const notice = repeat ? sentNotices[Math.floor(Math.random() * sentNotices.length)]! : { id: nextNotice, dataId: `bench-${nextNotice}` };
  nextNotice += 1;
  if (!repeat) sentNotices.push(notice);
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const body = JSON.stringify({ id: notice.id, live_mode: false, type: 'payment', date_created: new Date().toISOString(), user_id: 1, api_version: 'v1', action: 'payment.updated', data: { id: notice.dataId } });
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/webhooks/mercado-pago?data.id=${notice.dataId}&type=payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': mercadoPagoSignatureHeader(SECRET, { dataId: notice.dataId, requestId, ts }) },
    body,
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function health(base: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/** ROUNDS rounds of CONCURRENCY simultaneous calls after one warm-up round; prints p50/p99 and returns the p99. */
async function rounds(server: ServerProcess, label: string, call: () => Promise<{ ms: number; status: number }>): Promise<{ p99: number; failures: number }> {
  // Warm-up: connections opened, statements prepared; not counted.
  await Promise.all(Array.from({ length: CONCURRENCY }, call));
  const times: number[] = [];
  let failures = 0;
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const r of await Promise.all(Array.from({ length: CONCURRENCY }, call))) {
      if (r.status === 200) times.push(r.ms);
      else failures += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = server.cpuMs() - cpuBefore;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`  ${label.padEnd(34)} ${fmt(times.length)} answered 200 in ${fmt(seconds, 1)} s (${fmt(times.length / seconds)}/s), ${failures} other`);
  console.log(
    `  ${''.padEnd(34)} p50 ${fmt(at(0.5), 1)} ms  p95 ${fmt(at(0.95), 1)} ms  p99 ${fmt(at(0.99), 1)} ms  max ${fmt(times[times.length - 1]!, 1)} ms  API CPU ${fmt(cpuMs / (times.length + failures), 2)} ms/request`,
  );
  return { p99: at(0.99), failures };
}

async function bench(server: ServerProcess): Promise<boolean> {
  // The same load on the cheapest route: what this machine allows any request at this concurrency.
  await rounds(server, 'GET /api/health (reference)', () => health(server.url));
  const inbox = await rounds(server, 'POST /api/v1/webhooks/mercado-pago', () => deliver(server.url));
  const ok = inbox.failures === 0 && inbox.p99 <= TARGET_P99_MS;
  console.log(`  ${verdict(ok, `p99 ≤ ${TARGET_P99_MS} ms, every delivery 200`)}; load average ${loadAverage()}`);
  return ok;
}

async function withWebhookApi(databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-webhooks-'));
  const server = await startProcess(
    'dist/server.mjs',
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      // info as in production (every request logged); BENCH_LOG_LEVEL=warn leaves the logging out.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      MERCADO_PAGO_WEBHOOK_SECRET: SECRET,
      RATE_LIMIT_MAX_PER_MINUTE: '100000000',
      RATE_LIMIT_WEBHOOKS_PER_MINUTE: '100000000',
      // BENCH_JOBS_WORKER=false measures the reception alone.
      JOBS_WORKER: process.env.BENCH_JOBS_WORKER ?? 'true',
    },
    '/api/health',
  );
  try {
    return await bench(server);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => fmt(l, 1))
    .join(' ');

async function main() {
  console.log(`webhook inbox: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${ROUNDS} rounds of ${CONCURRENCY} concurrent deliveries`);
  console.log(`load average before: ${loadAverage()}`);
  buildServerBundle();
  console.log(
    `${postgresUrl ? 'PostgreSQL' : 'embedded database (PGlite)'}, job worker ${process.env.BENCH_JOBS_WORKER === 'false' ? 'off' : 'on'}, log level ${process.env.BENCH_LOG_LEVEL ?? 'info'}`,
  );
  const ok = postgresUrl ? await withScratchPostgres(postgresUrl, (url) => withWebhookApi(url)) : await withWebhookApi(undefined);
  // npm run bench:webhooks fails when the goal is missed.
  process.exitCode = ok ? 0 : 1;
}

await main();
