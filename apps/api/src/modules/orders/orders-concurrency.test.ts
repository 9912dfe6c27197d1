import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, insertTable, orderCalls, orderOf } from './order-fixtures';

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
