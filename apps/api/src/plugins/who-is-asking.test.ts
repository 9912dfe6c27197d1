import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { memberships, permissionGrants } from '../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';
import { IDENTITY_CHANNEL } from './identity-cache';

// Issue 20 (2): who is asking — session, user, current business, membership, grants — is one
// statement per request at most (none while the process remembers it, identity-cache.ts), and a
// change to any of them counts from the very next request.

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  // The event relay's polling (plugins/events.ts) runs beside the requests; only the requests' statements count.
  t = await createTestApp({ IDENTITY_CACHE_TTL_MS: '10000' }, { onQuery: (query) => void (query.includes('domain_events') || statements.push(query)) });
});
afterAll(async () => t.close());

const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });

/**
 * Waits until this process has heard every change notice sent so far: PostgreSQL delivers them a
 * moment after the commit, in order, so hearing a fresh one means hearing all before it.
 */
async function settled() {
  const nonce = randomUUID();
  await t.app.db.execute(sql`select pg_notify(${IDENTITY_CHANNEL}, ${nonce})`);
  await expect.poll(() => t.app.identityCache!.lastNotice, { timeout: 2000, interval: 2 }).toBe(nonce);
}

/** The statements a request sent, and among them those that read who is asking; the cache starts empty. */
async function traced(url: string, user: TestUser, { warm = false } = {}) {
  if (!warm) await settled();
  statements = [];
  const res = await get(url, user);
  const identity = statements.filter((q) => /"(sessions|memberships|permission_grants|roles)"/.test(q));
  return { res, all: statements.length, identity: identity.length };
}

async function waiterWithMenu() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner, { name: 'Bar do Zé' });
  const waiter = await createUser(t.app);
  await addEmployee(t.app, business, waiter, { permissions: ['manage_menu'] });
  return { owner, business, waiter };
}

describe('who is asking, in one statement', () => {
  it('answers GET /me and GET /session with one statement, memberships and grants included', async () => {
    const { business, waiter } = await waiterWithMenu();
    for (const url of ['/me', '/session']) {
      const { res, all } = await traced(url, waiter);
      expect(res.statusCode).toBe(200);
      expect(all).toBe(1);
      expect(res.json().data).toMatchObject({
        current_business_id: business.id,
        businesses: [{ business_id: business.id, business_name: 'Bar do Zé', role: 'waiter' }],
        permissions: [{ name: 'manage_menu', granted: true, business_id: business.id }],
        is_owner: false,
      });
    }
  });

  it('answers GET /businesses/current with one statement', async () => {
    const { business, owner } = await waiterWithMenu();
    const { res, all } = await traced('/businesses/current', owner);
    expect(res.json().data).toMatchObject({ id: business.id, name: 'Bar do Zé' });
    expect(all).toBe(1);
  });

  it('decides a permission in the current business without another identity statement', async () => {
    const { business, waiter } = await waiterWithMenu();
    const { res, identity } = await traced(`/businesses/${business.id}/menu-categories`, waiter);
    expect(res.statusCode).toBe(200);
    expect(identity).toBe(1);
  });

  it('still reads a business other than the current one (the path names it)', async () => {
    const { waiter } = await waiterWithMenu();
    const other = await createBusinessFor(t.app, await createUser(t.app));
    await addEmployee(t.app, other, waiter, { permissions: ['manage_menu'] }); // now current: `other`
    const { business: first } = await waiterWithMenu();
    await addEmployee(t.app, first, waiter, { permissions: ['manage_menu'] }); // now current: `first`
    expect((await get(`/businesses/${other.id}/menu-categories`, waiter)).statusCode).toBe(200);
  });
});

