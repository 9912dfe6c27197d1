import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { asc, eq, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import {
  businesses,
  coupons,
  loyaltyMovements,
  orders,
  memberships,
  menuCategories,
  permissionGrants,
  productPromotions,
  productSchedules,
  productVariations,
  products,
  roles,
  sessions,
  users,
  variationItems,
} from '../db/schema/index';
import { verifyPassword } from '../lib/passwords';
import { hashToken, newOpaqueToken } from '../lib/tokens';
import { createUser, validProfileBody } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';
import { storedBytes } from '../test/storage';
import { seedDemoData } from './demo';
import { seedDemoMenu } from './demo-menu';
import { inTransaction } from '../lib/unit-of-work';
import { addDays, businessDate } from '@comanda/domain/time/business-time';

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

  it('creates the admin, the pizzeria, its owner, its waiter and its cashier, and says how to log in', async () => {
    expect(await seedDemoData(t.app)).toBe(true);
    const people = await t.app.db.select().from(users).orderBy(asc(users.id));
    expect(people.map((u) => [u.email, u.name, u.isAdmin])).toEqual([
      ['admin@comanda.dev', 'Admin Comanda', true],
      ['owner@comanda.dev', 'Marina Souza', false],
      ['waiter@comanda.dev', 'Rafael Lima', false],
      [null, 'Beatriz Costa', false],
    ]);
    // The cashier has no e-mail: her WhatsApp is how she signs in (decision 0036).
    expect(people[3]).toMatchObject({ whatsapp: '+5511955550101' });
    expect(people[3]!.whatsappVerifiedAt).not.toBeNull();
    const [business] = await t.app.db.select().from(businesses);
    expect(business).toMatchObject({ name: 'Pizzaria Bella Napoli', segment: 'pizzeria', city: 'São Paulo', state: 'SP', deliveryFee: 500 });
    // Opening hours, so the home page says whether it is open (closed on Mondays).
    expect(business?.openingHours.week.monday).toEqual([]);
    expect(business?.openingHours.week.saturday).toEqual([{ opening_time: '18:00', closing_time: '01:00' }]);
    for (const u of people) {
      if (u.email !== null) expect(u.emailVerifiedAt).not.toBeNull();
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(u.passwordHash, 'comanda123')).toBe(true);
    }
    // Owner and waiter work in the pizzeria; the platform admin enters a business when they choose one.
    expect(people.map((u) => u.currentBusinessId)).toEqual([null, business!.id, business!.id, business!.id]);
    const members = await t.app.db
      .select({ email: users.email, role: roles.name })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .orderBy(asc(users.id));
    expect(members).toEqual([
      { email: 'owner@comanda.dev', role: 'owner' },
      { email: 'waiter@comanda.dev', role: 'waiter' },
      { email: null, role: 'user' },
    ]);
    const grants = await t.app.db.select({ user: permissionGrants.userId, name: permissionGrants.permission }).from(permissionGrants);
    expect(grants.filter((g) => g.user === people[2]!.id).map((g) => g.name).sort()).toEqual(['manage_orders', 'use_pdv']);
    expect(grants.filter((g) => g.user === people[3]!.id).map((g) => g.name).sort()).toEqual(['give_discounts', 'manage_customers', 'manage_orders', 'use_pdv']);
    const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
    for (const text of ['/login', 'admin@comanda.dev', 'owner@comanda.dev', 'waiter@comanda.dev', '(11) 95555-0101', 'comanda123']) expect(printed).toContain(text);
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
      payload: validProfileBody({ name: 'X' }),
    });
    expect(put.statusCode).toBe(403);
  });

  it('gives the pizzeria a menu: categories in order, products with covers and schedules', async () => {
    const [business] = await t.app.db.select().from(businesses);
    const categories = await t.app.db.select().from(menuCategories).orderBy(asc(menuCategories.ranking));
    expect(categories.map((c) => c.name)).toEqual(['Pizzas salgadas', 'Pizzas doces', 'Lanches', 'Açaí', 'Bebidas', 'Especiais']);
    expect(categories.every((c) => c.businessId === business!.id && c.active)).toBe(true);
    const all = await t.app.db.select().from(products).orderBy(asc(products.categoryId), asc(products.ranking));
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((p) => p.categoryId))).toEqual(new Set(categories.map((c) => c.id)));
    for (const product of all) {
      expect(product.businessId).toBe(business!.id);
      expect(product.coverPath).toMatch(/^covers\/[0-9a-f]{32}\.webp$/);
      const meta = await sharp((await storedBytes(t.app, `/uploads/${product.coverPath!}`))!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 640, height: 640 });
      expect(await t.app.db.$count(productSchedules, eq(productSchedules.productId, product.id))).toBe(7);
    }
    expect(all.filter((p) => !p.active).map((p) => p.name)).toEqual(['Cerveja long neck']);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${all[0]!.coverPath}` });
    expect(served.statusCode).toBe(200);
  });

  it('shows a restaurant in motion: a month of orders, two open tables, orders in progress, loyalty earned, a coupon (issue 30)', async () => {
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@comanda.dev'));
    const headers = await bearerFor(t, owner!.id);
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const businessId = owner!.currentBusinessId!;
    // The dashboard's month has figures, whatever day of the month the seed ran on (the last 30 days).
    const stats = (await get(`/businesses/${businessId}/stats?from=${isoDay(-30)}&to=${isoDay(0)}`)).data;
    expect(stats.orders_count).toBeGreaterThan(100);
    expect(stats.revenue_generated).toBeGreaterThan(100_000);
    expect(stats.series.top_products.length).toBeGreaterThan(3);
    expect((await get(`/businesses/${businessId}/orders?status=canceled`)).meta.total).toBeGreaterThan(0);
    // Two tables with their bill open; three more orders in progress today.
    const tables = (await get(`/businesses/${businessId}/tables`)).data as { name: string; status: string }[];
    expect(tables.filter((table) => table.status === 'occupied').map((table) => table.name)).toEqual(['Mesa 3', 'Mesa 8']);
    const open = await t.app.db.select().from(orders).where(notInArray(orders.status, ['finalized', 'canceled']));
    expect(open.map((o) => o.status).sort()).toEqual(['done', 'in_consumption', 'noted', 'noted', 'processing']);
    // Regular customers have orders, points and stamps; one coupon.
    const juliana = (await get(`/businesses/${businessId}/customers?search=Juliana`)).data[0];
    const detail = (await get(`/customers/${juliana.id}`)).data;
    expect(detail.orders_count).toBeGreaterThan(3);
    expect(await t.app.db.$count(loyaltyMovements, eq(loyaltyMovements.program, 'points'))).toBeGreaterThan(10);
    expect(await t.app.db.$count(loyaltyMovements, eq(loyaltyMovements.program, 'stamps'))).toBeGreaterThan(10);
    expect((await t.app.db.select().from(coupons)).map((c) => c.code)).toEqual(['BEMVINDO10']);
  });

  it('has size, half-and-half (highest and average) and add-on groups', async () => {
    const groups = await t.app.db
      .select({ product: products.name, group: productVariations, items: variationItems.name })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .innerJoin(variationItems, eq(variationItems.variationId, productVariations.id))
      .orderBy(asc(productVariations.id), asc(variationItems.ranking));
    const of = (product: string, group: string) => groups.filter((g) => g.product === product && g.group.name === group);
    expect(of('Pizza Margherita', 'Tamanho').map((g) => g.items)).toEqual(['Broto (4 fatias)', 'Média (6 fatias)', 'Grande (8 fatias)']);
    expect(of('Pizza Margherita', 'Tamanho')[0]!.group).toMatchObject({ isRequired: true, min: 1, max: 1 });
    expect(of('Pizza Margherita', 'Borda recheada')[0]!.group).toMatchObject({ isRequired: false, min: 0, max: 1 });
    expect(of('Pizza Margherita', 'Adicionais').map((g) => g.items)).toContain('Bacon extra');
    const half = of('Pizza meio a meio', 'Sabores (escolha 2)');
    expect(half).toHaveLength(5);
    expect(half[0]!.group).toMatchObject({ isRequired: true, min: 2, max: 2, isHighestPrice: true, isAverageCalc: false });
    expect(of('Pizza doce meio a meio', 'Sabores (escolha 2)')[0]!.group).toMatchObject({ min: 2, max: 2, isAverageCalc: true });
  });

  it('has a weight-based açaí, one promotion running every day and a Saturday-only feijoada', async () => {
    const [acai] = await t.app.db.select().from(products).where(eq(products.name, 'Açaí self-service por kg'));
    expect(acai).toMatchObject({ isWeightBased: true, minWeight: 0.2, amount: 6990 });
    const promotions = await t.app.db
      .select({ product: products.name, promotion: productPromotions })
      .from(productPromotions)
      .innerJoin(products, eq(products.id, productPromotions.productId));
    const everyDay = promotions.filter((p) => p.promotion.daysOfWeek.length === 0 && !p.promotion.startDate && !p.promotion.endDate);
    expect(everyDay.map((p) => [p.product, p.promotion.type, p.promotion.discountValue, p.promotion.active])).toEqual([
      ['Pizza Calabresa', 'percentage', 15, true],
    ]);
    const [feijoada] = await t.app.db.select().from(products).where(eq(products.name, 'Feijoada completa'));
    const days = await t.app.db.select().from(productSchedules).where(eq(productSchedules.productId, feijoada!.id));
    expect(days.filter((d) => d.isActive).map((d) => [d.dayOfWeek, d.openingTime.slice(0, 5), d.closingTime.slice(0, 5)])).toEqual([
      ['saturday', '11:00', '15:00'],
    ]);
  });

  it('does nothing the second time', async () => {
    const before = await t.app.db.$count(products);
    expect(await seedDemoData(t.app)).toBe(false);
    expect(await t.app.db.$count(users)).toBe(4);
    expect(await t.app.db.$count(businesses)).toBe(1);
    const [business] = await t.app.db.select().from(businesses);
    expect(await inTransaction(t.app.db, (tx) => seedDemoMenu(tx, { businessId: business!.id, storage: t.app.storage }))).toBe(false);
    expect(await t.app.db.$count(products)).toBe(before);
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
    expect(await t.app.db.$count(products)).toBe(0);
  });
});

async function bearerFor(t: TestApp, userId: number) {
  const token = newOpaqueToken();
  await t.app.db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
  return { authorization: `Bearer ${token}` };
}

/** The date `days` from today, in São Paulo (the demo business's time zone). */
function isoDay(days: number): string {
  return addDays(businessDate(new Date(), 'America/Sao_Paulo'), days);
}
