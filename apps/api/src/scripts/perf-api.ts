import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { measureRawInserts, type RawResult } from './perf/raw-inserts';
import { startProcess, type ServerProcess } from './perf/server-process';

/*
 * `npm run perf:api` (issue 20): the request path's speed against references taken in the same run
 * on the same machine — a bare Fastify hello world (the HTTP ceiling) and raw single-row INSERTs on the
 * same database (the write ceiling). The API runs as its own process, as in production, on the
 * embedded database and, when PERF_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on a
 * scratch database there too. Prints req/s, p50/p99 and each ratio; the issue's targets are marked.
 *
 * PERF_SECONDS (default 8) sets each run's length; PERF_CONNECTIONS (default 10) its concurrency.
 */

const SECONDS = Number(process.env.PERF_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.PERF_CONNECTIONS ?? 10);
const postgresUrl = process.env.PERF_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

interface Run {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest?: number;
}

type Target = { kind: 'pglite' } | { kind: 'postgres'; url: string };

async function load(
  server: ServerProcess,
  label: string,
  options: { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: (n: number) => string; connections?: number },
): Promise<Run> {
  let n = 0;
  const run = () =>
    autocannon({
      url: `${server.url}${options.path}`,
      connections: options.connections ?? CONNECTIONS,
      duration: SECONDS,
      method: options.method ?? 'GET',
      headers: { ...options.headers, ...(options.body ? { 'content-type': 'application/json' } : {}) },
      ...(options.body ? { requests: [{ setupRequest: (req) => ({ ...req, body: options.body!((n += 1)) }) }] } : {}),
    });
  await autocannon({ url: `${server.url}${options.path}`, connections: 2, amount: 50, headers: options.headers }); // warm-up (GET)
  const cpuBefore = server.cpuMs();
  const result = await run();
  const cpu = server.cpuMs() - cpuBefore;
  const answered = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.requests.total}`);
  }
  return { label, rps: answered / result.duration, p50: result.latency.p50, p99: result.latency.p99, cpuMsPerRequest: cpu / answered };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo owner's Bearer token, business and the category with the most products. */
async function demoOwner(base: string) {
  const login = await json<{ access_token: string }>(
    await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@comanda.dev', password: 'comanda123' }),
    }),
  );
  const headers = { authorization: `Bearer ${login.access_token}` };
  const me = await json<{ data: { current_business_id: number } }>(await fetch(`${base}/api/v1/me`, { headers }));
  const businessId = me.data.current_business_id;
  const categories = await json<{ data: { id: number; products_count?: number }[] }>(
    await fetch(`${base}/api/v1/businesses/${businessId}/menu-categories`, { headers }),
  );
  const category = [...categories.data].sort((a, b) => (b.products_count ?? 0) - (a.products_count ?? 0))[0]!;
  return { headers, businessId, categoryId: category.id };
}

async function withScratchPostgres<T>(url: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `comanda_perf_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${name}`);
  await admin.unsafe(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  try {
    return await use(scratch.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function measureApi(target: Target): Promise<Run[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-perf-api-'));
  const server = await startProcess(
    'dist/server.mjs',
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: target.kind === 'postgres' ? target.url : '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMIT_MAX_PER_MINUTE: '100000000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      JOBS_WORKER: 'false',
    },
    '/api/health',
  );
  try {
    const owner = await demoOwner(server.url);
    const runs: Run[] = [];
    runs.push(await load(server, 'GET /api/health', { path: '/api/health' }));
    runs.push(await load(server, 'GET /api/v1/me', { path: '/api/v1/me', headers: owner.headers }));
    runs.push(await load(server, 'GET /api/v1/me (50 connections)', { path: '/api/v1/me', headers: owner.headers, connections: 50 }));
    runs.push(
      await load(server, "GET a category's products", {
        path: `/api/v1/businesses/${owner.businessId}/menu-categories/${owner.categoryId}/products`,
        headers: owner.headers,
      }),
    );
    runs.push(
      await load(server, 'POST /api/v1/menu/categories', {
        path: '/api/v1/menu/categories',
        method: 'POST',
        headers: owner.headers,
        body: (n) => JSON.stringify({ name: `Categoria de carga ${n}` }),
      }),
    );
    return runs;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (part: number, whole: number) => `${fmt((100 * part) / whole, 1)}%`;

function row(run: Run | RawResult, note = '') {
  const cpu = 'cpuMsPerRequest' in run && run.cpuMsPerRequest !== undefined ? `${fmt(run.cpuMsPerRequest, 2)} ms CPU/req` : '';
  console.log(
    `  ${run.label.padEnd(58)} ${fmt(run.rps).padStart(8)} req/s  p50 ${fmt(run.p50, 1).padStart(6)} ms  p99 ${fmt(run.p99, 1).padStart(6)} ms  ${cpu.padEnd(18)} ${note}`,
  );
}

function verdict(ok: boolean, target: string) {
  return `${ok ? 'ok' : 'BELOW TARGET'} (target ${target})`;
}

async function main() {
  // The API runs as `npm start` runs it: the esbuild bundle (decision 0001), built fresh from the source.
  execFileSync(process.execPath, ['--import', 'tsx', 'src/scripts/bundle-server.ts'], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: 'ignore' });
  console.log(`perf:api — ${os.cpus().length} CPUs, Node ${process.version}, ${SECONDS} s per run, ${CONNECTIONS} connections\n`);
  const hello = await startProcess('src/scripts/perf/hello-server.ts', {}, '/');
  let ceiling: Run;
  try {
    ceiling = await load(hello, 'hello world (bare Fastify)', { path: '/' });
  } finally {
    await hello.stop();
  }
  console.log('HTTP ceiling');
  row(ceiling);

  const targets: { name: string; target: Target; meTarget: number }[] = [{ name: 'embedded database (PGlite)', target: { kind: 'pglite' }, meTarget: 5 }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL', target: { kind: 'postgres', url: postgresUrl }, meTarget: 10 });
  else console.log('\n(PostgreSQL skipped: set PERF_DATABASE_URL=postgres://… to measure it too)');

  let failed = false;
  for (const { name, target, meTarget } of targets) {
    const measure = async (t: Target) => ({ raw: await measureRawInserts(t, SECONDS, CONNECTIONS), api: await measureApi(t) });
    const { raw, api } = target.kind === 'postgres' ? await withScratchPostgres(target.url, (url) => measure({ kind: 'postgres', url })) : await measure(target);
    const [rawInsert, appShaped] = raw as [RawResult, RawResult];
    const byLabel = (prefix: string) => api.find((r) => r.label === prefix)!;
    const me = byLabel('GET /api/v1/me');
    const me50 = byLabel('GET /api/v1/me (50 connections)');
    const write = byLabel('POST /api/v1/menu/categories');

    console.log(`\n${name}`);
    row(rawInsert);
    row(appShaped);
    for (const run of api) {
      let note = `${pct(run.rps, ceiling.rps)} of ceiling`;
      if (run === me) note += `  ${verdict((100 * me.rps) / ceiling.rps >= meTarget, `≥ ${meTarget}%`)}`;
      if (run === me50) note = verdict(me50.p99 < 100, 'p99 < 100 ms');
      if (run === write) note = `${pct(write.rps, rawInsert.rps)} of raw, ${pct(write.rps, appShaped.rps)} of app-shaped  ${verdict(write.rps / appShaped.rps >= 0.3, '≥ 30% of app-shaped')}`;
      row(run, note);
    }
    failed ||= (100 * me.rps) / ceiling.rps < meTarget || me50.p99 >= 100 || write.rps / appShaped.rps < 0.3;
  }
  // Informative by default: figures on a shared machine vary; PERF_STRICT=1 makes a missed target fail.
  if (failed && process.env.PERF_STRICT === '1') process.exitCode = 1;
}

await main();
