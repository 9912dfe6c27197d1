import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { addCategory, addProduct, call, createMenu, type Menu } from './menu-fixtures';

// Every menu route with a body answers a 4xx, never a 500, whatever a field holds: each field of a
// valid body (and of the first element of a list in it) is replaced, one at a time, by values a
// buggy client or a curious user could send.

const JUNK: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e20,
  99_999_999_999,
  '',
  ' ',
  'x'.repeat(20_000),
  '2026-02-30',
  '25:99',
  'nul\u0000byte',
  'lone \ud800 surrogate',
  '1e3',
  [],
  [99_999_999_999],
  ['x'],
  {},
  { id: 1 },
];

type Method = 'POST' | 'PUT' | 'PATCH';
type Route = { method: Method; url: string; body: Record<string, unknown> };

let t: TestApp;
let menu: Menu;
let routes: Route[];

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

/** The body with one field (path of keys, a number for a list's element) set to `value`. */
function withField(body: Record<string, unknown>, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Every field of the body, and of the first object in each of its lists. */
function fieldPaths(body: Record<string, unknown>): (string | number)[][] {
  return Object.entries(body).flatMap(([key, value]) => {
    const first: unknown = Array.isArray(value) ? value[0] : undefined;
    const nested = first && typeof first === 'object' ? Object.keys(first).map((inner) => [key, 0, inner]) : [];
    return [[key], ...nested];
  });
}

describe('menu routes with a bad value in the body', () => {
  it('the valid bodies are accepted, so every bad one below is bad for the reason tried', async () => {
    for (const route of routes) {
      const res = await call(menu, route.method, route.url, route.body);
      expect(res.statusCode, `${route.method} ${route.url} → ${res.body}`).toBeLessThan(300);
    }
  });

  it('never answers 500, for any field holding junk or for a body that is not an object', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const bodies: unknown[] = [[], 'texto', 42, null];
      for (const path of fieldPaths(route.body)) for (const junk of JUNK) bodies.push(withField(route.body, path, junk));
      for (const body of bodies) {
        const res = await menu.app.inject({
          method: route.method,
          url: `/api/v1${route.url}`,
          headers: { ...menu.user.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        // 429 would mean the body was never looked at.
        if (res.statusCode >= 500 || res.statusCode === 429) {
          failures.push(`${route.method} ${route.url} ${JSON.stringify(body).slice(0, 120)} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
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
