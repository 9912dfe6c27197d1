import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { RawResult } from './raw-inserts';
import { startProcess, type ServerProcess } from './server-process';

/*
 * What the perf scripts share (perf:api, perf:orders): the API started as production runs it on a
 * fresh database with the demo data, the demo owner's session, a scratch PostgreSQL database, one
 * autocannon run with its latency percentiles and CPU per request, and the printed rows.
 */

export const SECONDS = Number(process.env.PERF_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.PERF_CONNECTIONS ?? 10);
export const postgresUrl = process.env.PERF_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

export interface Run {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  cpuMsPerRequest?: number;
  /** Requests answered 2xx during the run. */
  answered: number;
  /** Requests sent, answered or still on their way when the run's clock stopped. */
  sent: number;
}

export type Target = { kind: 'pglite' } | { kind: 'postgres'; url: string };

export interface LoadOptions {
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** The n-th request's body (JSON). */
  body?: (n: number) => string;
  /** Headers of the n-th request besides `headers` (an Idempotency-Key each). */
  headersFor?: (n: number) => Record<string, string>;
  connections?: number;
  /** Seconds, SECONDS unless told. */
  seconds?: number;
}

export async function load(server: ServerProcess, label: string, options: LoadOptions): Promise<Run> {
  let n = 0;
  const perRequest = options.body || options.headersFor;
  const run = () =>
    autocannon({
      url: `${server.url}${options.path}`,
      connections: options.connections ?? CONNECTIONS,
      duration: options.seconds ?? SECONDS,
      method: options.method ?? 'GET',
      headers: { ...options.headers, ...(options.body ? { 'content-type': 'application/json' } : {}) },
      ...(perRequest
        ? {
            requests: [
              {
                setupRequest: (req) => {
                  n += 1;
                  return {
                    ...req,
                    ...(options.headersFor ? { headers: { ...req.headers, ...options.headersFor(n) } } : {}),
                    ...(options.body ? { body: options.body(n) } : {}),
                  };
                },
              },
            ],
          }
        : {}),
    });
  await autocannon({ url: `${server.url}${options.path}`, connections: 2, amount: 50, headers: options.headers }); // warm-up (GET)
  const cpuBefore = server.cpuMs();
  const result = await run();
  const cpu = server.cpuMs() - cpuBefore;
  const answered = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.requests.total}`);
  }
  return { label, rps: answered / result.duration, p50: result.latency.p50, p99: result.latency.p99, cpuMsPerRequest: cpu / answered, answered, sent: result.requests.sent };
}

/**
 * Requests at a steady `rate` per second for SECONDS, one every 1/rate s whatever the answers do (an
 * open loop, as customers arrive): autocannon's rate sends each second's requests in one burst at its
 * start, which measures a burst, not a rate. Latency counts from when a request was due, so a client
 * falling behind shows in it.
 */
export async function loadAtRate(server: ServerProcess, label: string, options: LoadOptions & { rate: number }): Promise<Run> {
  const interval = 1000 / options.rate;
  const total = Math.round(SECONDS * options.rate);
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 1; n <= total; n++) {
    const due = started + (n - 1) * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sends.push(
      fetch(`${server.url}${options.path}`, {
        method: options.method ?? 'GET',
        headers: { ...options.headers, ...options.headersFor?.(n), ...(options.body ? { 'content-type': 'application/json' } : {}) },
        body: options.body?.(n),
      })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - due);
          else failures += 1;
        })
        .catch(() => void (failures += 1)),
    );
  }
  await Promise.all(sends);
  const seconds = (performance.now() - started) / 1000;
  const cpu = server.cpuMs() - cpuBefore;
  if (failures > 0) throw new Error(`${label}: ${failures} failed out of ${total}`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { label, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), cpuMsPerRequest: cpu / latencies.length, answered: latencies.length, sent: total };
}

export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export interface DemoOwner {
  headers: Record<string, string>;
  businessId: number;
  /** Menu categories, the one with most products first. */
  categoryIds: number[];
}

/** The demo owner's Bearer token, business and menu categories. */
export async function demoOwner(base: string): Promise<DemoOwner> {
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
  const categoryIds = [...categories.data].sort((a, b) => (b.products_count ?? 0) - (a.products_count ?? 0)).map((c) => c.id);
  return { headers, businessId, categoryIds };
}

export async function withScratchPostgres<T>(url: string, use: (url: string) => Promise<T>): Promise<T> {
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

/** The bundled API (npm start's) on a fresh database with the demo data; `use` measures it, then it stops. */
export async function withApi<T>(target: Target, use: (server: ServerProcess, owner: DemoOwner) => Promise<T>): Promise<T> {
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
      RATE_LIMIT_STOREFRONT_ORDERS_PER_MINUTE: '100000000',
      JOBS_WORKER: 'false',
    },
    '/api/health',
  );
  try {
    return await use(server, await demoOwner(server.url));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The simplest single-row write of the API, the reference both scripts compare writes with. */
export function loadCategoryCreate(server: ServerProcess, owner: DemoOwner, seconds?: number): Promise<Run> {
  let made = 0;
  return load(server, 'POST /api/v1/menu/categories', {
    path: '/api/v1/menu/categories',
    method: 'POST',
    headers: owner.headers,
    // Names stay unique across the runs of one server.
    body: () => JSON.stringify({ name: `Categoria de carga ${Date.now()}-${(made += 1)}` }),
    ...(seconds === undefined ? {} : { seconds }),
  });
}

/** Several runs of one load as one: requests over their summed time, the median p50, the worst p99. */
export function combineRuns(runs: readonly Run[]): Run {
  const answered = runs.reduce((sum, run) => sum + run.answered, 0);
  const seconds = runs.reduce((sum, run) => sum + run.answered / run.rps, 0);
  const p50s = runs.map((run) => run.p50).sort((a, b) => a - b);
  const cpu = runs.every((run) => run.cpuMsPerRequest !== undefined) ? runs.reduce((sum, run) => sum + run.cpuMsPerRequest! * run.answered, 0) / answered : undefined;
  return {
    label: runs[0]!.label,
    rps: answered / seconds,
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...runs.map((run) => run.p99)),
    ...(cpu === undefined ? {} : { cpuMsPerRequest: cpu }),
    answered,
    sent: runs.reduce((sum, run) => sum + run.sent, 0),
  };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const pct = (part: number, whole: number) => `${fmt((100 * part) / whole, 1)}%`;

export function row(run: Run | RawResult, note = '') {
  const cpu = 'cpuMsPerRequest' in run && run.cpuMsPerRequest !== undefined ? `${fmt(run.cpuMsPerRequest, 2)} ms CPU/req` : '';
  console.log(
    `  ${run.label.padEnd(58)} ${fmt(run.rps).padStart(8)} req/s  p50 ${fmt(run.p50, 1).padStart(6)} ms  p99 ${fmt(run.p99, 1).padStart(6)} ms  ${cpu.padEnd(18)} ${note}`,
  );
}

export function verdict(ok: boolean, target: string) {
  return `${ok ? 'ok' : 'BELOW TARGET'} (target ${target})`;
}

/** Builds the API bundle that `npm start` runs (decision 0001), fresh from the source. */
export function buildServerBundle(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/scripts/bundle-server.ts'], { cwd: path.resolve(import.meta.dirname, '../../..'), stdio: 'ignore' });
}

/** The machine and the run's settings, the first line of each script's output. */
export function runSettings(): string {
  return `${os.cpus().length} CPUs, Node ${process.version}, ${SECONDS} s per run, ${CONNECTIONS} connections`;
}
