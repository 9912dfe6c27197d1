import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Business } from '@comanda/domain/business/business-schemas';
import { auditLog, menuCategories, users } from '../../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

// Issue 13 (8): the business a platform admin acts in is chosen, shown and left explicitly
// (docs/decisions/0019); everyone reads their current business from GET /businesses/current.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers });

const enter = (id: number | string, headers?: Record<string, string>) => call('POST', `/businesses/${id}/enter`, headers);
const leave = (headers?: Record<string, string>) => call('POST', '/businesses/current/leave', headers);
const current = async (user: TestUser) => (await call('GET', '/businesses/current', user.headers)).json<{ data: Business | null }>().data;

async function currentBusinessIdOf(user: { id: number }) {
  const [row] = await t.app.db.select({ id: users.currentBusinessId }).from(users).where(eq(users.id, user.id));
  return row?.id ?? null;
}

async function auditOf(businessId: number, actor: TestUser) {
  const rows = await t.app.db
    .select({ action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.businessId, businessId), eq(auditLog.actorUserId, actor.id)));
  return rows;
}

/** Creating a category acts on the caller's current business: where it lands shows where they act. */
async function createCategoryAs(user: TestUser) {
  return t.app.inject({ method: 'POST', url: '/api/v1/menu/categories', headers: user.headers, payload: { name: 'Entradas' } });
}

describe('POST /businesses/{id}/enter', () => {
  it('makes any business the platform admin’s current one, audited, and the admin then acts in it', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const business = await createBusinessFor(t.app, await createUser(t.app), { name: 'Pizzaria Bella Napoli' });
    expect(await current(admin)).toBeNull();

    const res = await enter(business.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: business.id, name: 'Pizzaria Bella Napoli', can_access: true });
    expect(await currentBusinessIdOf(admin)).toBe(business.id);
    expect(await current(admin)).toMatchObject({ id: business.id, name: 'Pizzaria Bella Napoli', can_access: true });
    expect(await auditOf(business.id, admin)).toEqual([{ action: 'business.admin_enter', entity: 'business', entityId: String(business.id) }]);

    const created = await createCategoryAs(admin);
    expect(created.statusCode).toBe(201);
    const [category] = await t.app.db.select().from(menuCategories).where(eq(menuCategories.id, created.json().data.id));
    expect(category?.businessId).toBe(business.id);
  });

  it('answers 401 without a session', async () => {
    const business = await createBusinessFor(t.app, await createUser(t.app));
    expect((await enter(business.id)).statusCode).toBe(401);
  });

  it('answers 403 to a user who is not a platform admin, and leaves their current business alone', async () => {
    const owner = await createUser(t.app);
    const own = await createBusinessFor(t.app, owner);
    const other = await createBusinessFor(t.app, await createUser(t.app));
    const res = await enter(other.id, owner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem permissão para fazer isso.');
    expect(await currentBusinessIdOf(owner)).toBe(own.id);
    expect(await auditOf(other.id, owner)).toEqual([]);
  });

  it('answers 404 for a business that does not exist, and 422 for an id that is not one', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const missing = await enter(999_999, admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Negócio não encontrado.');
    expect(await currentBusinessIdOf(admin)).toBeNull();
    expect((await enter('abc', admin.headers)).statusCode).toBe(422);
  });

  it('lets the admin into a blocked business (decision 0006), which its owner cannot use', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await blockBusiness(t.app, business);
    const admin = await createUser(t.app, { isAdmin: true });

    expect((await enter(business.id, admin.headers)).statusCode).toBe(200);
    expect(await current(admin)).toMatchObject({ id: business.id, can_access: false });
    expect((await createCategoryAs(admin)).statusCode).toBe(201);

    // The owner still sees which business it is (the web says it is blocked), and cannot act in it.
    expect(await current(owner)).toMatchObject({ id: business.id, can_access: false });
    const refused = await createCategoryAs(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('business_blocked');
  });
});

describe('POST /businesses/current/leave', () => {
  it('clears the admin’s current business, audited; business routes then ask them to choose one', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const business = await createBusinessFor(t.app, await createUser(t.app));
    await enter(business.id, admin.headers);

    const res = await leave(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(await currentBusinessIdOf(admin)).toBeNull();
    expect(await current(admin)).toBeNull();
    expect((await auditOf(business.id, admin)).map((a) => a.action)).toEqual(['business.admin_enter', 'business.admin_leave']);

    const refused = await createCategoryAs(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Escolha um restaurante em Restaurantes para continuar.');

    // Leaving again changes nothing and writes nothing.
    expect((await leave(admin.headers)).statusCode).toBe(200);
    expect(await auditOf(business.id, admin)).toHaveLength(2);
  });

  it('answers 401 without a session and 403 to a user who is not a platform admin', async () => {
    expect((await leave()).statusCode).toBe(401);
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    expect((await leave(owner.headers)).statusCode).toBe(403);
    expect(await currentBusinessIdOf(owner)).toBe(business.id);
  });
});

describe('GET /businesses/current', () => {
  it('answers the member’s business, none without one, and none for a membership that ended', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner, { name: 'Cantina da Nonna' });
    expect(await current(owner)).toMatchObject({ id: business.id, name: 'Cantina da Nonna' });

    expect(await current(await createUser(t.app))).toBeNull();

    const former = await createUser(t.app);
    await addEmployee(t.app, business, former, { isActive: false });
    expect(await current(former)).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/businesses/current')).statusCode).toBe(401);
  });
});
