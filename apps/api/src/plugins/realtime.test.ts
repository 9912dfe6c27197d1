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
});
