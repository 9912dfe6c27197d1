import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { createBusinessFor, createUser } from '../test/factories';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

function open(options: Parameters<typeof connect>[1]): Socket {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, ...options });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
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
