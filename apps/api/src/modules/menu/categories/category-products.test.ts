import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProductResource } from '@comanda/domain/menu/product';
import { productPromotions, productSchedules } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addCategory, addProduct, call, createMenu, errorsOf, waiterOf, type Menu } from '../menu-fixtures';

// GET v1/businesses/{id}/menu-categories/{categoryId}/products: paging, keyword, filters, prices and
// availability computed now. Its speed: category-products-speed.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Page = { data: ProductResource[]; meta: { current_page: number; per_page: number; total: number; last_page: number } };
const list = async (menu: Menu, categoryId: number, query = '') => {
  const res = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories/${categoryId}/products${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
const names = (page: Page) => page.data.map((p) => p.name);

/** A promotion row straight into the table (the promotions routes are tested on their own). */
const promote = (menu: Menu, productId: number, values: Partial<typeof productPromotions.$inferInsert> = {}) =>
  t.app.db.insert(productPromotions).values({ businessId: menu.business.id, productId, type: 'percentage', discountValue: 10, daysOfWeek: [], ...values });

/** "HH:MM" `hours` from now on the business's clock (São Paulo). */
function clockIn(hours: number): string {
  const now = new Date(Date.now() + hours * 3_600_000);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

describe('GET /businesses/:id/menu-categories/:categoryId/products', () => {
  it('pages by ranking with meta', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    for (const name of ['A', 'B', 'C', 'D', 'E']) await addProduct(menu, category, { name });
    const second = await list(menu, category.id, '?page=2&per_page=2');
    expect(names(second)).toEqual(['C', 'D']);
    expect(second.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    const beyond = await list(menu, category.id, '?page=9&per_page=2');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ current_page: 9, per_page: 2, total: 5, last_page: 3 });
    const defaults = await list(menu, category.id);
    expect(defaults.meta).toEqual({ current_page: 1, per_page: 50, total: 5, last_page: 1 });
  });

  it('filters by keyword ignoring case and accents; a category named so shows all its products', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu, 'Lanches');
    await addProduct(menu, category, { name: 'Pão de queijo' });
    await addProduct(menu, category, { name: 'PAO na chapa' });
    await addProduct(menu, category, { name: 'Misto quente' });
    const page = await list(menu, category.id, '?keyword=pão');
    expect(names(page)).toEqual(['Pão de queijo', 'PAO na chapa']);
    expect(page.meta.total).toBe(2);
    expect(names(await list(menu, category.id, '?keyword=lanch'))).toHaveLength(3);
  });

  it('searches the folded name column: accents and case on either side, part of a word, % and _ literal (issue 20)', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu, 'Bebidas');
    for (const name of ['Açaí na tigela', 'ACAI batido', 'Caipirinha de maracujá', 'Suco 100% natural', 'Pastel_de_vento', 'Água com gás']) {
      await addProduct(menu, category, { name });
    }
    const found = async (keyword: string) => names(await list(menu, category.id, `?keyword=${encodeURIComponent(keyword)}`));
    expect(await found('açaí')).toEqual(['Açaí na tigela', 'ACAI batido']);
    expect(await found('ACAÍ')).toEqual(['Açaí na tigela', 'ACAI batido']);
    expect(await found('acai')).toEqual(['Açaí na tigela', 'ACAI batido']);
    expect(await found('ujá')).toEqual(['Caipirinha de maracujá']);
    expect(await found('MARACUJA')).toEqual(['Caipirinha de maracujá']);
    expect(await found('agua com GAS')).toEqual(['Água com gás']);
    expect(await found('0%')).toEqual(['Suco 100% natural']);
    expect(await found('l_d')).toEqual(['Pastel_de_vento']);
    expect(await found('tel_')).toEqual(['Pastel_de_vento']);
    expect(await found('xícara')).toEqual([]);
    // The categories list counts the same matches.
    const categories = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories?keyword=A%C3%87A%C3%8D`);
    expect((categories.json() as { data: { name: string; products_count: number }[] }).data.map((c) => [c.name, c.products_count])).toEqual([['Bebidas', 2]]);
  });

  it('filters active and paused', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    await addProduct(menu, category, { name: 'On' });
    await addProduct(menu, category, { name: 'Off', active: false });
    expect(names(await list(menu, category.id, '?filter=active'))).toEqual(['On']);
    expect(names(await list(menu, category.id, '?filter=paused'))).toEqual(['Off']);
    expect(names(await list(menu, category.id, '?filter=all'))).toEqual(['On', 'Off']);
  });

  it('computes promotional_price from a running promotion; filter=promotion keeps only those', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    const running = await addProduct(menu, category, { name: 'Em promoção', amount: 3000 });
    const switchedOff = await addProduct(menu, category, { name: 'Promoção desligada' });
    const future = await addProduct(menu, category, { name: 'Promoção futura' });
    await addProduct(menu, category, { name: 'Sem promoção' });
    await promote(menu, running.id);
    await promote(menu, running.id, { type: 'fixed', discountValue: 500 }); // the lowest price wins
    await promote(menu, switchedOff.id, { active: false });
    await promote(menu, future.id, { startDate: '2099-01-01' });

    const all = await list(menu, category.id);
    expect(all.data.map((p) => [p.name, p.promotional_price, p.active_promotion])).toEqual([
      ['Em promoção', 2500, true],
      ['Promoção desligada', null, false],
      ['Promoção futura', null, false],
      ['Sem promoção', null, false],
    ]);
    const promoted = await list(menu, category.id, '?filter=promotion');
    expect(names(promoted)).toEqual(['Em promoção']);
    expect(promoted.meta).toMatchObject({ total: 1, last_page: 1 });
  });

  it('available_now is false outside the schedule and for a paused product; filter=unavailable keeps those', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    await addProduct(menu, category, { name: 'Sempre' });
    const later = await addProduct(menu, category, { name: 'Mais tarde' });
    await addProduct(menu, category, { name: 'Pausado', active: false });
    const dayOff = await addProduct(menu, category, { name: 'Folga' });
    // Offered every day, but only in a window that starts two hours from now.
    await t.app.db
      .update(productSchedules)
      .set({ openingTime: clockIn(2), closingTime: clockIn(3) })
      .where(eq(productSchedules.productId, later.id));
    await t.app.db.update(productSchedules).set({ isActive: false }).where(eq(productSchedules.productId, dayOff.id));

    const all = await list(menu, category.id);
    expect(all.data.map((p) => [p.name, p.available_now])).toEqual([
      ['Sempre', true],
      ['Mais tarde', false],
      ['Pausado', false],
      ['Folga', false],
    ]);
    const unavailable = await list(menu, category.id, '?filter=unavailable&per_page=2&page=2');
    expect(names(unavailable)).toEqual(['Folga']);
    expect(unavailable.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
  });

  it('answers 422 for a bad query, 404 for a category or business not ours, 403 without manage_menu, 401 without session', async () => {
    const menu = await createMenu(t.app);
    const category = await addCategory(menu);
    const base = `/businesses/${menu.business.id}/menu-categories/${category.id}/products`;
    const bad = await call(menu, 'GET', `${base}?filter=cheap&per_page=500&page=0`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['filter', 'page', 'per_page']);
    const other = await createMenu(t.app);
    const theirs = await addCategory(other, 'Deles');
    const foreignCategory = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories/${theirs.id}/products`);
    expect(foreignCategory.statusCode).toBe(404);
    expect((await call(menu, 'GET', `/businesses/${other.business.id}/menu-categories/${theirs.id}/products`)).statusCode).toBe(404);
    expect((await call(menu, 'GET', base, undefined, await waiterOf(menu))).statusCode).toBe(403);
    expect((await call(menu, 'GET', base, undefined, { headers: {} })).statusCode).toBe(401);
  });
});
