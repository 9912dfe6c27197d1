import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { DELIVERY_TO, createShop, errorsOf, insertDistrict, insertProduct, orderCalls, orderOf } from '../../test/order-fixtures';

// Issue 31: a delivery needs a customer name, a WhatsApp, a street and a number (and its bairro), on
// POST v1/orders and on PUT v1/orders/{id}/details; pickup and table orders do not.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());


async function deliveryShop(lang: 'pt' | 'en' = 'pt') {
  const shop = await createShop(t.app, lang);
  const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4000 });
  const bairro = await insertDistrict(t.app, `Consolação ${shop.business.id}`, { businessId: shop.business.id, deliveryFee: 700 });
  return { shop, pizza, bairro };
}

describe('POST /orders: a delivery names whom and where', () => {
  it('refuses a delivery with only its bairro, naming each missing field (pt and en)', async () => {
    for (const lang of ['pt', 'en'] as const) {
      const { shop, pizza, bairro } = await deliveryShop(lang);
      const res = await api.place(shop.waiter, { order_type_id: 1, district_id: bairro.id, address_complement: 'apto 12', products: [{ id: pizza.id }] });
      expect(res.statusCode).toBe(422);
      const expected =
        lang === 'pt'
          ? { customer_name: ['O campo nome do cliente é obrigatório'], customer_whatsapp: ['O campo WhatsApp do cliente é obrigatório'], address_street: ['O campo rua é obrigatório'], address_number: ['O campo número é obrigatório'] }
          : { customer_name: ["The customer's name field is required"], customer_whatsapp: ["The customer's WhatsApp field is required"], address_street: ['The street field is required'], address_number: ['The number field is required'] };
      expect(errorsOf(res).errors).toEqual(expected);
      expect(await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.businessId, shop.business.id))).toEqual([]);
    }
  });

  it('blank texts count as missing; with all four a delivery is placed (the complement stays optional)', async () => {
    const { shop, pizza, bairro } = await deliveryShop();
    const blank = await api.place(shop.waiter, { order_type_id: 1, district_id: bairro.id, ...DELIVERY_TO, address_street: '   ', address_number: '', products: [{ id: pizza.id }] });
    expect(Object.keys(errorsOf(blank).errors)).toEqual(['address_street', 'address_number']);
    const placed = await api.place(shop.waiter, { order_type_id: 1, district_id: bairro.id, ...DELIVERY_TO, products: [{ id: pizza.id }] });
    expect(placed.statusCode).toBe(201);
    expect(orderOf(placed)).toMatchObject({ customer_name: 'Ana Souza', address_street: 'Rua Augusta', address_number: '1200', address_complement: null, delivery_fee: 700 });
  });

  it('a pickup needs none of it', async () => {
    const { shop, pizza } = await deliveryShop();
    expect((await api.place(shop.waiter, { order_type_id: 2, products: [{ id: pizza.id }] })).statusCode).toBe(201);
  });
});

describe("PUT /orders/{id}/details: a delivery's edited details keep whom and where", () => {
  it('refuses taking off the street or the WhatsApp, and accepts a new number', async () => {
    const { shop, pizza, bairro } = await deliveryShop();
    const order = orderOf(await api.place(shop.waiter, { order_type_id: 1, district_id: bairro.id, ...DELIVERY_TO, products: [{ id: pizza.id }] }));
    const cleared = await api.call(shop.waiter, 'PUT', `/orders/${order.id}/details`, { address_street: '', customer_whatsapp: null });
    expect(cleared.statusCode).toBe(422);
    expect(errorsOf(cleared).errors).toEqual({ customer_whatsapp: ['O campo WhatsApp do cliente é obrigatório'], address_street: ['O campo rua é obrigatório'] });
    const renumbered = await api.call(shop.waiter, 'PUT', `/orders/${order.id}/details`, { address_number: '1300' });
    expect(renumbered.statusCode).toBe(200);
    expect(orderOf(renumbered)).toMatchObject({ address_street: 'Rua Augusta', address_number: '1300' });
  });

  it('appending with an emptied name is refused the same way', async () => {
    const { shop, pizza, bairro } = await deliveryShop();
    const order = orderOf(await api.place(shop.waiter, { order_type_id: 1, district_id: bairro.id, ...DELIVERY_TO, products: [{ id: pizza.id }] }));
    const res = await api.place(shop.waiter, { order_id: order.id, order_type_id: 1, customer_name: '', products: [{ id: pizza.id }] });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).errors).toEqual({ customer_name: ['O campo nome do cliente é obrigatório'] });
  });

  it('a delivery stored before the rule, with no name, still takes notes and new lines', async () => {
    const { shop, pizza, bairro } = await deliveryShop();
    const order = orderOf(await api.place(shop.waiter, { order_type_id: 1, district_id: bairro.id, ...DELIVERY_TO, products: [{ id: pizza.id }] }));
    await t.app.db.update(orders).set({ customerName: null }).where(eq(orders.id, order.id));
    const noted = await api.call(shop.waiter, 'PUT', `/orders/${order.id}/details`, { notes: 'Interfone quebrado' });
    expect(noted.statusCode).toBe(200);
    const lines = await api.call(shop.waiter, 'PUT', `/orders/${order.id}`, { version: orderOf(noted).version, products: [{ id: pizza.id, qty: 2 }] });
    expect(lines.statusCode).toBe(200);
  });
});
