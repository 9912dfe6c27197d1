import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { createBusinessFor, createUser } from '../test/factories';
import { disconnection, eventsWithin, openSocket } from '../test/sockets';

// Two API processes share events through Redis: an event emitted by one reaches a socket connected to
// the other. Runs when TEST_REDIS_URL points at a Redis server (.ci/run starts one).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('realtime across processes with the Redis adapter', () => {
  let first: TestApp;
  let second: TestApp;
  let socket: Socket;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl! });
    second = await createTestApp({ REDIS_URL: redisUrl! });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.close();
    await first.close();
    await second.close();
  });

  it('delivers an event emitted on one instance to a socket on another', async () => {
    // Both apps use their own database; the socket authenticates against the second one.
    const owner = await createUser(second.app);
    const business = await createBusinessFor(second.app, owner);
    const port = (second.app.server.address() as AddressInfo).port;
    socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false, auth: { token: owner.token } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.once('table.updated', resolve));
    first.app.realtime.emitToBusiness(business.id, 'table.updated', { id: 7 });
    await expect(received).resolves.toEqual({ id: 7 });
  });
});

// Two processes on one database and one Redis: the session and business changes that one of them
// handles reach the sockets connected to the other (issue 12).
describe.runIf(redisUrl)('sessions followed across processes with the Redis adapter', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl! });
    b = await createTestApp({ REDIS_URL: redisUrl! }, { database: a.database });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await b.close();
    await a.close();
  });

  it('disconnects the socket on app B when the session logs out on app A', async () => {
    const owner = await createUser(a.app);
    await createBusinessFor(a.app, owner);
    const socket = await openSocket(b.app, owner.token, sockets);
    const gone = disconnection(socket);
    expect((await a.app.inject({ method: 'POST', url: '/api/v1/logout', headers: owner.headers })).statusCode).toBe(204);
    await expect(gone).resolves.toBe('io server disconnect');
  });

  it('moves the socket on app B when PUT /me on app A switches business', async () => {
    const owner = await createUser(a.app);
    const first = await createBusinessFor(a.app, owner);
    const second = await createBusinessFor(a.app, owner);
    const socket = await openSocket(b.app, owner.token, sockets);
    const res = await a.app.inject({ method: 'PUT', url: '/api/v1/me', headers: owner.headers, payload: { current_business_id: first.id } });
    expect(res.statusCode).toBe(200);
    // Room changes travel through Redis like events do; a short wait lets B apply them first.
    await new Promise((r) => setTimeout(r, 100));
    const heard = (id: number) => eventsWithin(socket, 'order.created', 300, () => a.app.realtime.emitToBusiness(id, 'order.created', { id }));
    expect(await heard(first.id)).toEqual([{ id: first.id }]);
    expect(await heard(second.id)).toEqual([]);
  });
});
