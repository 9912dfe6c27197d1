import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertGroup, insertProduct, insertTable, orderCalls, orderOf, setBusiness } from './order-fixtures';

// POST v1/orders, GET/PUT v1/orders/{id}, PUT v1/orders/{id}/details (issue 15).

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());

describe('POST /orders at a table', () => {
  it('creates a noted order priced by the server, with snapshot lines, history and audit; a second post appends', async () => {
    const shop = await createShop(t.app);
    await setBusiness(t.app, shop.business.id, { waiterServiceCharge: 1000 });
    const table = await insertTable(t.app, shop.business.id, 'Mesa 4');
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza Calabresa', amount: 4000 });
    const group = await insertGroup(t.app, pizza, { name: 'Borda', min: 0, max: 1, items: [{ name: 'Catupiry', amount: 500 }] });

    const res = await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id, qty: 2, items: [{ item_id: group.items[0]!.id }] }] });
    expect(res.statusCode).toBe(201);
    const order = orderOf(res);
    expect(order).toMatchObject({
      status: 'noted',
      order_type: 'local',
      local_sub_type: 'mesa',
      table_id: table.id,
      table_name: 'Mesa 4',
      subtotal: 9000,
      service_charge_percent: 10,
      service_charge: 900,
      total: 9900,
    });
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({ name: 'Pizza Calabresa', qty: 2, subtotal: 9000 });
    expect(order.products[0]!.items[0]).toMatchObject({ name: 'Catupiry', group_name: 'Borda', amount: 500 });
    expect(order.history.map((h) => [h.status, h.user?.id])).toEqual([['noted', shop.waiter.id]]);

    const again = await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id }] });
    expect(again.statusCode).toBe(201);
    expect(orderOf(again)).toMatchObject({ id: order.id, subtotal: 13000, service_charge: 1300, total: 14300 });
    expect(orderOf(again).products.map((p) => p.id)[0]).toBe(order.products[0]!.id);

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(order.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['order.append', 'order.create']);

    const read = await api.tableOrder(shop.waiter, table.id);
    expect(read.statusCode).toBe(200);
    expect(orderOf(read).id).toBe(order.id);
    expect((await api.get(shop.user, order.id)).statusCode).toBe(200);
  });
});
