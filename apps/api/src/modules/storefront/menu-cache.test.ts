import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, type Shop } from '../../test/order-fixtures';
import { createMenuCache } from './menu-cache';

// The public menu's cache (issue 33): one read shared by every shopper, forgotten in every process
// the moment the business's menu changes.

describe('createMenuCache', () => {
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

  it('shares one read among concurrent misses, and forgets only the business that changed', async () => {
    const cache = createMenuCache();
    let reads = 0;
    const read = (businessId: number) => () => later({ businessId, n: ++reads });
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.cached('a', read(1))));
    expect(new Set(answers.map((a) => a.n))).toEqual(new Set([1]));
    await cache.cached('b', read(2));
    cache.forget(1);
    expect((await cache.cached('a', read(1))).n).toBe(3);
    expect((await cache.cached('b', read(2))).n).toBe(2);
  });

  it('does not keep a read that was under way when a change was told', async () => {
    const cache = createMenuCache();
    let reads = 0;
    const inFlight = cache.cached('a', () => later({ businessId: 1, n: ++reads }));
    cache.forget(1); // the change commits while the old menu is being read
    expect((await inFlight).n).toBe(1);
    expect((await cache.cached('a', () => later({ businessId: 1, n: ++reads }))).n).toBe(2);
  });

  it('keeps no failed read', async () => {
    const cache = createMenuCache();
    await expect(cache.cached('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.cached('a', () => later({ businessId: 1 }))).toEqual({ businessId: 1 });
  });
});

describe('the storefront menu after a change', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let shop: Shop;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    other = await t.sibling();
    shop = await createShop(t.app);
    await t.app.db.update(businesses).set({ slug: 'cache-bistro', isCheckoutEnabled: true }).where(eq(businesses.id, shop.business.id));
    productId = (await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4500 })).id;
  });
  afterAll(() => t.close());

  const names = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/storefront/cache-bistro' });
    return (res.json() as { data: { categories: { products: { name: string }[] }[] } }).data.categories.flatMap((c) => c.products.map((p) => p.name));
  };
  const page = (app: FastifyInstance, etag?: string) => app.inject({ method: 'GET', url: '/loja/cache-bistro', headers: etag ? { 'if-none-match': etag } : {} });

  it('every process shows a renamed product at its next read, and the page answers 304 only while it is current', async () => {
    expect(await names(t.app)).toEqual(['Pizza Calabresa']);
    expect(await names(other)).toEqual(['Pizza Calabresa']);
    const before = await page(t.app);
    const etag = String(before.headers.etag);
    expect((await page(t.app, etag)).statusCode).toBe(304);

    await t.app.db.update(products).set({ name: 'Pizza Portuguesa' }).where(eq(products.id, productId));
    // PGlite tells before the write's COMMIT answers; PostgreSQL a moment after, on the listening connection.
    await expect.poll(() => names(t.app), { timeout: 2000, interval: 10 }).toEqual(['Pizza Portuguesa']);
    await expect.poll(() => names(other), { timeout: 2000, interval: 10 }).toEqual(['Pizza Portuguesa']);
    const after = await page(t.app, etag);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Pizza Portuguesa');
  });

  it("another business's change leaves this menu's copy in place", async () => {
    // The copy is kept per minute (the opening changes by the minute): start well inside one.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50));
    await names(t.app);
    const neighbour = await createShop(t.app);
    let reads = 0;
    const spy = t.app.storefrontCache.cached.bind(t.app.storefrontCache);
    t.app.storefrontCache.cached = (key, read) => spy(key, () => ((reads += 1), read()));
    await insertProduct(t.app, neighbour.business.id, { name: 'Outro', amount: 100 });
    await names(t.app);
    t.app.storefrontCache.cached = spy;
    expect(reads).toBe(0);
  });
});
