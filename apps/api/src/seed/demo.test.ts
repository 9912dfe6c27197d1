import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { businesses, memberships, permissionGrants, roles, sessions, users } from '../db/schema/index';
import { verifyPassword } from '../lib/passwords';
import { hashToken, newOpaqueToken } from '../lib/tokens';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';
import { seedDemoData } from './demo';

describe('seedDemoData on an empty database', () => {
  let t: TestApp;
  let log: MockInstance<typeof console.log>;
  beforeAll(async () => {
    t = await createTestApp();
    log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    log.mockRestore();
    await t.close();
  });

  it('creates the admin, the pizzeria, its owner and its waiter, and says how to log in', async () => {
    expect(await seedDemoData(t.app)).toBe(true);
    const people = await t.app.db.select().from(users).orderBy(asc(users.id));
    expect(people.map((u) => [u.email, u.name, u.isAdmin])).toEqual([
      ['admin@comanda.dev', 'Admin Comanda', true],
      ['owner@comanda.dev', 'Marina Souza', false],
      ['waiter@comanda.dev', 'Rafael Lima', false],
    ]);
    const [business] = await t.app.db.select().from(businesses);
    expect(business).toMatchObject({ name: 'Pizzaria Bella Napoli', segment: 'pizzeria', city: 'São Paulo', state: 'SP', deliveryFee: 500 });
    for (const u of people) {
      expect(u.emailVerifiedAt).not.toBeNull();
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(u.passwordHash, 'comanda123')).toBe(true);
      expect(u.currentBusinessId).toBe(business!.id);
    }
    const members = await t.app.db
      .select({ email: users.email, role: roles.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .orderBy(asc(users.id));
    expect(members).toEqual([
      { email: 'owner@comanda.dev', role: 'owner' },
      { email: 'waiter@comanda.dev', role: 'waiter' },
    ]);
    const grants = await t.app.db.select({ name: permissionGrants.permission }).from(permissionGrants);
    expect(grants.map((g) => g.name).sort()).toEqual(['manage_orders', 'manage_pdv']);
    const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
    for (const text of ['/login', 'admin@comanda.dev', 'owner@comanda.dev', 'waiter@comanda.dev', 'comanda123']) expect(printed).toContain(text);
  });

  it('gives the owner the pizzeria and keeps the waiter out of its settings', async () => {
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@comanda.dev'));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/businesses', headers: await bearerFor(t, owner!.id) });
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual(['Pizzaria Bella Napoli']);
    const [waiter] = await t.app.db.select().from(users).where(eq(users.email, 'waiter@comanda.dev'));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/businesses/${owner!.currentBusinessId}`,
      headers: await bearerFor(t, waiter!.id),
      payload: { name: 'X' },
    });
    expect(put.statusCode).toBe(403);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemoData(t.app)).toBe(false);
    expect(await t.app.db.$count(users)).toBe(3);
    expect(await t.app.db.$count(businesses)).toBe(1);
  });
});

describe('seedDemoData on a database that has users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('leaves it alone', async () => {
    await createUser(t.app, { email: 'real@example.com' });
    expect(await seedDemoData(t.app)).toBe(false);
    expect(await t.app.db.$count(users)).toBe(1);
    expect(await t.app.db.$count(businesses)).toBe(0);
  });
});

async function bearerFor(t: TestApp, userId: number) {
  const token = newOpaqueToken();
  await t.app.db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
  return { authorization: `Bearer ${token}` };
}
