import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { formatMoney } from '@comanda/domain/money/money';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, insertTable, orderCalls, orderOf } from '../../test/order-fixtures';

// Issue 30: money that overflowed its columns answered 500 and, in a batch, failed every order written
// with it. An order past the amount limits (packages/domain orders/order-limits.ts) is refused with a
// 422 naming its line before anything is written, and a batch isolates whatever fails one order.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());

const counter = (id: number, qty = 1, extra: Record<string, unknown> = {}) => ({ local_sub_type: 'balcao' as const, products: [{ id, qty }], ...extra });
const countOrders = async (businessId: number) => (await t.app.db.select().from(orders).where(eq(orders.businessId, businessId))).length;

describe('order amount limits', () => {
  it('30 good orders sent with one past the limit at once: 30 × 201 and one 422 naming its line', async () => {
    const shop = await createShop(t.app);
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
    const feast = await insertProduct(t.app, shop.business.id, { name: 'Banquete', amount: 100_000_00 });
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => api.place(shop.waiter, counter(beer.id), { 'idempotency-key': `good-a-${i}` })),
      api.place(shop.waiter, { local_sub_type: 'balcao', products: [{ id: beer.id }, { id: feast.id, qty: 999 }] }, { 'idempotency-key': 'too-much' }),
      ...Array.from({ length: 15 }, (_, i) => api.place(shop.waiter, counter(beer.id), { 'idempotency-key': `good-b-${i}` })),
    ]);
    const bad = answers.splice(15, 1)[0]!;
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { 'products.1.qty': [`Este item soma mais de ${formatMoney(100_000_00, 'pt')}, o máximo por item. Diminua a quantidade.`] } });
    expect(await countOrders(shop.business.id)).toBe(30);
    // Its key was not taken: the same key places a fitting order.
    expect((await api.place(shop.waiter, counter(feast.id), { 'idempotency-key': 'too-much' })).statusCode).toBe(201);
  }, 60_000);

  it('an order whose lines together pass R$ 500.000,00 is refused on the line that passes it, in English too', async () => {
    const shop = await createShop(t.app, 'en');
    const feast = await insertProduct(t.app, shop.business.id, { name: 'Banquete', amount: 100_000_00 });
    const res = await api.place(shop.waiter, { local_sub_type: 'balcao', products: Array.from({ length: 6 }, () => ({ id: feast.id })) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'products.5.qty': [`With this item the order comes to more than ${formatMoney(500_000_00, 'en')}, the most one order may be. Open another order for the rest.`],
    });
    expect(await countOrders(shop.business.id)).toBe(0);
  });

  it('a failure the checks cannot foresee fails that order alone: the rest of its batch is written', async () => {
    const shop = await createShop(t.app);
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
    // A row the database itself refuses (as it would a value out of range), for one customer name.
    await t.app.db.execute(sql.raw(`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.customer_name = 'Boom' then raise exception 'refused for the test'; end if; return new; end $$;
      create trigger refuse_boom before insert on orders for each row execute function refuse_boom();`));
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => api.place(shop.waiter, counter(beer.id))),
        api.place(shop.waiter, counter(beer.id, 1, { customer_name: 'Boom' }), { 'idempotency-key': 'boom' }),
        ...Array.from({ length: 10 }, () => api.place(shop.waiter, counter(beer.id))),
      ]);
      const boom = answers.splice(10, 1)[0]!;
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      expect(boom.statusCode).toBe(500);
      expect(JSON.stringify(boom.json())).not.toContain('refused for the test');
      expect(await countOrders(shop.business.id)).toBe(20);
      expect(new Set(answers.map((r) => orderOf(r).number)).size).toBe(20);
    } finally {
      await t.app.db.execute(sql.raw('drop trigger refuse_boom on orders; drop function refuse_boom();'));
    }
  }, 60_000);

  it("a table's bill is refused past the limit on the item that passes it, and stays as it was", async () => {
    const shop = await createShop(t.app);
    const feast = await insertProduct(t.app, shop.business.id, { name: 'Banquete', amount: 100_000_00 });
    const table = await insertTable(t.app, shop.business.id, 'Mesa 1');
    expect((await api.open(shop.waiter, table.id, { products: [{ id: feast.id, qty: 4 }] })).statusCode).toBe(422);
    for (let i = 0; i < 5; i++) expect((await api.open(shop.waiter, table.id, { products: [{ id: feast.id }] })).statusCode).toBe(201);
    const refused = await api.open(shop.waiter, table.id, { products: [{ id: feast.id }] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['products.0.qty']);
    const bill = orderOf(await api.tableOrder(shop.waiter, table.id));
    expect([bill.subtotal, bill.products.length]).toEqual([500_000_00, 5]);

    // Two tables whose bills together pass the limit are not merged.
    const other = await insertTable(t.app, shop.business.id, 'Mesa 2');
    await api.open(shop.waiter, other.id, { products: [{ id: feast.id }] });
    const merge = await api.call(shop.waiter, 'PUT', `/tables/${table.id}/merge`, { from_table_id: other.id });
    expect(merge.statusCode).toBe(422);
    expect(merge.json().errors).toEqual({ from_table_id: [`Juntas, as contas passariam de ${formatMoney(500_000_00, 'pt')}, o máximo de um pedido.`] });
  }, 60_000);
});
