import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openEmbedded } from '../db/client';
import { ensureReferenceData } from '../seed/reference-data';
import { createBusinessFor, createUser } from '../test/factories';
import { GENERATED_FLAVOURS, generateMenu } from '../test/generated-menu';

/*
 * `npm run perf:menu` (issue 4, "Must show" 4): a menu of 1,000 products in 50 categories on the
 * embedded database (a fresh PGlite in a temporary folder), then the API's latency over HTTP for the
 * two listings the /cardapio page loads: the categories and one category's products. Prints p50/p95
 * per route; exits 1 when a p95 is over the 50 ms target.
 */

const CATEGORIES = 50;
const PRODUCTS_PER_CATEGORY = 20;
const REQUESTS = 200;
const WARMUP = 20;
const TARGET_P95_MS = 50;

function percentile(sorted: number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-perf-'));
  const database = await openEmbedded({ dataDir: path.join(dataDir, 'pglite') });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX_PER_MINUTE: '1000000',
  });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const app = await buildApp({ config, database, logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const owner = await createUser(app);
      const business = await createBusinessFor(app, owner);
      let started = performance.now();
      const { categoryIds } = await generateMenu(app.db, business.id, { categories: CATEGORIES, perCategory: PRODUCTS_PER_CATEGORY });
      console.log(`menu: ${CATEGORIES} categories, ${CATEGORIES * PRODUCTS_PER_CATEGORY} products (generated in ${Math.round(performance.now() - started)} ms)`);

      const get = async (url: string): Promise<number> => {
        const t0 = performance.now();
        const res = await fetch(`${base}${url}`, { headers: owner.headers });
        await res.arrayBuffer();
        const elapsed = performance.now() - t0;
        if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
        return elapsed;
      };
      const routes: { label: string; url: (i: number) => string }[] = [
        { label: 'GET /businesses/:id/menu-categories', url: () => `/api/v1/businesses/${business.id}/menu-categories` },
        {
          label: 'GET /businesses/:id/menu-categories/:cid/products',
          url: (i) => `/api/v1/businesses/${business.id}/menu-categories/${categoryIds[i % categoryIds.length]}/products`,
        },
        // A filter chip asks the categories list which categories have matches (issue 13).
        ...(['paused', 'promotion', 'unavailable'] as const).map((filter) => ({
          label: `GET /businesses/:id/menu-categories?filter=${filter}`,
          url: () => `/api/v1/businesses/${business.id}/menu-categories?filter=${filter}`,
        })),
        { label: 'GET /businesses/:id/menu-categories?keyword=', url: (i) => `/api/v1/businesses/${business.id}/menu-categories?keyword=${encodeURIComponent(GENERATED_FLAVOURS[i % GENERATED_FLAVOURS.length]!)}` },
      ];

      let over = false;
      console.log(`\n${REQUESTS} sequential requests each over HTTP (after ${WARMUP} warm-up), target p95 < ${TARGET_P95_MS} ms\n`);
      for (const route of routes) {
        for (let i = 0; i < WARMUP; i++) await get(route.url(i));
        const times: number[] = [];
        started = performance.now();
        for (let i = 0; i < REQUESTS; i++) times.push(await get(route.url(i)));
        times.sort((a, b) => a - b);
        const [p50, p95, max] = [percentile(times, 0.5), percentile(times, 0.95), times[times.length - 1]!];
        // The keyword search is informative; the target applies to the two listings the page loads.
        const informative = route.label.includes('keyword');
        const verdict = p95 < TARGET_P95_MS ? 'ok' : informative ? `over ${TARGET_P95_MS} ms (informative)` : 'OVER TARGET';
        if (p95 >= TARGET_P95_MS && !informative) over = true;
        console.log(`${route.label.padEnd(52)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(6)} ms  ${verdict}`);
      }
      process.exitCode = over ? 1 : 0;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
