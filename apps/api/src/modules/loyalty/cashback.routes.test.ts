import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPoints } from '@comanda/domain/loyalty/loyalty-resource';
import { apiCaller } from '../../test/call-api';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';
import { createShop, endTrial, finishAndPayPickup, insertProduct, orderCalls, orderOf, type Shop } from '../../test/order-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = () => orderCalls(t.app);
const call = apiCaller(() => t.app);
const WHATSAPP = '11 96543-2109';
const tenPercent = { percent: 10, min_order: 3000, max_per_order: 800, credit_expiry_days: 60 };

async function cashbackShop(rule: Record<string, unknown> = tenPercent) {
  const shop = await createShop(t.app);
  const pizza = await insertProduct(t.app, shop.business.id, { amount: 2500 });
  const res = await call(shop.user, 'POST', '/promotional-cashback/rules', rule);
  expect(res.statusCode, res.body).toBe(201);
  return { shop, pizza, rule: res.json().data as { id: number } };
}
async function paidOrder(shop: Shop, pizzaId: number, qty: number) {
  const placed = orderOf(await api().place(shop.waiter, { order_type_id: 2, payment_type: 'pix', customer_whatsapp: WHATSAPP, products: [{ id: pizzaId, qty }] }));
  await finishAndPayPickup(t.app, shop.user, placed.id);
  return placed;
}
async function loyaltyOf(shop: Shop): Promise<CustomerPoints> {
  const [customer] = (await api().call(shop.user, 'GET', `/businesses/${shop.business.id}/customers`)).json().data as { id: number }[];
  return (await api().call(shop.user, 'GET', `/customers/${customer!.id}/points`)).json().data as CustomerPoints;
}

describe('cashback rules', () => {
  it('are created, listed and turned off; bad terms, waiters, plans without it and another business are refused', async () => {
    const { shop, rule } = await cashbackShop();
    const list = await call(shop.waiter, 'GET', `/businesses/${shop.business.id}/promotional-cashback/rules`);
    expect(list.json().data).toEqual([expect.objectContaining({ id: rule.id, percent: 10, min_order: 3000, max_per_order: 800, credit_expiry_days: 60, active: true })]);
    expect((await call(shop.user, 'PATCH', `/promotional-cashback/rules/${rule.id}/toggle`, { active: false })).json().data.active).toBe(false);
    for (const body of [{}, { percent: 0 }, { percent: 10.001 }, { percent: 10, starts_at: '2026-12-10', ends_at: '2026-12-01' }, { percent: 10, extra: 1 }, { percent: 10, max_per_order: 0 }]) {
      expect((await call(shop.user, 'POST', '/promotional-cashback/rules', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/promotional-cashback/rules', payload: tenPercent })).statusCode).toBe(401);
    expect((await call(shop.waiter, 'POST', '/promotional-cashback/rules', tenPercent)).statusCode).toBe(403);
    const other = await createShop(t.app);
    expect((await call(other.user, 'PATCH', `/promotional-cashback/rules/${rule.id}/toggle`, { active: true })).statusCode).toBe(404);
    expect((await call(other.user, 'GET', `/businesses/${shop.business.id}/promotional-cashback/rules`)).statusCode).toBe(404);
    await endTrial(t.app, shop.business.id);
    expect((await call(shop.user, 'POST', '/promotional-cashback/rules', tenPercent)).json()).toMatchObject({ code: 'feature_unavailable', feature: 'promotional_cashback' });
  });

  it('never answers 500 to junk bodies', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const { shop, rule } = await cashbackShop();
    expect(
      await junkFailures(t.app, [
        { method: 'POST', url: '/promotional-cashback/rules', body: tenPercent },
        { method: 'PATCH', url: `/promotional-cashback/rules/${rule.id}/toggle`, body: { active: true } },
      ], shop.user.headers),
    ).toEqual([]);
  });
});

describe('cashback on orders', () => {
  it('a paid order above the minimum earns its share up to the cap; it is spent on the next order; a cancel gives it back', async () => {
    const { shop, pizza } = await cashbackShop();
    await paidOrder(shop, pizza.id, 1); // R$ 25,00: below the minimum
    expect((await loyaltyOf(shop)).cashback_balance).toBe(0);
    await paidOrder(shop, pizza.id, 2); // R$ 50,00: 10% = R$ 5,00
    await paidOrder(shop, pizza.id, 4); // R$ 100,00: 10% = R$ 10,00, capped at R$ 8,00
    expect((await loyaltyOf(shop)).cashback_balance).toBe(1300);

    const body = { order_type_id: 2, payment_type: 'pix', customer_whatsapp: WHATSAPP, products: [{ id: pizza.id, qty: 2 }] };
    const tooMuch = await api().place(shop.waiter, { ...body, cashback: 1301 });
    expect(tooMuch.json().errors.cashback[0]).toMatch(/^O cliente tem R\$\s13,00 de cashback\.$/);
    const used = await api().place(shop.waiter, { ...body, cashback: 1300 });
    expect(used.statusCode, used.body).toBe(201);
    expect(orderOf(used)).toMatchObject({ cashback_discount: 1300, total: 3700 });
    expect((await loyaltyOf(shop)).cashback_balance).toBe(0);
    expect((await api().call(shop.user, 'PUT', `/orders/${orderOf(used).id}/cancel`, { reason: 'Desistiu' })).statusCode).toBe(200);
    const after = await loyaltyOf(shop);
    expect(after.cashback_balance).toBe(1300);
    expect(after.movements[0]).toMatchObject({ program: 'cashback', type: 'reverse', amount: 1300 });
  });

  it('10 orders spending one balance at the same moment: one gets it', async () => {
    const { shop, pizza } = await cashbackShop({ percent: 10 });
    await paidOrder(shop, pizza.id, 4); // R$ 10,00 of cashback
    const body = { order_type_id: 2, payment_type: 'pix', customer_whatsapp: WHATSAPP, products: [{ id: pizza.id, qty: 2 }], cashback: 600 };
    const results = await Promise.all(Array.from({ length: 10 }, () => api().place(shop.waiter, body)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(9);
    expect((await loyaltyOf(shop)).cashback_balance).toBe(400);
  });
});
