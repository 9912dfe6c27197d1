import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  auditLog,
  menuCategories,
  productPromotions,
  productSchedules,
  productVariations,
  products,
  variationItems,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { addCategory, addProduct, call, createMenu, type Menu } from './menu-fixtures';

// Issue 12: a write that names another business's row changes nothing and answers 404, on every
// menu write route. Driven by the app's route table: a new menu route fails here until it says
// what it sends (or why it names no row of another business).

let t: TestApp;
let owner: Menu; // the caller
let victim: Menu; // the other business
let ids: { category: number; product: number; variation: number; item: number; promotion: number; schedule: number };

const group = { name: 'Tamanho', is_required: true, min: 1, max: 1, items: [{ name: 'Grande', amount: 500, available: true }] };
const promotion = { type: 'percentage', discount_value: 10, start_date: '2026-01-01', end_date: '2026-12-31', days_of_week: ['friday'] };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  owner = await createMenu(t.app);
  victim = await createMenu(t.app);
  await addProduct(owner, await addCategory(owner, 'Minhas'));
  const category = await addCategory(victim, 'Pizzas');
  const product = await addProduct(victim, category);
  const p = `/products/${product.id}`;
  const variation = ((await call(victim, 'POST', `${p}/variations`, group)).json() as { data: { id: number; items: { id: number }[] } }).data;
  const promo = ((await call(victim, 'POST', `${p}/promotions`, promotion)).json() as { data: { id: number } }).data;
  const schedules = ((await call(victim, 'GET', `${p}/schedules`)).json() as { data: { id: number }[] }).data;
  ids = { category: category.id, product: product.id, variation: variation.id, item: variation.items[0]!.id, promotion: promo.id, schedule: schedules[0]!.id };
});
afterAll(async () => t.close());

/** What each write route sends, naming the other business's rows wherever it names one. */
const bodies = (): Record<string, unknown> => ({
  'PUT /menu/categories/:id': { name: 'Roubada', description: null, active: false },
  'DELETE /menu/categories/:id': undefined,
  'POST /menu/categories/ranking': { ids: [ids.category] },
  'POST /products': { category_id: ids.category, name: 'Intrusa', amount: 100 },
  'PUT /products/:id': { name: 'Roubada', amount: 1 },
  'DELETE /products/:id': undefined,
  'POST /products/ranking': { category_id: ids.category, ids: [ids.product] },
  'POST /products/import': { category_id: ids.category, products: [{ name: 'Intrusa', amount: 100 }] },
  'PUT /products/:id/duplicate': undefined,
  'DELETE /products/:id/cover': undefined,
  'PUT /schedules/:id': { is_active: false, opening_time: '01:00', closing_time: '02:00' },
  'POST /products/:id/quote': { qty: 1, weight: null, items: [] },
  'POST /products/:id/promotions': promotion,
  'PUT /products/:id/promotions/:promotionId': { ...promotion, discount_value: 90 },
  'DELETE /products/:id/promotions/:promotionId': undefined,
  'PATCH /products/:id/promotions/:promotionId/toggle': undefined,
  'POST /products/:id/variations': group,
  'PUT /products/:id/variations/:variationId': { ...group, name: 'Roubado' },
  'DELETE /products/:id/variations/:variationId': undefined,
  'POST /products/:id/variations/ranking': { ids: [ids.variation] },
  'POST /products/:id/variations/copy': { source_variation_id: ids.variation },
  'PUT /products/:id/variations/:variationId/available': { available: false },
  'PUT /products/:id/variations/:variationId/items/:itemId/toggle': undefined,
});

/** Menu write routes that name no row at all: they act on the caller's own business only. */
const NAMES_NO_ROW = new Set(['POST /menu/categories', 'POST /products/ocr/process', 'POST /products/:id/cover']);

const PARAM_IDS: Record<string, 'product' | 'promotion' | 'variation' | 'item'> = { id: 'product', promotionId: 'promotion', variationId: 'variation', itemId: 'item' };

function victimUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id' && url.startsWith('/menu/categories')) return String(ids.category);
    if (name === 'id' && url.startsWith('/schedules')) return String(ids.schedule);
    return String(ids[PARAM_IDS[name]!]);
  });
}

