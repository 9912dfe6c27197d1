import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, domainEvents, orders, printJobs } from '../../db/schema/index';
import { releaseScheduledOrdersJob } from '../../jobs/definitions/release-scheduled-orders';
import { apiCaller } from '../../test/call-api';
import { until } from '../../test/until';
import { changeBusiness } from '../../test/menu-change';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { createShop, insertProduct, type Shop } from '../../test/order-fixtures';

// Issue 33, "Closed business → refused with the next opening time; scheduled order lands at its slot"
// (decision 0047). Saturday 28 November 2026, 10:00 in São Paulo (13:00 UTC); open Saturdays 18:00–23:00,
// 30 minutes of preparation: the slots are 18:00 … 23:00, and a 19:00 order reaches the board at 18:30.

const SATURDAY_10H = '2026-11-28T13:00:00Z';
const SLOT_19H = '2026-11-28T22:00:00.000Z';
const saturdayEvening = { week: { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [{ opening_time: '18:00', closing_time: '23:00' }] }, exceptions: [] };
const sundayLunch = { week: { sunday: [{ opening_time: '11:00', closing_time: '14:00' }], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] }, exceptions: [] };

type Menu = { data: { business: { opening_text: string; closed_message: string | null; scheduling: { enabled: boolean; slots: { at: string; time: string; days_from_today: number }[] } } } };
type Order = { data: { id: number; status: string; scheduled_for: string | null; released_at: string | null } };

