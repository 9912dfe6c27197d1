import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { allowDiscounts, createShop, insertProduct, orderCalls, orderOf } from '../../test/order-fixtures';

// Group commit of new orders (placement-batch.ts, decision 0027): orders sent at the same moment are
// written in batches, and what one of them is refused for, or a key sent twice, stays its own.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());

describe('orders placed at the same moment', () => {
  it('a refused order leaves the others placed and gives its key back; a key sent twice is one order', async () => {
    const shop = await createShop(t.app);
    await allowDiscounts(t.app, shop);
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
    const paused = await insertProduct(t.app, shop.business.id, { name: 'Pudim', amount: 900, active: false });
    const counter = (id: number) => ({ local_sub_type: 'balcao' as const, products: [{ id }] });
    const key = (k: string) => ({ 'idempotency-key': k });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => api.place(shop.waiter, counter(beer.id), key(`ok-${i}`))),
      api.place(shop.waiter, counter(paused.id), key('refused')),
      api.place(shop.waiter, counter(beer.id), key('twice')),
      api.place(shop.waiter, counter(beer.id), key('twice')),
    ]);
    expect(answers.slice(0, 8).map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(answers[8]!.statusCode).toBe(422);
    expect(answers[8]!.json()).toMatchObject({ errors: { 'products.0.id': [expect.stringContaining('Pudim')] } });
    // The same request twice: one order, both answered with it; another body under that key: 422.
    const twice = answers.slice(9, 11).map((r) => orderOf(r).id);
    expect(twice[0]).toBe(twice[1]);
    expect((await api.place(shop.waiter, { ...counter(beer.id), discount: 100 }, key('twice'))).statusCode).toBe(422);
    expect(await t.app.db.select().from(orders).where(eq(orders.businessId, shop.business.id))).toHaveLength(9);

    // The refused order's key was given back: once the product is on again, the same key places it.
    await t.app.db.update(products).set({ active: true }).where(eq(products.id, paused.id));
    const retried = await api.place(shop.waiter, counter(paused.id), key('refused'));
    expect(retried.statusCode).toBe(201);
    expect(orderOf(retried).number).toBe(10);
  }, 60_000);

  it('answers each order as it is stored, and a retry with the same answer (rendered before the write)', async () => {
    const shop = await createShop(t.app);
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
    const pickup = { order_type_id: 2, customer_name: 'Ana', payment_type: 'pix' as const, products: [{ id: beer.id, qty: 2, comments: 'gelado' }, { id: beer.id }] };
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => api.place(shop.waiter, pickup, { 'idempotency-key': `same-${i}` })));
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(201);
      const placed = orderOf(answer);
      expect(orderOf(await api.get(shop.user, placed.id))).toEqual(placed);
      const again = await api.place(shop.waiter, pickup, { 'idempotency-key': `same-${i}` });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(orderOf(again)).toEqual(placed);
    }
    expect(answers.map((a) => orderOf(a).number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  }, 60_000);
});
