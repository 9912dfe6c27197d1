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
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => api().call(who, method, url, payload);
const WHATSAPP = '11 95432-1098';
const threeForFifteen = { orders_required: 3, min_order_value: 2000, reward_type: 'fixed', reward_value: 1500 };

async function cardShop(card: Record<string, unknown> = threeForFifteen) {
  const shop = await createShop(t.app);
  const pizza = await insertProduct(t.app, shop.business.id, { amount: 2500 });
  const res = await call(shop.user, 'POST', '/fidelity-program/cards', card);
  expect(res.statusCode, res.body).toBe(200);
  return { shop, pizza, card: res.json().data as { id: number } };
}
const order = (pizzaId: number, extra: Record<string, unknown> = {}) => ({ order_type_id: 2, payment_type: 'pix', customer_whatsapp: WHATSAPP, products: [{ id: pizzaId }], ...extra });
async function paidOrder(shop: Shop, pizzaId: number, extra: Record<string, unknown> = {}) {
  const placed = orderOf(await api().place(shop.waiter, order(pizzaId, extra)));
  await finishAndPayPickup(t.app, shop.user, placed.id);
  return placed;
}
async function cardOf(shop: Shop): Promise<CustomerPoints> {
  const [customer] = (await call(shop.user, 'GET', `/businesses/${shop.business.id}/customers`)).json().data as { id: number }[];
  return (await call(shop.user, 'GET', `/customers/${customer!.id}/points`)).json().data as CustomerPoints;
}

describe('the stamp card', () => {
  it('is set, read, turned off; refuses bad terms, waiters, plans without it, and another business', async () => {
    const { shop, card } = await cardShop();
    const read = await call(shop.waiter, 'GET', `/businesses/${shop.business.id}/fidelity-program-card`);
    expect(read.json().data).toMatchObject({ id: card.id, is_active: true, orders_required: 3, reward_type: 'fixed', reward_value: 1500, reward_product_id: null });
    expect((await call(shop.user, 'PUT', `/fidelity-program/cards/${card.id}/toggle`, { is_active: false })).json().data.is_active).toBe(false);
    for (const body of [{ orders_required: 1 }, { reward_type: 'product' }, { reward_type: 'percentage', reward_value: 0 }, { reward_type: 'fixed', reward_value: 0 }, { extra: 1 }, { reward_type: 'product', reward_product_id: 2_000_000_000 }]) {
      expect((await call(shop.user, 'POST', '/fidelity-program/cards', { ...threeForFifteen, ...body })).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/fidelity-program/cards', payload: threeForFifteen })).statusCode).toBe(401);
    expect((await call(shop.waiter, 'POST', '/fidelity-program/cards', threeForFifteen)).statusCode).toBe(403);
    const other = await createShop(t.app);
    expect((await call(other.user, 'PUT', `/fidelity-program/cards/${card.id}/toggle`, { is_active: true })).statusCode).toBe(404);
    expect((await call(other.user, 'GET', `/businesses/${shop.business.id}/fidelity-program-card`)).statusCode).toBe(404);
    expect((await call(other.user, 'GET', `/businesses/${other.business.id}/fidelity-program-card`)).json().data).toBeNull();
    await endTrial(t.app, shop.business.id);
    expect((await call(shop.user, 'POST', '/fidelity-program/cards', threeForFifteen)).json()).toMatchObject({ code: 'feature_unavailable', feature: 'loyalty_program_card' });
  });

  it('never answers 500 to junk bodies', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const { shop, card } = await cardShop();
    expect(
      await junkFailures(t.app, [
        { method: 'POST', url: '/fidelity-program/cards', body: threeForFifteen },
        { method: 'PUT', url: `/fidelity-program/cards/${card.id}/toggle`, body: { is_active: true } },
      ], shop.user.headers),
    ).toEqual([]);
  });

  it('3 qualifying orders fill it; its reward goes on the 4th, and the card starts over', async () => {
    const { shop, pizza } = await cardShop();
    await paidOrder(shop, pizza.id);
    await paidOrder(shop, pizza.id);
    const early = await api().place(shop.waiter, order(pizza.id, { stamp_reward: true }));
    expect(early.json().errors).toEqual({ stamp_reward: ['O cartão do cliente tem 2 de 3 selos.'] });
    await paidOrder(shop, pizza.id);
    expect(await cardOf(shop)).toMatchObject({ stamps: 3, stamps_required: 3, stamp_reward_ready: true });

    const fourth = await api().place(shop.waiter, order(pizza.id, { stamp_reward: true }));
    expect(fourth.statusCode, fourth.body).toBe(201);
    expect(orderOf(fourth)).toMatchObject({ stamp_reward_discount: 1500, discount: 1500, total: 1000 });
    expect(await cardOf(shop)).toMatchObject({ stamps: 0, stamp_reward_ready: false });

    // Canceling it gives the card back full.
    expect((await call(shop.user, 'PUT', `/orders/${orderOf(fourth).id}/cancel`, { reason: 'Desistiu' })).statusCode).toBe(200);
    expect(await cardOf(shop)).toMatchObject({ stamps: 3, stamp_reward_ready: true });
  });

  it('an order below the minimum earns no stamp; a free product needs that product in the order', async () => {
    const shop = await createShop(t.app);
    const pizza = await insertProduct(t.app, shop.business.id, { amount: 2500 });
    const soda = await insertProduct(t.app, shop.business.id, { name: 'Refrigerante', amount: 700 });
    await call(shop.user, 'POST', '/fidelity-program/cards', { orders_required: 2, min_order_value: 2000, reward_type: 'product', reward_product_id: soda.id });
    await paidOrder(shop, soda.id); // R$ 7,00: below the minimum
    expect((await cardOf(shop)).stamps).toBe(0);
    await paidOrder(shop, pizza.id);
    await paidOrder(shop, pizza.id);
    const without = await api().place(shop.waiter, order(pizza.id, { stamp_reward: true }));
    expect(without.json().errors).toEqual({ stamp_reward: ['Adicione Refrigerante ao pedido para usar a recompensa do cartão.'] });
    const withSoda = await api().place(shop.waiter, { ...order(pizza.id, { stamp_reward: true }), products: [{ id: pizza.id }, { id: soda.id, qty: 2 }] });
    expect(orderOf(withSoda)).toMatchObject({ subtotal: 3900, stamp_reward_discount: 700, total: 3200 });
  });
});
