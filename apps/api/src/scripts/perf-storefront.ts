import { randomUUID } from 'node:crypto';
import type { StorefrontMenu } from '@comanda/domain/storefront/storefront';
import { buildServerBundle, fmt, json, load, loadCategoryCreate, pct, row, runSettings, SECONDS, verdict, withApi, type DemoOwner, type Run } from './perf/api-load';
import type { ServerProcess } from './perf/server-process';

/*
 * `npm run perf:storefront` (issue 33), on one API process with the embedded database and the demo:
 *
 * 1. Shoppers: PERF_SHOPPERS (500) people on the demo's public menu at once, each reading it every
 *    1–3 s (≈ 250 reads a second, far more often than a person choosing a pizza does): half open the
 *    page as a new visitor (the whole HTML), half read again what they hold (the menu's JSON or the
 *    page with its ETag: 304). Target: p99 ≤ 50 ms.
 * 2. Capacity: the same 500 connections each sending its next read the moment the last is answered
 *    (no pause), for the most reads a second one process answers; its latency is the queue's.
 * 3. Checkout: orders sent from the public menu (a half-and-half pizza and a drink, an
 *    Idempotency-Key and a phone each) against the single-row write of perf:orders, taking turns.
 *    Target: ≥ 50% of the single-row write's rate.
 *
 * PERF_SECONDS sets each run's length; PERF_STRICT=1 makes a missed target fail.
 */

const SHOPPERS = Number(process.env.PERF_SHOPPERS ?? 500);
const REF = 'bella-napoli';
const MENU = `/api/v1/storefront/${REF}`;
const PAGE = `/loja/${REF}`;

/** PERF_SHOPPERS shoppers for SECONDS, each reading every 1–3 s; latency of every read. */
async function shoppers(server: ServerProcess): Promise<Run> {
  const [menu, page] = await Promise.all([fetch(`${server.url}${MENU}`), fetch(`${server.url}${PAGE}`)]);
  await Promise.all([menu.arrayBuffer(), page.arrayBuffer()]);
  const tags = { [MENU]: menu.headers.get('etag')!, [PAGE]: page.headers.get('etag')! };
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
  const shopper = async (n: number) => {
    // Shoppers arrive over the first 2 s, not all in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, (n / SHOPPERS) * 2000));
    while (performance.now() < until) {
      const fresh = Math.random() < 0.5;
      const path = fresh ? PAGE : Math.random() < 0.5 ? MENU : PAGE;
      const sent = performance.now();
      try {
        const res = await fetch(`${server.url}${path}`, { headers: fresh ? {} : { 'if-none-match': tags[path]! } });
        await res.arrayBuffer();
        if (res.status === 200 || res.status === 304) latencies.push(performance.now() - sent);
        else failures += 1;
      } catch {
        failures += 1;
      }
      await pause();
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n)));
  const seconds = (performance.now() - started) / 1000;
  if (failures > 0) throw new Error(`shoppers: ${failures} failed reads`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const cpu = server.cpuMs() - cpuBefore;
  return { label: `${SHOPPERS} shoppers, a read every 1–3 s each`, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), cpuMsPerRequest: cpu / latencies.length, answered: latencies.length, sent: latencies.length + failures };
}

/** The demo's storefront order: the first product with required options (its first choices) and a plain one. */
async function storefrontCart(server: ServerProcess) {
  const menu = (await json<{ data: StorefrontMenu }>(await fetch(`${server.url}${MENU}`))).data;
  const products = menu.categories.flatMap((category) => category.products).filter((p) => !p.is_weight_based);
  const withOptions = products.find((p) => p.variations.some((group) => group.min > 0));
  const plain = products.find((p) => p.variations.length === 0);
  if (!withOptions || !plain) throw new Error('the demo menu has no product with required options or no plain product');
  const items = withOptions.variations.flatMap((group) => group.items.slice(0, Math.max(group.min, 0)).map((item) => ({ item_id: item.id, qty: 1 })));
  return { order_type_id: 2, customer_name: 'Cliente de carga', payment_type: 'money', products: [{ id: withOptions.id, qty: 1, items }, { id: plain.id, qty: 2, items: [] }] };
}

/** The demo opens in the evening: for the checkout run it is open all day (no hours set). */
async function openAllDay(server: ServerProcess, owner: DemoOwner) {
  const current = await json<{ data: { version: number } }>(await fetch(`${server.url}/api/v1/businesses/${owner.businessId}/schedules`, { headers: owner.headers }));
  const week = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [day, []]));
  await json(
    await fetch(`${server.url}/api/v1/businesses/${owner.businessId}/schedules`, {
      method: 'PUT',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ week, exceptions: [], version: current.data.version }),
    }),
  );
}

async function main() {
  buildServerBundle();
  console.log(`perf:storefront — ${runSettings()}, ${SHOPPERS} shoppers\n`);
  await withApi({ kind: 'pglite' }, async (server, owner) => {
    const browsing = await shoppers(server);
    row(browsing, verdict(browsing.p99 <= 50, 'p99 ≤ 50 ms'));
    const capacity = await load(server, `GET ${MENU} (${SHOPPERS} never pausing)`, { path: MENU, connections: SHOPPERS });
    row(capacity, '(capacity: the latency is the queue)');
    const pageCapacity = await load(server, `GET ${PAGE} (${SHOPPERS} never pausing)`, { path: PAGE, connections: SHOPPERS });
    row(pageCapacity, '(capacity: the latency is the queue)');

    await openAllDay(server, owner);
    const cart = await storefrontCart(server);
    let sent = 0;
    const body = () => JSON.stringify({ ...cart, customer_whatsapp: `(11) 9${String(10_000_000 + (sent += 1)).slice(-8)}` });
    const headers = () => ({ 'idempotency-key': randomUUID(), 'x-requested-with': 'fetch' });
    // One by hand first: a refusal is shown with its reason, not as a count of non-2xx answers.
    await json(await fetch(`${server.url}${MENU}/orders`, { method: 'POST', headers: { ...headers(), 'content-type': 'application/json' }, body: body() }));
    // Turns, as perf:orders takes them: the machine's drift falls on both alike.
    const reference = await loadCategoryCreate(server, owner, SECONDS / 2);
    const checkout = await load(server, `POST ${MENU}/orders`, {
      path: `${MENU}/orders`,
      method: 'POST',
      seconds: SECONDS / 2,
      headersFor: headers,
      body,
    });
    row(reference);
    row(checkout, `${pct(checkout.rps, reference.rps)} of the single-row write — ${verdict(checkout.rps >= reference.rps / 2, '≥ 50%')}`);
    console.log(`\n  ${fmt(checkout.answered)} storefront orders placed.`);
    const missed = browsing.p99 > 50 || checkout.rps < reference.rps / 2;
    if (process.env.PERF_STRICT === '1' && missed) process.exitCode = 1;
  });
}

await main();
