import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memberships, permissionGrants } from '../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';

// Issue 20 (2): who is asking — session, user, current business, membership, grants — is one
// statement per request, and a change to any of them counts from the very next request.

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => void statements.push(query) });
});
afterAll(async () => t.close());

const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });

/** The statements a request sent, and among them those that read who is asking. */
async function traced(url: string, user: TestUser) {
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
    expect((await get(`/businesses/${business.id}/menu-categories`, waiter)).statusCode).toBe(403);
    expect((await get('/me', waiter)).json().data.permissions).toEqual([{ name: 'manage_menu', granted: false, business_id: business.id }]);
  });

  it('a deactivated member: 404 on the next request, and the business gone from GET /me', async () => {
    const { business, waiter } = await waiterWithMenu();
    await t.app.db.update(memberships).set({ isActive: false }).where(eq(memberships.userId, waiter.id));
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
