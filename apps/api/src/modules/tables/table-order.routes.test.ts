import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, insertTable, orderCalls, orderOf } from '../../test/order-fixtures';

// PUT v1/tables/{id}/open and GET v1/tables/{id}/order (issue 15, spec §8).

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());

describe('PUT /tables/:id/open and GET /tables/:id/order', () => {
  it('a free table answers 404 order_not_found; opening it makes its order, which GET then reads', async () => {
    const shop = await createShop(t.app);
    const table = await insertTable(t.app, shop.business.id, 'Mesa 7');
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1200 });

    const free = await api.tableOrder(shop.waiter, table.id);
    expect(free.statusCode).toBe(404);
    expect(free.json()).toMatchObject({ code: 'order_not_found', message: 'Pedido não encontrado.' });

    const opened = await api.open(shop.waiter, table.id, { products: [{ id: beer.id, qty: 3 }] });
    expect(opened.statusCode).toBe(201);
    expect(orderOf(opened)).toMatchObject({ table_id: table.id, table_name: 'Mesa 7', subtotal: 3600, status: 'noted', local_sub_type: 'mesa' });

    const read = await api.tableOrder(shop.waiter, table.id);
    expect(read.statusCode).toBe(200);
    expect(orderOf(read).id).toBe(orderOf(opened).id);
  });
});
