import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { socketClients } from '../test/socket-clients';
import { addEmployee, createBusinessFor, createUser } from '../test/factories';

let t: TestApp;
let url: string;
const { open, connected, closeAll } = socketClients(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  closeAll();
  await t.close();
});

describe('realtime socket', () => {
  it('refuses a connection without a session', async () => {
    await expect(connected(open({}))).rejects.toThrow('unauthenticated');
  });

  it('refuses a revoked or unknown token', async () => {
    await expect(connected(open({ auth: { token: 'not-a-session' } }))).rejects.toThrow('unauthenticated');
  });

  it('puts a user in the room of their current business only', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const stranger = await createUser(t.app);
    await createBusinessFor(t.app, stranger);

    const mine = open({ auth: { token: owner.token } });
    const theirs = open({ auth: { token: stranger.token } });
    await Promise.all([connected(mine), connected(theirs)]);

    const got: unknown[] = [];
    theirs.on('order.created', (p) => got.push(p));
    const received = new Promise((resolve) => mine.once('order.created', resolve));
    t.app.realtime.emitToBusiness(business.id, 'order.created', { id: 42 });
    await expect(received).resolves.toEqual({ id: 42 });
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([]);
  });

  it('accepts the web session cookie', async () => {
    const owner = await createUser(t.app);
    await createBusinessFor(t.app, owner);
    const socket = open({ extraHeaders: { cookie: `comanda_session=${owner.token}` } });
    await expect(connected(socket)).resolves.toBeUndefined();
  });

  // Issue 11: a cookie that is not valid percent-encoding made decodeURIComponent throw inside the
  // handshake and the process exit. It is now no session, and the server keeps answering.
  it.each(['websocket', 'polling'] as const)('treats a malformed session cookie as no session (%s) and stays up', async (transport) => {
    for (const cookie of ['comanda_session=%E0%A4%A', 'comanda_session=%', 'comanda_session="%ZZ"; other=%']) {
      const socket = open({ transports: [transport], extraHeaders: { cookie } });
      await expect(connected(socket)).rejects.toThrow('unauthenticated');
    }
    await new Promise((r) => setTimeout(r, 50));
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('refuses a handshake whose token is not a string or is huge, and stays up', async () => {
    await expect(connected(open({ auth: { token: { nested: ['x'] } } }))).rejects.toThrow('unauthenticated');
    await expect(connected(open({ auth: { token: 'x'.repeat(10_000) } }))).rejects.toThrow('unauthenticated');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });
});

// A change that lands while a socket is between admit()'s read and its connection used to miss it:
// the server's room operations reach connected sockets only. The journey of a logout failed on that
// in CI (the page stayed on /profile). A middleware after admit() makes the change land in that window.
describe('a change during the handshake still reaches the socket', () => {
  function during(token: string, change: () => Promise<unknown>): void {
    t.app.realtime.io.use((socket, next) => {
      if (socket.handshake.auth?.token !== token) return next();
      // The change's own socket work (after its commit) is given time to finish before the connection.
      change().then(() => setTimeout(next, 100), next);
    });
  }

  it('a logout closes the socket it raced with', async () => {
    const owner = await createUser(t.app);
    await createBusinessFor(t.app, owner);
    during(owner.token, () => t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: owner.headers }));
    const socket = open({ auth: { token: owner.token } });
    const reason = new Promise((resolve) => socket.on('disconnect', resolve));
    await expect(reason).resolves.toBe('io server disconnect');
  });

  it('a permission taken away keeps the socket out of the business room', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'user', permissions: ['manage_orders'] });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/employees', headers: owner.headers });
    const employee = (list.json() as { data: { id: number; user_id: number }[] }).data.find((e) => e.user_id === waiter.id)!;
    during(waiter.token, () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/employees/${employee.id}/update-permissions`, headers: owner.headers, payload: { permissions: ['manage_menu'] } }),
    );
    const socket = open({ auth: { token: waiter.token } });
    await connected(socket);
    const got: unknown[] = [];
    socket.on('order.created', (p) => got.push(p));
    await new Promise((r) => setTimeout(r, 150));
    t.app.realtime.emitToBusiness(business.id, 'order.created', { id: 1 });
    await new Promise((r) => setTimeout(r, 150));
    expect(got).toEqual([]);
  });
});

describe("a business's live events reach only those who read its orders (issue 19)", () => {
  it('a member with the menu only gets no order events; granted manage_orders, the open socket starts getting them; taken away, it stops', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const cook = await createUser(t.app);
    await addEmployee(t.app, business, cook, { role: 'user', permissions: ['manage_menu'] });
    const socket = open({ auth: { token: cook.token } });
    await connected(socket);
    const got: unknown[] = [];
    socket.on('order.created', (p) => got.push(p));
    const settle = () => new Promise((r) => setTimeout(r, 150));

    t.app.realtime.emitToBusiness(business.id, 'order.created', { id: 1 });
    await settle();
    expect(got).toEqual([]);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/employees', headers: owner.headers });
    const employee = (list.json() as { data: { id: number; user_id: number }[] }).data.find((e) => e.user_id === cook.id)!;
    const grant = (permissions: string[]) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/employees/${employee.id}/update-permissions`, headers: owner.headers, payload: { permissions } });
    expect((await grant(['manage_menu', 'manage_orders'])).statusCode).toBe(200);
    await settle();
    t.app.realtime.emitToBusiness(business.id, 'order.created', { id: 2 });
    await settle();
    expect(got).toEqual([{ id: 2 }]);

    expect((await grant(['manage_menu'])).statusCode).toBe(200);
    await settle();
    t.app.realtime.emitToBusiness(business.id, 'order.created', { id: 3 });
    await settle();
    expect(got).toEqual([{ id: 2 }]);
  });
});
