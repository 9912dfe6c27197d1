import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures, type JunkRoute } from '../../test/junk-bodies';
import { addCategory, addProduct, call, createMenu, type Menu } from './menu-fixtures';

// Every menu route with a body answers a 4xx, never a 500, whatever a field holds (test/junk-bodies).

let t: TestApp;
let menu: Menu;
let routes: JunkRoute[];

beforeAll(async () => {
  // About a thousand requests: more than a minute's rate limit allows.
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  menu = await createMenu(t.app);
  const category = await addCategory(menu);
  const product = await addProduct(menu, category);
  const p = `/products/${product.id}`;
  const group = { name: 'Tamanho', is_required: true, min: 1, max: 1, items: [{ name: 'Grande', amount: 500, available: true }] };
  const promotion = { type: 'percentage', discount_value: 10, start_date: '2026-01-01', end_date: '2026-12-31', days_of_week: ['friday'] };

  const created = (await call(menu, 'POST', `${p}/variations`, group)).json() as { data: { id: number; items: { id: number }[] } };
  const promo = (await call(menu, 'POST', `${p}/promotions`, promotion)).json() as { data: { id: number } };
  const schedules = (await call(menu, 'GET', `${p}/schedules`)).json() as { data: { id: number }[] };
  const variation = created.data;

  routes = [
    { method: 'POST', url: '/menu/categories', body: { name: 'Bebidas', description: 'Geladas', active: true } },
    { method: 'PUT', url: `/menu/categories/${category.id}`, body: { name: 'Bebidas', description: null, active: false } },
    { method: 'POST', url: '/menu/categories/ranking', body: { ids: [category.id] } },
    {
      method: 'POST',
      url: '/products',
      body: { category_id: category.id, name: 'Açaí', description: 'no copo', amount: 1990, active: true, is_weight_based: true, min_weight: 0.2 },
    },
    { method: 'PUT', url: p, body: { category_id: category.id, name: 'Pizza', amount: 2590, is_weight_based: false, min_weight: null } },
    { method: 'POST', url: '/products/ranking', body: { category_id: category.id, ids: [product.id] } },
    { method: 'POST', url: '/products/import', body: { category_id: category.id, products: [{ name: 'Coxinha', description: 'frango', amount: 850 }] } },
    { method: 'PUT', url: `/schedules/${schedules.data[0]!.id}`, body: { is_active: true, opening_time: '18:00', closing_time: '23:30' } },
    { method: 'POST', url: `${p}/quote`, body: { qty: 2, weight: null, items: [{ item_id: variation.items[0]!.id, qty: 1 }] } },
    { method: 'POST', url: `${p}/promotions`, body: promotion },
    { method: 'PUT', url: `${p}/promotions/${promo.data.id}`, body: promotion },
    { method: 'POST', url: `${p}/variations`, body: group },
    { method: 'PUT', url: `${p}/variations/${variation.id}`, body: { ...group, items: [{ id: variation.items[0]!.id, name: 'Grande', amount: 600 }] } },
    { method: 'POST', url: `${p}/variations/ranking`, body: { ids: [variation.id] } },
    { method: 'POST', url: `${p}/variations/copy`, body: { source_variation_id: variation.id } },
    { method: 'PUT', url: `${p}/variations/${variation.id}/available`, body: { available: false } },
  ];
});
afterAll(async () => t.close());

describe('menu routes with a bad value in the body', () => {
  it('the valid bodies are accepted, so every bad one below is bad for the reason tried', async () => {
    for (const route of routes) {
      const res = await call(menu, route.method, route.url, route.body);
      expect(res.statusCode, `${route.method} ${route.url} → ${res.body}`).toBeLessThan(300);
    }
  });

  it('never answers 500, for any field holding junk or for a body that is not an object', async () => {
    const failures = await junkFailures(t.app, routes, menu.user.headers);
    expect(failures).toEqual([]);
  }, JUNK_SWEEP_TIMEOUT);
});

describe('a NUL character (which PostgreSQL text cannot hold)', () => {
  it('in a body field answers 422 on that field', async () => {
    const res = await call(menu, 'POST', '/menu/categories', { name: 'Bebi\u0000das' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['O campo nome é inválido'] });
  });

  it('in a search answers 422 on the keyword', async () => {
    const res = await call(menu, 'GET', `/businesses/${menu.business.id}/menu-categories?keyword=a%00b`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['keyword']);
  });
});
