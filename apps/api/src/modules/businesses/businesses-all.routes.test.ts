import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Business } from '@comanda/domain/business/business-schemas';
import { createBusinessFor, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v1/businesses/all', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser(t.app, { isAdmin: true });
    const owner = await createUser(t.app);
    for (const name of ['Açaí Tropical', 'Bar do Léo', 'Burger Zone']) await createBusinessFor(t.app, owner, { name });
    await createBusinessFor(t.app, owner, { name: 'Casa do Norte', city: 'Recife', state: 'PE' });
  });

  it('lists every business, paginated, for a platform admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/all?per_page=2&page=1', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Business[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }>();
    expect(body.data).toHaveLength(2);
    expect(body.meta.current_page).toBe(1);
    expect(body.meta.per_page).toBe(2);
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 2));
  });

  it('searches by name, case-insensitively, with % taken literally', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/all?search=bar%20do', headers: admin.headers });
    expect(res.json().data.map((b: Business) => b.name)).toEqual(['Bar do Léo']);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 20, total: 1, last_page: 1 });
    const literal = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/all?search=%25', headers: admin.headers });
    expect(literal.json().meta.total).toBe(0);
  });

  it('finds a business by its city or its state, as the search box promises (issue 13)', async () => {
    const byCity = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/all?search=recife', headers: admin.headers });
    expect(byCity.json().data.map((b: Business) => b.name)).toEqual(['Casa do Norte']);
    const byState = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/all?search=pe', headers: admin.headers });
    expect(byState.json().data.map((b: Business) => b.name)).toContain('Casa do Norte');
  });

  it('answers 422 on a bad page number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/all?page=0', headers: admin.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.page).toBeDefined();
  });

  it('answers 403 to a user who is not a platform admin, even a business owner', async () => {
    const owner = await createUser(t.app);
    await createBusinessFor(t.app, owner);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/all', headers: owner.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem permissão para fazer isso.');
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/all' });
    expect(res.statusCode).toBe(401);
  });
});
