import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@comanda/domain/permissions/permission-rules';
import { permissionGrants, sessions } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { addEmployee, blockBusiness, createBusinessFor, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';
import { requireBusiness, type RequireBusinessOptions } from './tenancy';
import { whoIsAsking } from './who-is-asking';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** requireBusiness as a route would call it, for the user with this id (read as the auth plugin reads it). */
async function asUser(userId: number, options?: RequireBusinessOptions, lang: 'pt' | 'en' = 'pt') {
  const [session] = await t.app.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId)).limit(1);
  const identity = await whoIsAsking(t.app.db, session!.tokenHash, new Date());
  const request = { auth: { ...identity!, via: 'bearer' }, server: t.app, lang } as unknown as FastifyRequest;
  return requireBusiness(request, options);
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected requireBusiness to refuse');
}

describe('requireBusiness', () => {
  it("uses the user's current business when no id is given", async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const access = await asUser(owner.id, { permission: 'manage_menu' });
    expect(access.business.id).toBe(business.id);
    expect(access.isOwner).toBe(true);
    expect(access.role).toBe('owner');
  });

  it('refuses with 403 no_business when the user has no business yet', async () => {
    const user = await createUser(t.app);
    expect(await failure(asUser(user.id))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Você ainda não tem um negócio. Configure o seu para continuar.',
    });
    expect((await failure(asUser(user.id, {}, 'en'))).message).toBe('You do not have a business yet. Set yours up to continue.');
  });

  it('gives owners every permission', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const access = await asUser(owner.id, { businessId: business.id, permission: 'manage_settings' });
    for (const name of PERMISSIONS) expect(await access.can(name)).toBe(true);
  });

  it('gives staff only the permissions granted for that business', async () => {
    const owner = await createUser(t.app);
    const waiter = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const elsewhere = await createBusinessFor(t.app, owner);
    await addEmployee(t.app, elsewhere, waiter, { permissions: ['manage_menu'] });
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });

    const access = await asUser(waiter.id, { businessId: business.id, permission: 'manage_orders' });
    expect(access.isOwner).toBe(false);
    expect(access.role).toBe('waiter');
    expect(await access.can('manage_menu')).toBe(false); // granted in another business only
    expect(await failure(asUser(waiter.id, { businessId: business.id, permission: 'manage_menu' }))).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Você não tem permissão para fazer isso.',
    });
  });

  it('ignores a grant row with granted=false', async () => {
    const owner = await createUser(t.app);
    const waiter = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await addEmployee(t.app, business, waiter, { permissions: ['use_pdv'] });
    await t.app.db.update(permissionGrants).set({ granted: false }).where(eq(permissionGrants.userId, waiter.id));
    expect((await failure(asUser(waiter.id, { businessId: business.id, permission: 'use_pdv' }))).status).toBe(403);
  });

  it('answers 404 to a non-member, an inactive member and a missing business alike', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const former = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await addEmployee(t.app, business, former, { permissions: ['manage_menu'], isActive: false });
    const notFound = { status: 404, code: 'not_found', message: 'Não encontrado.' };
    expect(await failure(asUser(stranger.id, { businessId: business.id }))).toEqual(notFound);
    expect(await failure(asUser(former.id))).toEqual(notFound); // current business, membership inactive
    expect(await failure(asUser(stranger.id, { businessId: 987654 }))).toEqual(notFound);
  });

  it('answers a non-member 404 even when the business is blocked (no hint that it exists)', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await blockBusiness(t.app, business);
    expect((await failure(asUser(stranger.id, { businessId: business.id }))).status).toBe(404);
    expect(await failure(asUser(owner.id, { businessId: business.id }))).toMatchObject({ status: 403, code: 'business_blocked' });
  });

  it('lets a platform admin into any business, blocked or not, with every permission', async () => {
    const owner = await createUser(t.app);
    const admin = await createUser(t.app, { isAdmin: true });
    const business = await createBusinessFor(t.app, owner);
    await blockBusiness(t.app, business);
    const access = await asUser(admin.id, { businessId: business.id, permission: 'manage_settings' });
    expect(access.isAdmin).toBe(true);
    expect(access.membership).toBeNull();
    expect(await access.can('manage_menu')).toBe(true);
    expect((await failure(asUser(admin.id, { businessId: 987654 }))).status).toBe(404);
  });
});
