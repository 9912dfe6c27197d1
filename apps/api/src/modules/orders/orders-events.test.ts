import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../test/helper';
import { openSocket } from '../../test/sockets';
import { createShop, insertProduct, insertTable, orderCalls, orderOf, type Shop } from '../../test/order-fixtures';

// Realtime after the commit (order-events.ts): order.created for a new order, order.updated for an
// append, table.updated for its table; a refused placement emits nothing.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
let shop: Shop;
let socket: Socket;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = orderCalls(t.app);
  shop = await createShop(t.app);
  socket = await openSocket(t.app, shop.user.token, sockets);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

/** The payloads of `event` received while `action` ran and shortly after its answer (events leave after the commit). */
async function eventsDuring(event: string, action: () => Promise<unknown>): Promise<unknown[]> {
  const got: unknown[] = [];
  const listener = (payload: unknown) => got.push(payload);
  socket.on(event, listener);
  await action();
  // The relay delivers what was recorded; the socket then carries it.
  await t.app.events.deliverNow();
  await new Promise((r) => setTimeout(r, 150));
  socket.off(event, listener);
  return got;
}

describe('order events', () => {
  it('order.created then order.updated, each with table.updated; nothing for a 422', async () => {
    const table = await insertTable(t.app, shop.business.id);
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
    const paused = await insertProduct(t.app, shop.business.id, { name: 'Suco', amount: 900, active: false });
    let placedId = 0;
    const created = await eventsDuring('order.created', async () => {
      placedId = orderOf(await api.place(shop.waiter, { table_id: table.id, products: [{ id: beer.id }] })).id;
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ data: { id: placedId, table_id: table.id, total: 1000 } });

    const tables = await eventsDuring('table.updated', () => api.place(shop.waiter, { table_id: table.id, products: [{ id: beer.id }] }));
    expect(tables).toEqual([{ data: { id: table.id }, event_id: expect.any(Number) }]);
    const updated = await eventsDuring('order.updated', () => api.place(shop.waiter, { order_id: placedId, products: [{ id: beer.id }] }));
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ data: { id: placedId, subtotal: 3000 } });

    const none = await eventsDuring('order.updated', () => api.place(shop.waiter, { order_id: placedId, products: [{ id: paused.id }] }));
    expect(none).toEqual([]);
  });
});
