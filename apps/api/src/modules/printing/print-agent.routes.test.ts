import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { printDevices } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';
import { baseUrl, disconnection, eventsWithin } from '../../test/sockets';
import { createShop, insertProduct, orderCalls, orderOf, type Shop } from '../../test/order-fixtures';

// The print agent's devices and routes (issue 17): a token shown once, that reaches only its
// business's network printers' jobs, over HTTP and the realtime socket, until it is revoked.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = orderCalls(t.app);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await t.close();
});

const asDevice = (token: string) => ({ headers: { authorization: `Device ${token}` } });

async function shopWithDevice() {
  const shop = await createShop(t.app);
  const made = await api.call(shop.user, 'POST', `/businesses/${shop.business.id}/print-devices`, { name: 'PC do caixa' });
  expect(made.statusCode, made.body).toBe(201);
  const device = made.json().data as { id: number; token: string };
  return { shop, device };
}

async function addNetworkPrinter(shop: Shop, values: Record<string, unknown> = {}) {
  return (await api.call(shop.user, 'POST', `/businesses/${shop.business.id}/printer`, { name: 'Cozinha', connection: 'network', host: '127.0.0.1', auto_print: true, ...values })).json().data as { id: number };
}

async function deviceSocket(token: string): Promise<Socket> {
  const socket = connect(baseUrl(t.app), { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { device: token } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('print agent devices', () => {
  it('a device token is shown once, listed without it, and its hash alone is kept', async () => {
    const { shop, device } = await shopWithDevice();
    expect(device.token.length).toBeGreaterThan(30);
    const list = await api.call(shop.user, 'GET', `/businesses/${shop.business.id}/print-devices`);
    expect(list.json().data).toEqual([expect.objectContaining({ id: device.id, name: 'PC do caixa' })]);
    expect(JSON.stringify(list.json())).not.toContain(device.token);
    const [row] = await t.app.db.select().from(printDevices).where(eq(printDevices.id, device.id));
    expect(row!.tokenHash).not.toBe(device.token);
  });

  it('claims and acknowledges the network printers’ jobs of its business only', async () => {
    const { shop, device } = await shopWithDevice();
    const network = await addNetworkPrinter(shop);
    await api.call(shop.user, 'POST', `/businesses/${shop.business.id}/printer`, { name: 'Caixa', connection: 'qz', qz_printer: 'EPSON', auto_print: true });
    const drink = await insertProduct(t.app, shop.business.id, { name: 'Água', amount: 400 });
    orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: drink.id }] }));

    const printers = await api.call(asDevice(device.token), 'GET', '/print-agent/printers');
    expect(printers.json().data.map((p: { id: number }) => p.id)).toEqual([network.id]);
    let claimed: { id: number; printer_id: number }[] = [];
    for (let i = 0; i < 50 && claimed.length === 0; i++) {
      claimed = (await api.call(asDevice(device.token), 'POST', '/print-agent/claim', { client: 'agente' })).json().data;
      if (claimed.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(claimed.map((job) => job.printer_id)).toEqual([network.id]);
    const acked = await api.call(asDevice(device.token), 'POST', `/print-agent/jobs/${claimed[0]!.id}/ack`, { client: 'agente', status: 'printed' });
    expect(acked.json().data.status).toBe('printed');

    // Another business's device: neither the job nor the printers.
    const other = await shopWithDevice();
    expect((await api.call(asDevice(other.device.token), 'GET', '/print-agent/printers')).json().data).toEqual([]);
    expect((await api.call(asDevice(other.device.token), 'POST', `/print-agent/jobs/${claimed[0]!.id}/ack`, { client: 'x', status: 'printed' })).statusCode).toBe(404);
  });

  it('a device token opens nothing else of the API, and a user session nothing of the agent’s', async () => {
    const { shop, device } = await shopWithDevice();
    expect((await api.call(asDevice(device.token), 'GET', '/me')).statusCode).toBe(401);
    expect((await api.call(asDevice(device.token), 'GET', `/businesses/${shop.business.id}/printers`)).statusCode).toBe(401);
    expect((await api.call(shop.user, 'POST', '/print-agent/claim', { client: 'x' })).statusCode).toBe(401);
    expect((await api.call(asDevice('not-a-token'), 'POST', '/print-agent/claim', { client: 'x' })).statusCode).toBe(401);
    const anonymous = await api.call({ headers: {} }, 'GET', '/print-agent/printers');
    expect(anonymous.json().message).toBe('Este agente de impressão não está autorizado. Gere um novo código em Configurações › Impressoras.');
  });

  it("its socket hears its business's print work, never the orders; revoking it closes it and refuses its token", async () => {
    const { shop, device } = await shopWithDevice();
    const printer = await addNetworkPrinter(shop, { auto_print: false });
    const socket = await deviceSocket(device.token);
    const work = await eventsWithin(socket, 'print.jobs', 1500, () => void api.call(shop.user, 'POST', `/businesses/${shop.business.id}/printer/${printer.id}/test`));
    expect(work).toEqual([{ data: { printer_ids: [printer.id] }, event_id: expect.any(Number) }]);
    const drink = await insertProduct(t.app, shop.business.id, { name: 'Água', amount: 400 });
    const orders = await eventsWithin(socket, 'order.created', 300, () => void api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: drink.id }] }));
    expect(orders).toEqual([]);

    const closed = disconnection(socket);
    expect((await api.call(shop.user, 'DELETE', `/businesses/${shop.business.id}/print-devices/${device.id}`)).statusCode).toBe(204);
    await expect(closed).resolves.toBe('io server disconnect');
    expect((await api.call(asDevice(device.token), 'GET', '/print-agent/printers')).statusCode).toBe(401);
    await expect(deviceSocket(device.token)).rejects.toThrow();
  });

  it('401, 403 without manage_settings, 404 for another business, 422 on a bad body', async () => {
    const { shop, device } = await shopWithDevice();
    const stranger = await createShop(t.app);
    const url = `/businesses/${shop.business.id}/print-devices`;
    expect((await api.call({ headers: {} }, 'POST', url, { name: 'x' })).statusCode).toBe(401);
    expect((await api.call(shop.waiter, 'POST', url, { name: 'x' })).statusCode).toBe(403);
    expect((await api.call(stranger.user, 'GET', url)).statusCode).toBe(404);
    expect((await api.call(stranger.user, 'DELETE', `/businesses/${stranger.business.id}/print-devices/${device.id}`)).statusCode).toBe(404);
    expect((await api.call(shop.user, 'POST', url, { name: '' })).statusCode).toBe(422);
    expect((await api.call(asDevice(device.token), 'POST', '/print-agent/claim', {})).statusCode).toBe(422);
  });

  it('junk bodies never answer 5xx', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const { shop } = await shopWithDevice();
    expect(await junkFailures(t.app, [{ method: 'POST', url: `/businesses/${shop.business.id}/print-devices`, body: { name: 'PC' } }], shop.user.headers)).toEqual([]);
  });
});
