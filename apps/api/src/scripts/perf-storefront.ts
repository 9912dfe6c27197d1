import { buildServerBundle, load, row, runSettings, verdict, withApi } from './perf/api-load';

/*
 * `npm run perf:storefront` (issue 33): 500 shoppers reading the demo's public menu at once on one
 * API process (embedded database): the menu's JSON and the server-written page, each with 500
 * connections kept busy at once. Target: p99 ≤ 50 ms.
 * PERF_SECONDS sets each run's length; PERF_STRICT=1 makes a missed target fail.
 */

const SHOPPERS = Number(process.env.PERF_SHOPPERS ?? 500);
const MENU = '/api/v1/storefront/bella-napoli';

async function main() {
  buildServerBundle();
  console.log(`perf:storefront — ${runSettings()}, ${SHOPPERS} shoppers\n`);
  await withApi({ kind: 'pglite' }, async (server) => {
    const whole = await load(server, `GET ${MENU} (${SHOPPERS} at once)`, { path: MENU, connections: SHOPPERS });
    const page = await load(server, `GET /loja/bella-napoli (HTML, ${SHOPPERS} at once)`, { path: '/loja/bella-napoli', connections: SHOPPERS });
    row(whole, verdict(whole.p99 <= 50, 'p99 ≤ 50 ms'));
    row(page, verdict(page.p99 <= 50, 'p99 ≤ 50 ms'));
    if (process.env.PERF_STRICT === '1' && (whole.p99 > 50 || page.p99 > 50)) process.exitCode = 1;
  });
}

await main();