describe('a change counts from the next request', () => {
  it('a revoked grant: 403 on the next request', async () => {
    const { business, waiter } = await waiterWithMenu();
    expect((await get(`/businesses/${business.id}/menu-categories`, waiter)).statusCode).toBe(200);
    await t.app.db
      .update(permissionGrants)
      .set({ granted: false })
      .where(and(eq(permissionGrants.userId, waiter.id), eq(permissionGrants.businessId, business.id)));
    await settled(); // a change made outside the API counts once its notice arrives (PostgreSQL: a moment after)
    expect((await get(`/businesses/${business.id}/menu-categories`, waiter)).statusCode).toBe(403);
    expect((await get('/me', waiter)).json().data.permissions).toEqual([{ name: 'manage_menu', granted: false, business_id: business.id }]);
  });

  it('a deactivated member: 404 on the next request, and the business gone from GET /me', async () => {
    const { business, waiter } = await waiterWithMenu();
    await t.app.db.update(memberships).set({ isActive: false }).where(eq(memberships.userId, waiter.id));
    await settled();
    expect((await get(`/businesses/${business.id}/menu-categories`, waiter)).statusCode).toBe(404);
    expect((await get('/businesses/current', waiter)).json().data).toBeNull();
    expect((await get('/me', waiter)).json().data.businesses).toEqual([]);
  });

  it('a blocked business: 403 business_blocked on the next request', async () => {
    const { business, owner } = await waiterWithMenu();
    await blockBusiness(t.app, business);
    const res = await get(`/businesses/${business.id}/menu-categories`, owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('business_blocked');
  });

  it('a logout: 401 on the next request', async () => {
    const { owner } = await waiterWithMenu();
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: owner.headers });
    expect(out.statusCode).toBeLessThan(300);
    expect((await get('/me', owner)).statusCode).toBe(401);
  });
});

describe('the identity cache', () => {
  it('answers a repeated request with no statement at all, and reads again after a change', async () => {
    const { waiter } = await waiterWithMenu();
    expect((await traced('/me', waiter)).all).toBe(1);
    const warm = await traced('/me', waiter, { warm: true });
    expect(warm.res.statusCode).toBe(200);
    expect(warm.all).toBe(0);

    const renamed = await t.app.inject({ method: 'PUT', url: '/api/v1/me', headers: waiter.headers, payload: { name: 'Zé Garçom' } });
    expect(renamed.statusCode).toBe(200);
    const after = await traced('/me', waiter, { warm: true });
    expect(after.all).toBe(1);
    expect(after.res.json().data.full_name).toBe('Zé Garçom');
  });

  it('keeps what it knows across writes that touch no identity table', async () => {
    const { business, owner } = await waiterWithMenu();
    await traced('/me', owner);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/menu/categories', headers: owner.headers, payload: { name: 'Bebidas' } });
    expect(created.statusCode).toBe(201);
    const after = await traced(`/businesses/${business.id}/menu-categories`, owner, { warm: true });
    expect(after.res.statusCode).toBe(200);
    expect(after.identity).toBe(0);
  });

  it('forgets in every process on the database: a logout in one is a 401 in the other', async () => {
    const { owner } = await waiterWithMenu();
    const other = await t.sibling({ IDENTITY_CACHE_TTL_MS: '10000' });
    expect((await other.inject({ method: 'GET', url: '/api/v1/me', headers: owner.headers })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: '/api/v1/me', headers: owner.headers })).statusCode).toBe(200); // now remembered
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: owner.headers })).statusCode).toBeLessThan(300);
    // PGlite notifies before the COMMIT answers; PostgreSQL a moment later, on the listening connection.
    await expect.poll(async () => (await other.inject({ method: 'GET', url: '/api/v1/me', headers: owner.headers })).statusCode, { timeout: 2000, interval: 5 }).toBe(401);
  });

  it('is off with IDENTITY_CACHE_TTL_MS=0: every request reads', async () => {
    const { waiter } = await waiterWithMenu();
    const uncached = await t.sibling({ IDENTITY_CACHE_TTL_MS: '0' });
    expect(uncached.identityCache).toBeNull();
    await uncached.inject({ method: 'GET', url: '/api/v1/me', headers: waiter.headers }); // a new pool's first connection reads the types
    for (let i = 0; i < 2; i++) {
      statements = [];
      expect((await uncached.inject({ method: 'GET', url: '/api/v1/me', headers: waiter.headers })).statusCode).toBe(200);
      // Only the identity read counts: the sibling's own background loops (jobs, sweeps) may query meanwhile.
      expect(statements.filter((q) => /"(sessions|memberships|permission_grants|roles)"/.test(q))).toHaveLength(1);
    }
  });
});