describe('scheduled orders of the public menu', () => {
  let t: TestApp;
  let shop: Shop;
  let other: Shop;
  let productId: number;
  let otherProductId: number;
  const call = apiCaller(() => t.app);
  const cart = (phone: string, extra: Record<string, unknown> = {}, product = productId) => ({
    order_type_id: 2,
    customer_name: 'Rui',
    customer_whatsapp: phone,
    payment_type: 'card',
    products: [{ id: product, qty: 1, items: [] }],
    ...extra,
  });
  const at = (now: string, extra: Record<string, string> = {}) => ({ 'x-test-now': now, ...extra });
  const release = (now: string) =>
    releaseScheduledOrdersJob({ now: () => new Date(now) }).handler({}, { db: t.app.db, log: t.app.log, config: t.app.config, job: { id: 0, attempt: 1, maxAttempts: 3 } });
  const board = async (who: Shop) => json<{ data: { id: number; status: string }[] }>(await call(who.user, 'GET', `/businesses/${who.business.id}/orders-real-time`)).data;
  const kitchenJobs = (orderId: number) => t.app.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t.app);
    other = await createShop(t.app);
    const settings = { isCheckoutEnabled: true, timezone: 'America/Sao_Paulo', preparationMinutes: 30, closedMessage: 'Hoje abrimos mais tarde por causa do jogo.' };
    await t.app.db.update(businesses).set({ ...settings, slug: 'forno-agendado', openingHours: saturdayEvening }).where(eq(businesses.id, shop.business.id));
    await t.app.db.update(businesses).set({ ...settings, slug: 'almoco-domingo', openingHours: sundayLunch, scheduledOrders: true }).where(eq(businesses.id, other.business.id));
    productId = (await insertProduct(t.app, shop.business.id, { name: 'Pizza Margherita', amount: 5000 })).id;
    otherProductId = (await insertProduct(t.app, other.business.id, { name: 'Feijoada', amount: 6000 })).id;
  });
  afterAll(() => t.close());

  it('closed, with no slot: 422 with when it opens and the owner’s note, in pt and en; no slots offered while scheduling is off', async () => {
    const pt = await call(null, 'POST', '/storefront/forno-agendado/orders', cart('11977770001'), at(SATURDAY_10H));
    expect(pt.statusCode).toBe(422);
    expect(json<{ message: string }>(pt).message).toBe('Fechado agora — abre hoje às 18:00. Hoje abrimos mais tarde por causa do jogo.');
    const en = await call(null, 'POST', '/storefront/forno-agendado/orders', cart('11977770001'), at(SATURDAY_10H, { 'accept-language': 'en' }));
    expect(en.statusCode).toBe(422);
    expect(json<{ message: string }>(en).message).toBe('Closed now — opens today at 18:00. Hoje abrimos mais tarde por causa do jogo.');
    const menu = json<Menu>(await call(null, 'GET', '/storefront/forno-agendado', undefined, at(SATURDAY_10H))).data.business;
    expect(menu.scheduling).toEqual({ enabled: false, slots: [] });
    // Scheduling off: a slot sent anyway is refused on its field.
    const off = await call(null, 'POST', '/storefront/forno-agendado/orders', cart('11977770001', { scheduled_for: SLOT_19H }), at(SATURDAY_10H));
    expect(off.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(off).errors).toEqual({ scheduled_for: ['Este estabelecimento não aceita pedidos agendados.'] });
    expect(await t.app.db.select().from(orders).where(eq(orders.businessId, shop.business.id))).toHaveLength(0);
  });

  it('scheduling on: the menu lists the slots; a valid slot is taken and held off the board; a time between slots or of another business is refused', async () => {
    await changeBusiness(t.app, shop.business.id, { scheduledOrders: true });
    const menu = json<Menu>(await call(null, 'GET', '/storefront/forno-agendado', undefined, at(SATURDAY_10H))).data.business;
    expect(menu.scheduling.enabled).toBe(true);
    expect(menu.scheduling.slots.map((s) => s.time)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30', '23:00']);
    expect(menu.scheduling.slots[2]).toEqual({ at: SLOT_19H, time: '19:00', days_from_today: 0 });
    // Closed with no slot: the refusal now says a slot may be chosen.
    const closed = await call(null, 'POST', '/storefront/forno-agendado/orders', cart('11977770002'), at(SATURDAY_10H));
    expect(json<{ message: string }>(closed).message).toBe(
      'Fechado agora — abre hoje às 18:00. Hoje abrimos mais tarde por causa do jogo. Você pode agendar seu pedido para um horário em que estaremos abertos.',
    );

    const between = await call(null, 'POST', '/storefront/forno-agendado/orders', cart('11977770002', { scheduled_for: '2026-11-28T22:15:00Z' }), at(SATURDAY_10H));
    expect(between.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(between).errors).toEqual({ scheduled_for: ['Escolha um dos horários disponíveis para agendar.'] });
    // The other business's Sunday lunch slot is no slot here, and this one's 19:00 none there.
    const sundayNoon = '2026-11-29T15:00:00Z';
    expect((await call(null, 'POST', '/storefront/forno-agendado/orders', cart('11977770002', { scheduled_for: sundayNoon }), at(SATURDAY_10H))).statusCode).toBe(422);
    expect((await call(null, 'POST', '/storefront/almoco-domingo/orders', cart('11977770002', { scheduled_for: SLOT_19H }, otherProductId), at(SATURDAY_10H))).statusCode).toBe(422);

    const placed = await call(null, 'POST', '/storefront/forno-agendado/orders', cart('11977770002', { scheduled_for: '2026-11-28T19:00:00-03:00' }), at(SATURDAY_10H));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json<Order>(placed).data;
    expect(order).toMatchObject({ status: 'pending', scheduled_for: SLOT_19H, released_at: null });
    const theirs = await call(null, 'POST', '/storefront/almoco-domingo/orders', cart('11977770003', { scheduled_for: sundayNoon }, otherProductId), at(SATURDAY_10H));
    expect(theirs.statusCode, theirs.body).toBe(201);
    // Held: not on the board, and no event rang it.
    expect((await board(shop)).map((o) => o.id)).not.toContain(order.id);
    const created = await t.app.db.select().from(domainEvents).where(and(eq(domainEvents.businessId, shop.business.id), eq(domainEvents.name, 'order.created')));
    expect(created).toHaveLength(0);
  });

  it('the job releases it at slot − preparation time, not a minute before; another business’s held order stays held', async () => {
    const [held] = await t.app.db.select().from(orders).where(eq(orders.businessId, shop.business.id));
    const [theirs] = await t.app.db.select().from(orders).where(eq(orders.businessId, other.business.id));
    await release('2026-11-28T21:29:00Z');
    expect((await board(shop)).map((o) => o.id)).not.toContain(held!.id);
    await release('2026-11-28T21:30:00Z');
    const onBoard = await board(shop);
    expect(onBoard.find((o) => o.id === held!.id)).toMatchObject({ status: 'pending' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, held!.id));
    expect(row!.releasedAt?.toISOString()).toBe('2026-11-28T21:30:00.000Z');
    // Sunday's lunch order of the other business is not due.
    expect((await board(other)).map((o) => o.id)).not.toContain(theirs!.id);
    // Once released, a second run changes nothing.
    await release('2026-11-28T21:31:00Z');
    const [again] = await t.app.db.select().from(orders).where(eq(orders.id, held!.id));
    expect(again!.version).toBe(row!.version);
  });

  it('with automatic acceptance: held as pending with nothing printed; released noted, its kitchen ticket printed once', async () => {
    await changeBusiness(t.app, shop.business.id, { autoAcceptOrders: true });
    const printer = await call(shop.user, 'POST', `/businesses/${shop.business.id}/printer`, { name: 'Cozinha', connection: 'network', host: '10.0.0.9', auto_print: true });
    expect(printer.statusCode, printer.body).toBe(201);
    const placed = await call(null, 'POST', '/storefront/forno-agendado/orders', cart('11977770004', { scheduled_for: '2026-11-28T23:30:00Z' }), at(SATURDAY_10H));
    const order = json<Order>(placed).data;
    expect(order.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await kitchenJobs(order.id)).toHaveLength(0);
    await release('2026-11-28T22:59:00Z');
    expect(await kitchenJobs(order.id)).toHaveLength(0);
    await release('2026-11-28T23:00:00Z');
    await release('2026-11-28T23:01:00Z');
    const jobs = await until('the kitchen ticket', () => kitchenJobs(order.id), (rows) => rows.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await kitchenJobs(order.id)).map((job) => job.kind)).toEqual(['kitchen']);
    expect(jobs[0]!.status).toBe('pending');
    expect((await board(shop)).find((o) => o.id === order.id)).toMatchObject({ status: 'noted' });
  });
});
