import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { addCategory, addProduct, call, createMenu, type Menu } from './menu-fixtures';

// Every menu route with an id in its path answers a 4xx, never a 500, for an id that is not a
// number or that no database row could have.

let t: TestApp;
let menu: Menu;
let ids: { category: number; product: number };
beforeAll(async () => {
  t = await createTestApp();
  menu = await createMenu(t.app);
  const category = await addCategory(menu);
  ids = { category: category.id, product: (await addProduct(menu, category)).id };
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
/** Each route with `{x}` where the bad id goes; the other ids are real ones of the caller. */
const routes: [Method, string][] = [
  ['PUT', '/menu/categories/{x}'],
  ['DELETE', '/menu/categories/{x}'],
  ['GET', '/businesses/{x}/menu-categories'],
  ['GET', '/businesses/{business}/menu-categories/{x}/products'],
  ['GET', '/products/{x}'],
  ['PUT', '/products/{x}'],
  ['DELETE', '/products/{x}'],
  ['POST', '/products/{x}/cover'],
  ['DELETE', '/products/{x}/cover'],
  ['PUT', '/products/{x}/duplicate'],
  ['GET', '/products/{x}/schedules'],
  ['PUT', '/schedules/{x}'],
  ['POST', '/products/{x}/quote'],
  ['GET', '/products/{x}/promotions'],
  ['POST', '/products/{x}/promotions'],
  ['PUT', '/products/{product}/promotions/{x}'],
  ['DELETE', '/products/{product}/promotions/{x}'],
  ['PATCH', '/products/{product}/promotions/{x}/toggle'],
  ['GET', '/products/{x}/variations'],
  ['POST', '/products/{x}/variations'],
  ['POST', '/products/{x}/variations/ranking'],
  ['POST', '/products/{x}/variations/copy'],
  ['PUT', '/products/{product}/variations/{x}'],
  ['DELETE', '/products/{product}/variations/{x}'],
  ['PUT', '/products/{product}/variations/{x}/available'],
  ['PUT', '/products/{product}/variations/{x}/items/1/toggle'],
];

describe('menu routes with a bad id in the path', () => {
  it.each(routes)('%s %s answers 4xx, never 500', async (method, route) => {
    for (const bad of ['abc', '-1', '1.5', '99999999999', '2147483647']) {
      const url = route
        .replace('{business}', String(menu.business.id))
        .replace('{product}', String(ids.product))
        .replace('{x}', bad);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const res = await call(menu, method, url, payload);
      expect([400, 404, 413, 422], `${method} ${url} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
  });
});
