import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPoints } from '@comanda/domain/loyalty/loyalty-resource';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';
import { createShop, endTrial, finishAndPayPickup, insertProduct, orderCalls, orderOf, type Shop } from '../../test/order-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Who = { headers: Record<string, string> };
const api = () => orderCalls(t.app);
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers?: Record<string, string>) => api().call(who, method, url, payload, headers);
const WHATSAPP = '11 94444-1234';

/** A shop with the points program on (a point per real, R$ 0,01 each) and a R$ 25,00 pizza. */
async function loyalShop(program: Record<string, unknown> = { active: true, min_value: 0, point_value: 0.01 }) {
  const shop = await createShop(t.app);
  const pizza = await insertProduct(t.app, shop.business.id, { amount: 2500 });
  const res = await call(shop.user, 'POST', '/fidelity-program', program);
  expect(res.statusCode, res.body).toBe(200);
  return { shop, pizza };
}
const placeFor = async (shop: Shop, pizzaId: number, qty = 2) => orderOf(await api().place(shop.waiter, { order_type_id: 2, payment_type: 'pix', customer_name: 'Dora', customer_whatsapp: WHATSAPP, products: [{ id: pizzaId, qty }] }));
const finishAndPay = (shop: Shop, orderId: number) => finishAndPayPickup(t.app, shop.user, orderId);
async function pointsOf(shop: Shop, customerId: number): Promise<CustomerPoints> {
  const res = await call(shop.user, 'GET', `/customers/${customerId}/points`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CustomerPoints;
}
const customerIdOf = async (shop: Shop) => ((await call(shop.user, 'GET', `/businesses/${shop.business.id}/customers`)).json().data as { id: number }[])[0]!.id;

describe('the points program', () => {
  it('answers the spec defaults until set, then what was set; refuses bad values, waiters and plans without it', async () => {
    const shop = await createShop(t.app);
    expect((await call(shop.user, 'GET', `/businesses/${shop.business.id}/fidelity-program`)).json().data).toEqual({ active: false, min_value: 0, point_value: 0.01, expiry_days: null });
    const set = await call(shop.user, 'POST', '/fidelity-program', { active: true, min_value: 2000, point_value: 0.05, expiry_days: 90 });
    expect(set.json().data).toEqual({ active: true, min_value: 2000, point_value: 0.05, expiry_days: 90 });
    for (const body of [{}, { active: 'sim' }, { active: true, point_value: 0 }, { active: true, point_value: 0.001 }, { active: true, expiry_days: 0 }, { active: true, extra: 1 }]) {
      expect((await call(shop.user, 'POST', '/fidelity-program', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/fidelity-program', payload: { active: true } })).statusCode).toBe(401);
    expect((await call(shop.waiter, 'POST', '/fidelity-program', { active: false })).statusCode).toBe(403);
    expect((await call(shop.waiter, 'GET', `/businesses/${shop.business.id}/fidelity-program`)).statusCode).toBe(200);
    const other = await createShop(t.app);
    expect((await call(other.user, 'GET', `/businesses/${shop.business.id}/fidelity-program`)).statusCode).toBe(404);
    await endTrial(t.app, shop.business.id);
    expect((await call(shop.user, 'POST', '/fidelity-program', { active: true })).json()).toMatchObject({ code: 'feature_unavailable', feature: 'loyalty_points' });
  });

  it('never answers 500 to junk bodies', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const { shop, pizza } = await loyalShop();
    const order = await placeFor(shop, pizza.id);
    const failures = await junkFailures(t.app, [
      { method: 'POST', url: '/fidelity-program', body: { active: true, min_value: 0, point_value: 0.01 } },
      { method: 'POST', url: '/fidelity-program/points/use-points', body: { order_id: order.id, points: 1 } },
    ], shop.user.headers);
    expect(failures).toEqual([]);
  });
});

describe('earning, spending and giving back', () => {
  it('a finalized and paid order earns a point per real, shown in the history; another business sees nothing', async () => {
    const { shop, pizza } = await loyalShop();
    const order = await placeFor(shop, pizza.id);
    const customerId = await customerIdOf(shop);
    expect((await pointsOf(shop, customerId)).balance).toBe(0);
    await finishAndPay(shop, order.id);
    const points = await pointsOf(shop, customerId);
    expect(points).toMatchObject({ balance: 50, value: 50, point_value: 0.01 });
    expect(points.movements).toEqual([expect.objectContaining({ type: 'earn', amount: 50, order_id: order.id, order_number: order.number })]);
    const other = await createShop(t.app);
    expect((await call(other.user, 'GET', `/customers/${customerId}/points`)).statusCode).toBe(404);
    expect((await call(other.user, 'GET', `/fidelity-program/points/customer/${customerId}`)).statusCode).toBe(404);
  });

  it('paying a finalized order twice at the same moment credits once', async () => {
    const { shop, pizza } = await loyalShop();
    const order = await placeFor(shop, pizza.id);
    for (const step of ['processing', 'done', 'waiting-get', 'finalized']) await call(shop.user, 'PUT', `/orders/${order.id}/${step}`);
    const results = await Promise.all([call(shop.user, 'PUT', `/orders/${order.id}/paid`), call(shop.user, 'PUT', `/orders/${order.id}/paid`)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await pointsOf(shop, await customerIdOf(shop))).balance).toBe(50);
  });

  it('spends points as a discount on an open order; a canceled order gives them back', async () => {
    const { shop, pizza } = await loyalShop();
    await finishAndPay(shop, (await placeFor(shop, pizza.id, 4)).id); // 100 points
    const customerId = await customerIdOf(shop);
    const next = await placeFor(shop, pizza.id);
    const used = await call(shop.waiter, 'POST', '/fidelity-program/points/use-points', { order_id: next.id, points: 60 });
    expect(used.statusCode, used.body).toBe(200);
    expect(orderOf(used)).toMatchObject({ points_redeemed: 60, loyalty_discount: 60, discount: 60, total: 4940 });
    expect((await pointsOf(shop, customerId)).balance).toBe(40);
    const again = await call(shop.waiter, 'POST', '/fidelity-program/points/use-points', { order_id: next.id, points: 10 });
    expect(again.statusCode).toBe(409);
    const tooMany = await call(shop.waiter, 'POST', '/fidelity-program/points/use-points', { order_id: (await placeFor(shop, pizza.id)).id, points: 41 });
    expect(tooMany.json().errors).toEqual({ points: ['O cliente tem 40 pontos.'] });
    expect((await call(shop.user, 'PUT', `/orders/${next.id}/cancel`, { reason: 'Desistiu' })).statusCode).toBe(200);
    const after = await pointsOf(shop, customerId);
    expect(after.balance).toBe(100);
    expect(after.movements[0]).toMatchObject({ type: 'reverse', amount: 60, order_id: next.id });
  });

  it('20 redemptions of 60 from a 100-point balance at the same moment: one succeeds', async () => {
    const { shop, pizza } = await loyalShop();
    await finishAndPay(shop, (await placeFor(shop, pizza.id, 4)).id);
    const open = await Promise.all(Array.from({ length: 20 }, () => placeFor(shop, pizza.id)));
    const results = await Promise.all(open.map((o) => call(shop.waiter, 'POST', '/fidelity-program/points/use-points', { order_id: o.id, points: 60 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect((await pointsOf(shop, await customerIdOf(shop))).balance).toBe(40);
  });

  it('refuses an order with no customer, a program turned off, and an order of another business', async () => {
    const { shop, pizza } = await loyalShop();
    const anonymous = orderOf(await api().place(shop.waiter, { order_type_id: 2, payment_type: 'pix', products: [{ id: pizza.id }] }));
    const none = await call(shop.waiter, 'POST', '/fidelity-program/points/use-points', { order_id: anonymous.id, points: 1 });
    expect(none.json().errors).toEqual({ customer_whatsapp: ['Este pedido não tem cliente: informe o WhatsApp do cliente para usar pontos.'] });
    const order = await placeFor(shop, pizza.id);
    await call(shop.user, 'POST', '/fidelity-program', { active: false });
    expect((await call(shop.waiter, 'POST', '/fidelity-program/points/use-points', { order_id: order.id, points: 1 })).statusCode).toBe(422);
    const other = await createShop(t.app);
    expect((await call(other.waiter, 'POST', '/fidelity-program/points/use-points', { order_id: order.id, points: 1 })).statusCode).toBe(404);
  });

  it('points expire after the days set, the earliest first', async () => {
    const { shop, pizza } = await loyalShop({ active: true, min_value: 0, point_value: 0.01, expiry_days: 30 });
    await finishAndPay(shop, (await placeFor(shop, pizza.id)).id);
    const customerId = await customerIdOf(shop);
    const in31Days = new Date(Date.now() + 31 * 86_400_000).toISOString();
    const res = await call(shop.user, 'GET', `/customers/${customerId}/points`, undefined, { 'x-test-now': in31Days });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as CustomerPoints).balance).toBe(0);
  });
});

describe('points sent with the order', () => {
  it('a new order spends them in its own transaction; more than the balance refuses the whole order', async () => {
    const { shop, pizza } = await loyalShop();
    await finishAndPay(shop, (await placeFor(shop, pizza.id, 4)).id); // 100 points
    const body = { order_type_id: 2, payment_type: 'pix', customer_whatsapp: WHATSAPP, products: [{ id: pizza.id, qty: 2 }] };
    const tooMany = await api().place(shop.waiter, { ...body, points: 101 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ points: ['O cliente tem 100 pontos.'] });
    const placed = await api().place(shop.waiter, { ...body, points: 100 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderOf(placed)).toMatchObject({ points_redeemed: 100, loyalty_discount: 100, total: 4900 });
    expect((await pointsOf(shop, await customerIdOf(shop))).balance).toBe(0);
  });
});