async function victimRows() {
  const of = victim.business.id;
  const [c, p, s, pr, v, i, a] = await Promise.all([
    t.app.db.select().from(menuCategories).where(eq(menuCategories.businessId, of)),
    t.app.db.select().from(products).where(eq(products.businessId, of)),
    t.app.db.select().from(productSchedules).where(eq(productSchedules.businessId, of)),
    t.app.db.select().from(productPromotions).where(eq(productPromotions.businessId, of)),
    t.app.db.select().from(productVariations).where(eq(productVariations.businessId, of)),
    t.app.db.select().from(variationItems).where(eq(variationItems.businessId, of)),
    t.app.db.select().from(auditLog).where(eq(auditLog.businessId, of)),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => rows.sort((x, y) => x.id - y.id);
  return { c: byId(c), p: byId(p), s: byId(s), pr: byId(pr), v: byId(v), i: byId(i), a: a.length };
}

describe("a write naming another business's row", () => {
  it('answers 404 on every menu write route and changes nothing of that business', async () => {
    const isMenu = (url: string) => /^\/(menu|products|schedules)\b/.test(url);
    const writes = t.app.apiRouteTable
      .filter((r) => r.method !== 'GET')
      .map((r) => ({ method: r.method, url: r.url.replace('/api/v1', '') }))
      .filter((r) => isMenu(r.url) && !NAMES_NO_ROW.has(`${r.method} ${r.url}`));
    const known = bodies();
    const missing = writes.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in known));
    expect(missing, 'a new menu write route: add what it sends to bodies() above').toEqual([]);

    const before = await victimRows();
    const wrong: string[] = [];
    for (const route of writes) {
      const body = known[`${route.method} ${route.url}`];
      const res = await call(owner, route.method as 'POST', victimUrl(route.url), body as object | undefined);
      if (res.statusCode !== 404) wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
    expect(await victimRows()).toEqual(before);
  });

  it('the same requests by the owner of those rows succeed, so the 404s above are about the business', async () => {
    const own = await call(victim, 'PUT', `/products/${ids.product}`, { name: 'Pizza da casa', amount: 3100 });
    expect(own.statusCode).toBe(200);
    const toggled = await call(victim, 'PATCH', `/products/${ids.product}/promotions/${ids.promotion}/toggle`);
    expect(toggled.statusCode).toBe(200);
  });
});

describe('repositories, even when a caller forgets its check', () => {
  it("answer null (or false) for another business's id and change nothing", async () => {
    const { updateCategory } = await import('./categories/categories.repository');
    const { deleteProduct, setProductCover } = await import('./products/products.repository');
    const { updatePromotion, togglePromotion, deletePromotion } = await import('./promotions/promotions.repository');
    const { updateSchedule } = await import('./schedules/schedules.repository');
    const { deleteVariation, toggleVariationItem } = await import('./variations/variations.repository');
    const db = t.app.db;
    const mine = owner.business.id;
    const before = await victimRows();
    expect(await updateCategory(db, mine, ids.category, { name: 'x', description: null, active: true })).toBeNull();
    expect(await deleteProduct(db, mine, ids.product)).toBeNull();
    expect(await setProductCover(db, mine, ids.product, 'covers/x.webp')).toBeNull();
    const body = { type: 'fixed' as const, discount_value: 1, start_date: null, end_date: null, days_of_week: [] };
    expect(await updatePromotion(db, mine, ids.promotion, body)).toBeNull();
    expect(await togglePromotion(db, mine, ids.promotion)).toBeNull();
    expect(await deletePromotion(db, mine, ids.promotion)).toBeNull();
    expect(await updateSchedule(db, mine, ids.schedule, { is_active: false, opening_time: '01:00', closing_time: '02:00' })).toBeNull();
    expect(await deleteVariation(db, mine, ids.product, ids.variation)).toBe(false);
    expect(await toggleVariationItem(db, mine, ids.variation, ids.item)).toBe(false);
    expect(await victimRows()).toEqual(before);
  });
});
