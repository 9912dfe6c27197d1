import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { createBusinessFor, createUser } from '../test/factories';

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
