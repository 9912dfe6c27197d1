import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { socketClients } from '../test/socket-clients';
import { createShop, insertProduct, orderCalls, orderOf } from '../test/order-fixtures';

// A customer's tracking page (issue 33) connects with its order's uuid and no session: it hears that
// its order moved, and nothing of the business's other orders or of other orders' pages.

let t: TestApp;
const { open: openSocket, connected, closeAll } = socketClients(() => t.app);
const open = (auth: Record<string, unknown>) => openSocket({ auth });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  closeAll();
  await t.close();
});

describe("the tracking page's socket", () => {
  it('follows its own order by uuid: hears each move, never another order nor the business', async () => {
    const shop = await createShop(t.app);
    const api = orderCalls(t.app);
    const productId = (await insertProduct(t.app, shop.business.id)).id;
    const mine = orderOf(await api.place(shop.user, { order_type_id: 2, status: 'pending', products: [{ id: productId }] }));
    const other = orderOf(await api.place(shop.user, { order_type_id: 2, status: 'pending', products: [{ id: productId }] }));

    const tracker = open({ order: mine.uuid });
    await connected(tracker);
    const heard: unknown[] = [];
    tracker.onAny((name: string, payload: unknown) => heard.push([name, payload]));

    expect((await api.call(shop.user, 'PUT', `/orders/${other.id}/noted`, {})).statusCode).toBe(200);
    expect((await api.call(shop.user, 'PUT', `/orders/${mine.id}/noted`, {})).statusCode).toBe(200);
    await t.app.events.deliverNow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([['order.tracked', expect.objectContaining({ data: { uuid: mine.uuid, status: 'noted' } })]]);
  });

  it('refuses a malformed or unknown uuid, and a uuid that is not a string', async () => {
    await expect(connected(open({ order: 'nope' }))).rejects.toThrow('unauthenticated');
    await expect(connected(open({ order: '00000000-0000-4000-8000-000000000000' }))).rejects.toThrow('unauthenticated');
    await expect(connected(open({ order: { $ne: null } }))).rejects.toThrow('unauthenticated');
  });
});
