import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { generateMenu } from '../../../test/generated-menu';
import { call, createMenu, type Menu } from '../menu-fixtures';

// The speed of GET …/menu-categories/{id}/products on generated menus (test/generated-menu.ts), on
// whichever database the suite runs on. `npm run perf:menu` prints the same listings over HTTP.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Page = { data: { id: number }[]; meta: { total: number; last_page: number } };

async function timed(menu: Menu, categoryId: number, query: string): Promise<{ ms: number; page: Page }> {
  const started = performance.now();
  const res = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories/${categoryId}/products?${query}`);
  const ms = performance.now() - started;
  expect(res.statusCode).toBe(200);
  return { ms, page: res.json() as Page };
}

// Issue 20: the last page costs about what the first does (the page's ids are cut before any per-row
// work). The same query at page 1 and at the last page, in turns, warm, the fastest of RUNS each: a busy
// machine only ever adds time (medians of 11 still failed a CI run by 0.1 ms).
describe('a 5,000-product category', () => {
  const PRODUCTS = 5_000;
  const RUNS = 11;
  let menu: Menu;
  let categoryId: number;
  beforeAll(async () => {
    menu = await createMenu(t.app);
    const generated = await generateMenu(t.app.db, menu.business.id, { categories: 1, perCategory: PRODUCTS });
    categoryId = generated.categoryIds[0]!;
  });

  it.each([
    ['every product', 'filter=all', PRODUCTS],
    ['filter=unavailable', 'filter=unavailable', undefined], // how many depends on the hour (test/generated-menu.ts)
    ['filter=promotion', 'filter=promotion', PRODUCTS / 10],
    ['a keyword', 'keyword=acai', PRODUCTS / 10],
  ])('%s: the last page takes within 2× the first page', async (_label, filter, expectedTotal) => {
    const query = `per_page=20&${filter}`;
    const { page } = await timed(menu, categoryId, `${query}&page=1`);
    if (expectedTotal !== undefined) expect(page.meta.total).toBe(expectedTotal);
    const lastPage = page.meta.last_page;
    expect(lastPage).toBeGreaterThan(1);
    await timed(menu, categoryId, `${query}&page=${lastPage}`); // both plans and caches warm
    const first: number[] = [];
    const last: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      first.push((await timed(menu, categoryId, `${query}&page=1`)).ms);
      last.push((await timed(menu, categoryId, `${query}&page=${lastPage}`)).ms);
    }
    const [firstMs, lastMs] = [Math.min(...first), Math.min(...last)];
    console.log(`${filter}: ${page.meta.total} products, page 1 ${firstMs.toFixed(1)} ms, page ${lastPage} ${lastMs.toFixed(1)} ms (${(lastMs / firstMs).toFixed(2)}×)`);
    // A page of a few milliseconds moves by a few on a loaded machine (5.6 against 9.1 ms, and 8.8
    // against 13.3 ms, seen in CI while other files ran beside it; on a quiet machine the two are within
    // 10%): 2× of it, or 5 ms, whichever is more. The defect this guards took 17.7× (336 ms against 19 ms).
    expect(lastMs).toBeLessThanOrEqual(Math.max(firstMs * 2, firstMs + 5));
  });
});

describe('a 1,000-product, 50-category menu', () => {
  it('lists a category fast under every filter (p95 under 100 ms even on a busy machine)', async () => {
    const menu = await createMenu(t.app);
    const { categoryIds } = await generateMenu(t.app.db, menu.business.id, { categories: 50, perCategory: 20 });
    const timings: number[] = [];
    for (let i = 0; i < 60; i++) {
      const filter = ['all', 'active', 'promotion', 'unavailable'][i % 4];
      const { ms, page } = await timed(menu, categoryIds[i % categoryIds.length]!, `per_page=20&filter=${filter}`);
      if (i >= 10) timings.push(ms); // the first ones warm up the query plans
      if (filter === 'all') expect(page.data).toHaveLength(20);
      if (filter === 'promotion') expect(page.data).toHaveLength(2);
    }
    const p95 = [...timings].sort((a, b) => a - b)[Math.floor(timings.length * 0.95)]!;
    // The target is 50 ms (printed by `npm run perf:menu`); the test leaves room for a busy CI machine.
    expect(p95).toBeLessThan(100);
  });
});
