import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helper';
import { createBusinessFor, createUser, type TestUser } from './test/factories';
import { addCategory, addProduct } from './modules/menu/menu-fixtures';
import { jsonDepthExceeds, MAX_JSON_DEPTH, wellFormed } from './plugins/json-body';
import { nulByteIssues } from './plugins/validation';

// Issue 11: bodies an attacker sends to every route, driven by the app's own route table so that a
// route added later is covered without touching this file.

let t: TestApp;
let owner: TestUser;
let ids: Record<string, number>;
let deviceHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // A platform admin as well, so that the admin-only routes reach their body too.
  owner = await createUser(t.app, { isAdmin: true });
  const business = await createBusinessFor(t.app, owner);
  const menu = { app: t.app, user: owner, business };
  const category = await addCategory(menu);
  const product = await addProduct(menu, category);
  ids = { businesses: business.id, categories: category.id, products: product.id };
  // The print agent's routes take a device token, not a session.
  const device = await t.app.inject({ method: 'POST', url: `/api/v1/businesses/${business.id}/print-devices`, headers: owner.headers, payload: { name: 'PC' } });
  deviceHeaders = { authorization: `Device ${(device.json() as { data: { token: string } }).data.token}` };
});

/** Who calls a route: the print agent's device for its routes, the owner for every other. */
const callerOf = (url: string) => (url.startsWith('/api/v1/print-agent/') ? deviceHeaders : owner.headers);
afterAll(async () => t.close());

/** Path parameters that are names, not ids, by the segment before them: a webhook's provider must be known to reach its body. */
const names: Record<string, string> = { webhooks: 'mercado-pago' };

/** The route's URL with each `:param` replaced by a real id of the owner's (by the segment before it). */
function realUrl(url: string): string {
  const parts = url.split('/');
  return parts.map((part, i) => (part.startsWith(':') ? (names[parts[i - 1] ?? ''] ?? String(ids[parts[i - 1] ?? ''] ?? 1)) : part)).join('/');
}

const withBody = () => t.app.apiRouteTable.filter((r) => r.method !== 'GET');

describe('a JSON body nested 20,000 levels deep', () => {
  const deepArray = '['.repeat(20_000) + ']'.repeat(20_000);
  const deepObject = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);

  it('answers 400 with a clear message on every route that takes a body, public ones included', async () => {
    const routes = withBody();
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const payload of [deepArray, deepObject]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: realUrl(route.url),
          headers: { ...callerOf(route.url), 'content-type': 'application/json' },
          payload,
        });
        if (res.statusCode !== 400) wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        else expect(res.json()).toEqual({ message: `O corpo da requisição tem mais de ${MAX_JSON_DEPTH} níveis de aninhamento.` });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses in the caller language and still accepts a normal body afterwards', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: deepArray,
    });
    expect(res.json()).toEqual({ message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.` });
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'ninguem@example.com', password: 'x' } });
    expect(ok.statusCode).toBe(422);
  });

  it('counts nesting outside strings only', () => {
    expect(jsonDepthExceeds(JSON.stringify({ name: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' }), 3)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ name: 'a\\"[[[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
  });

  it('walks a deep value for NUL characters without recursion', () => {
    let deep: unknown = 'nul\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    const issues = nulByteIssues(deep);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toHaveLength(50_000);
  });
});

describe('a lone surrogate in a JSON string', () => {
  it('answers 400 on every route that takes a body (no column could store it), never 500', async () => {
    const wrong: string[] = [];
    for (const route of withBody()) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: realUrl(route.url),
        headers: { ...callerOf(route.url), 'content-type': 'application/json' },
        payload: '{"name":"lone \\ud800 surrogate","\\udc00":1}',
      });
      if (res.statusCode !== 400) wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      else expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
    }
    expect(wrong).toEqual([]);
  });

  it('keeps pairs (an emoji) and refuses a lone half, in a value or a key', () => {
    expect(wellFormed(JSON.parse('{"name":"Pizza \\ud83c\\udf55","items":["a"]}'))).toBe(true);
    expect(wellFormed(JSON.parse('{"name":["\\ud83c"]}'))).toBe(false);
    expect(wellFormed(JSON.parse('{"\\udf55":1}'))).toBe(false);
  });
});

describe('a multipart request without a boundary', () => {
  it('answers 400 on every upload route', async () => {
    const uploads = t.app.apiRouteTable.filter((r) => r.upload);
    expect(uploads.map((r) => r.url).sort()).toEqual(
      ['/api/v1/businesses/:id/logo', '/api/v1/me/avatar', '/api/v1/products', '/api/v1/products/:id/cover', '/api/v1/products/ocr/process', '/api/v1/whatsapp/media'].sort(),
    );
    const wrong: string[] = [];
    for (const route of uploads) {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: realUrl(route.url),
          headers: { ...callerOf(route.url), 'content-type': contentType },
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        });
        if (res.statusCode !== 400) wrong.push(`${route.url} (${contentType}) → ${res.statusCode} ${res.body.slice(0, 80)}`);
        else expect(res.json()).toEqual({ message: 'O envio do arquivo está malformado. Tente enviar de novo.' });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 for a form cut short', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/avatar',
      headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
    });
    expect(res.statusCode).toBe(400);
  });
});
