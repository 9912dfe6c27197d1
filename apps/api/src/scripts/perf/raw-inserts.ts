import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';

/*
 * The database's own ceiling for a single-row write, measured with the same concurrency as the HTTP
 * runs: `raw` is one INSERT; `app-shaped` is what a create route does at minimum — a transaction that
 * reads the next ranking and inserts the row returning it. The write route's rate is compared with
 * the second (issue 20: ≥ 30%).
 */

export interface RawResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
}

interface Client {
  exec(sql: string): Promise<void>;
  insert(businessId: number, n: number): Promise<void>;
  appShaped(businessId: number, n: number): Promise<void>;
  close(): Promise<void>;
}

const TABLE = `create table perf_rows (
  id bigserial primary key,
  business_id integer not null,
  name text not null,
  ranking integer not null,
  created_at timestamptz not null default now()
)`;

function pgliteClient(dir: string): Client {
  const db = new PGlite({ dataDir: dir });
  return {
    exec: async (sql) => void (await db.exec(sql)),
    insert: async (b, n) => void (await db.query('insert into perf_rows (business_id, name, ranking) values ($1, $2, $3)', [b, `Categoria ${n}`, n])),
    appShaped: async (b, n) =>
      void (await db.transaction(async (tx) => {
        const next = await tx.query<{ r: number }>('select coalesce(max(ranking), 0) + 1 as r from perf_rows where business_id = $1', [b]);
        await tx.query('insert into perf_rows (business_id, name, ranking) values ($1, $2, $3) returning *', [b, `Categoria ${n}`, next.rows[0]!.r]);
      })),
    close: () => db.close(),
  };
}

function postgresClient(url: string, connections: number): Client {
  const sql = postgres(url, { max: connections, onnotice: () => undefined });
  return {
    exec: async (text) => void (await sql.unsafe(text)),
    insert: async (b, n) => void (await sql`insert into perf_rows (business_id, name, ranking) values (${b}, ${`Categoria ${n}`}, ${n})`),
    appShaped: async (b, n) =>
      void (await sql.begin(async (tx) => {
        const [next] = await tx<{ r: number }[]>`select coalesce(max(ranking), 0) + 1 as r from perf_rows where business_id = ${b}`;
        await tx`insert into perf_rows (business_id, name, ranking) values (${b}, ${`Categoria ${n}`}, ${next!.r}) returning *`;
      })),
    close: () => sql.end({ timeout: 5 }),
  };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

/** `connections` loops each writing one row after another for `seconds`. */
async function drive(label: string, seconds: number, connections: number, write: (n: number) => Promise<void>): Promise<RawResult> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await write((n += 1));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { label, rps: latencies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

export async function measureRawInserts(
  target: { kind: 'pglite' } | { kind: 'postgres'; url: string },
  seconds: number,
  connections: number,
): Promise<RawResult[]> {
  const dir = target.kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-perf-raw-')) : undefined;
  const client = target.kind === 'pglite' ? pgliteClient(dir!) : postgresClient(target.url, connections);
  try {
    await client.exec('drop table if exists perf_rows');
    await client.exec(TABLE);
    await client.exec('create index on perf_rows (business_id, ranking)');
    // Several businesses, as in the app, so that app-shaped writes do not all read one hot range.
    const raw = await drive('raw INSERT', seconds, connections, (n) => client.insert(n % 50, n));
    const shaped = await drive('app-shaped INSERT (tx: next ranking + insert returning)', seconds, connections, (n) => client.appShaped(n % 50, n));
    await client.exec('drop table perf_rows');
    return [raw, shaped];
  } finally {
    await client.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
