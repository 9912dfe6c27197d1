import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@comanda/domain/permissions/permission-rules';
import { createTestApp, type TestApp } from '../test/helper';
import type { RouteAccess } from './route-access';

// Issue 12: access is declared on every route and decided by one hook (docs/decisions/0016).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const accessOfRoute = (config: unknown) => (config as { access?: RouteAccess } | undefined)?.access;

describe('declared access', () => {
  it('every API route declares its access; every business route names a permission', () => {
    const routes = t.app.apiRouteTable;
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((r) => !accessOfRoute(r.config)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const known = new Set<string>([...PERMISSIONS, 'any_member']);
    const bad = routes.filter((r) => {
      const access = accessOfRoute(r.config);
      if (access?.kind !== 'business') return false;
      const names = typeof access.permission === 'string' ? [access.permission] : access.permission;
      return names.length === 0 || names.some((name) => !known.has(name));
    });
    expect(bad.map((r) => r.url)).toEqual([]);
  });

  it("public routes are exactly the sign-in, sign-up and link routes, the session probe, the customers' sign-up link and the storefront", () => {
    const publicRoutes = t.app.apiRouteTable
      .filter((r) => accessOfRoute(r.config)?.kind === 'public')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        // The public sign-up link of a business's customers (issue 18): rate-limited, with a bot check.
        'GET /api/v1/customers/:token/sign-up',
        'POST /api/v1/customers/:token',
        'POST /api/v1/customers/:token/confirm',
        'GET /api/v1/dev/outbox',
        // The public menu where customers order (issue 33): by a business's slug or token, an order by its uuid.
        'GET /api/v1/storefront/:ref',
        'POST /api/v1/storefront/:ref/orders',
        'GET /api/v1/storefront/orders/:uuid',
        // The static Pix code of that order, for its tracking page (issue 34).
        'GET /api/v1/storefront/orders/:uuid/pix',
        // Its checkout's helpers, each rate-limited per IP: the quote, the CEP, loyalty by one-time code.
        'POST /api/v1/storefront/:ref/quote',
        'GET /api/v1/storefront/:ref/cep/:zipcode',
        'POST /api/v1/storefront/:ref/loyalty/code',
        'POST /api/v1/storefront/:ref/loyalty/verify',
        // The hosted checkout of an order paid online (issue 34), by the order's unguessable uuid.
        'POST /api/v1/storefront/orders/:uuid/checkout',
        'GET /api/v1/session',
        'POST /api/v1/forgot-password',
        'POST /api/v1/login',
        'POST /api/v1/login/:provider',
        'POST /api/v1/register',
        'POST /api/v1/reset-email',
        'POST /api/v1/reset-password',
        'POST /api/v1/verify-email',
        // The "não quero mais receber" link of a campaign e-mail (issue 35, LGPD), by its random token, rate-limited per IP.
        'GET /api/v1/unsubscribe/:token',
        'POST /api/v1/unsubscribe/:token',
      ].sort(),
    );
  });

  it("provider routes (webhooks, decision 0041) are exactly the webhook inbox's, each with its own rate limit", () => {
    const providerRoutes = t.app.apiRouteTable.filter((r) => accessOfRoute(r.config)?.kind === 'provider');
    // …and Meta's verification GET of a restaurant's WhatsApp Cloud API webhook URL (issue 35).
    expect(providerRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /api/v1/webhooks/whatsapp-cloud', 'POST /api/v1/webhooks/:provider']);
    expect(providerRoutes.every((r) => (r.config as { rateLimit?: unknown }).rateLimit)).toBe(true);
  });

  it('a route under /api/v1 that declares nothing answers 500 instead of running unguarded', async () => {
    // A route registered the way a new module that forgot its access would be.
    const other = await createTestApp({}, { beforeReady: (app) => app.get('/api/v1/forgotten', async () => ({ secret: true })) });
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/forgotten' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    await other.close();
  });

  it('answers 401 before looking at the body, for every route that needs a session', async () => {
    const wrong: string[] = [];
    // Provider routes read no session; their signature answers 401 instead (webhooks.routes.test.ts).
    const sessionRoutes = t.app.apiRouteTable.filter((r) => !['public', 'provider'].includes(accessOfRoute(r.config)?.kind ?? ''));
    for (const route of sessionRoutes) {
      const res = await t.app.inject({ method: route.method as 'POST', url: route.url.replace(/:\w+/g, '1'), payload: route.method === 'GET' ? undefined : { junk: [1] } });
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
