import postgres from 'postgres';
import { buildServerBundle, fmt, json, postgresUrl, withApi, withScratchPostgres } from './perf/api-load';

/*
 * `npm run perf:stats` (issue 16, "Must show" 4): the dashboard's month on PostgreSQL with 1,000,000
 * orders in the database. The API starts on a scratch database with the demo data; the demo business
 * then gets PERF_STATS_ORDERS orders (default 1,000,000) spread over the last year, 10% canceled,
 * one to three lines each, from 20,000 customers; the month's GET v1/businesses/{id}/stats is then
 * timed over HTTP. Target: under 200 ms (median of 15 calls after a warm-up).
 */

const ORDERS = Number(process.env.PERF_STATS_ORDERS ?? 1_000_000);
const CALLS = 15;
const TARGET_MS = 200;

// One statement per table, in chunks so no transaction holds a million rows of WAL at once.
const INSERT_ORDERS = `
insert into orders (business_id, number, number_series, status, order_type, subtotal, total, payment_type, customer_name, customer_whatsapp, created_at, updated_at)
select $1, g, 'perf-stats', case when g % 10 = 0 then 'canceled' when g % 3 = 0 then 'noted' else 'finalized' end,
  (array['delivery', 'retirada', 'local'])[1 + g % 3], 1000 + (g * 37) % 9000, 1000 + (g * 37) % 9000,
  (array['pix', 'card', 'money', 'mercado_pago'])[1 + g % 4], 'Cliente ' || (g % 20000),
  '(11) 9' || lpad((g % 20000)::text, 4, '0') || '-' || lpad(((g % 20000) * 7 % 10000)::text, 4, '0'),
  now() - ((g * 31.5) || ' seconds')::interval, now()
from generate_series($2::int, $3::int) g`;

const INSERT_LINES = `
insert into order_lines (order_id, business_id, product_id, product_name, amount, qty, subtotal, created_at)
select o.id, o.business_id, null, 'Produto ' || (o.number % 40 + n), 1000, 1 + n % 2, (1 + n % 2) * 1000, o.created_at
from orders o cross join generate_series(0, 2) n
where o.business_id = $1 and o.number_series = 'perf-stats' and o.number between $2 and $3 and n <= o.number % 3`;

async function generate(url: string, businessId: number): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const chunk = 100_000;
    for (let first = 1; first <= ORDERS; first += chunk) {
      const last = Math.min(ORDERS, first + chunk - 1);
      await sql.unsafe(INSERT_ORDERS, [businessId, first, last]);
      await sql.unsafe(INSERT_LINES, [businessId, first, last]);
      process.stdout.write(`\r  generated ${fmt(last)} of ${fmt(ORDERS)} orders`);
    }
    process.stdout.write('\n');
    await sql.unsafe('vacuum analyze orders');
    await sql.unsafe('vacuum analyze order_lines');
  } finally {
    await sql.end();
  }
}

async function main() {
  if (!postgresUrl) {
    console.log('perf:stats measures PostgreSQL: set PERF_DATABASE_URL=postgres://… (or TEST_DATABASE_URL)');
    return;
  }
  buildServerBundle();
  console.log(`perf:stats — ${fmt(ORDERS)} orders, the month's stats, ${CALLS} calls\n`);
  await withScratchPostgres(postgresUrl, (url) =>
    withApi({ kind: 'postgres', url }, async (server, owner) => {
      const started = Date.now();
      await generate(url, owner.businessId);
      console.log(`  (generated in ${fmt((Date.now() - started) / 1000, 1)} s)`);
      const call = async () => {
        const t0 = performance.now();
        const body = await json<{ data: { orders_count: number | null; revenue_generated: number | null } }>(
          await fetch(`${server.url}/api/v1/businesses/${owner.businessId}/stats`, { headers: owner.headers }),
        );
        return { ms: performance.now() - t0, body };
      };
      const warm = await call();
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) times.push((await call()).ms);
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      console.log(`  the month so far: ${fmt(warm.body.data.orders_count ?? 0)} orders, revenue ${fmt((warm.body.data.revenue_generated ?? 0) / 100, 2)}`);
      console.log(`  GET stats: median ${fmt(median, 1)} ms, fastest ${fmt(times[0]!, 1)} ms, slowest ${fmt(times.at(-1)!, 1)} ms  ${median <= TARGET_MS ? 'ok' : 'ABOVE TARGET'} (target ≤ ${TARGET_MS} ms)`);
      if (median > TARGET_MS && process.env.PERF_STRICT === '1') process.exitCode = 1;
    }),
  );
}

await main();
