import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, insertTable, orderCalls, orderOf, setBusiness } from '../../test/order-fixtures';

// Two waiters on one table (issue 15, decision 0026): appends never lose a line, and two opens of a
// free table make one order. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());

describe('concurrent writes at one table', () => {
  it('two clients each add 50 items concurrently: 100 lines, totals the sum', async () => {
    const shop = await createShop(t.app);
    const table = await insertTable(t.app, shop.business.id);
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1150 });
    const first = orderOf(await api.place(shop.waiter, { table_id: table.id, products: [{ id: beer.id }] }));
    const add = (who: { headers: Record<string, string> }) =>
      Array.from({ length: 50 }, () => api.place(who, { table_id: table.id, products: [{ id: beer.id }] }));
    const answers = await Promise.all([...add(shop.waiter), ...add(shop.user)]);
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const lines = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, first.id));
    expect(lines).toHaveLength(101);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row).toMatchObject({ subtotal: 101 * 1150, total: 101 * 1150 });
  }, 120_000);

  it('two concurrent opens of one free table (and a POST with its table_id) leave one open order', async () => {
    const shop = await createShop(t.app);
    const table = await insertTable(t.app, shop.business.id);
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
    const answers = await Promise.all([
      api.open(shop.waiter, table.id, { products: [{ id: beer.id }] }),
      api.open(shop.user, table.id, { products: [{ id: beer.id }] }),
      api.place(shop.waiter, { table_id: table.id, products: [{ id: beer.id }] }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const open = await t.app.db.select().from(orders).where(and(eq(orders.tableId, table.id), eq(orders.businessId, shop.business.id)));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ subtotal: 3000 });
    expect(new Set(answers.map((r) => orderOf(r).id))).toEqual(new Set([open[0]!.id]));
  }, 60_000);
});

describe('order numbers', () => {
  // The number comes from the business's counter inside the one statement that writes the order
  // (insert-order.ts): concurrent orders never share a number nor skip one, and a daily series starts
  // again at 1 on the business's next local day.
  it('twenty concurrent orders take twenty consecutive numbers; the next local day starts at 1', async () => {
    const shop = await createShop(t.app);
    await setBusiness(t.app, shop.business.id, { orderNumberReset: 'daily', timezone: 'America/Sao_Paulo' });
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
    const at = (iso: string) => ({ 'x-test-now': iso });
    const counter = { local_sub_type: 'balcao' as const, products: [{ id: beer.id }] };
    // 23:30 in São Paulo on the 24th; the next order at 00:10 there is the 25th.
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.place(shop.waiter, counter, at('2026-11-25T02:30:00Z'))));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const numbers = answers.map((r) => orderOf(r).number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const nextDay = orderOf(await api.place(shop.waiter, counter, at('2026-11-25T03:10:00Z')));
    expect(nextDay.number).toBe(1);
    const sameDay = orderOf(await api.place(shop.waiter, counter, at('2026-11-25T02:59:00Z')));
    expect(sameDay.number).toBe(21);
  }, 60_000);
});
