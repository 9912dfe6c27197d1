import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { issueLinkToken } from '../lib/one-time-tokens';
import { PASSWORD, registerAccount } from '../test/accounts';
import { addEmployee, blockBusiness, createBusinessFor, createUser, validBusinessBody } from '../test/factories';
import { createTestApp, type TestApp } from '../test/helper';
import { disconnection, eventsWithin, openSocket } from '../test/sockets';

// The socket follows the HTTP session (issue 12): it joins a business room only with the same access
// the API grants, moves when the user switches business, and closes when its session ends.

let t: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

const open = (token: string) => openSocket(t.app, token, sockets);
const api = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
/** What a socket receives of one event emitted to a business. */
const heardFrom = (socket: Socket, businessId: number) =>
  eventsWithin(socket, 'order.created', 150, () => t.app.realtime.emitToBusiness(businessId, 'order.created', { businessId }));

describe('joining a business room on connect', () => {
  it('joins no room of a business the user is not an active member of', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    // A deactivated employee, and a user whose current_business_id points at someone else's business
    // (PUT /me refuses that; a stale row may still hold it).
    const former = await createUser(t.app);
    await addEmployee(t.app, business, former, { isActive: false });
    const stranger = await createUser(t.app);
    await t.app.db.update(users).set({ currentBusinessId: business.id }).where(eq(users.id, stranger.id));
    const [formerSocket, strangerSocket] = await Promise.all([open(former.token), open(stranger.token)]);
    expect(await heardFrom(formerSocket, business.id)).toEqual([]);
    expect(await heardFrom(strangerSocket, business.id)).toEqual([]);
  });

  it('joins no room of a blocked business, but a platform admin does', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    await blockBusiness(t.app, business);
    const admin = await createUser(t.app, { isAdmin: true });
    await createBusinessFor(t.app, admin);
    await api('POST', `/businesses/${business.id}/enter`, admin.headers);
    const [ownerSocket, adminSocket] = await Promise.all([open(owner.token), open(admin.token)]);
    expect(await heardFrom(ownerSocket, business.id)).toEqual([]);
    expect(await heardFrom(adminSocket, business.id)).toEqual([{ businessId: business.id }]);
  });
});

describe('following the current business', () => {
  it('moves the socket when PUT /me switches business: events of the new one, none of the old', async () => {
    const owner = await createUser(t.app);
    const first = await createBusinessFor(t.app, owner);
    const second = await createBusinessFor(t.app, owner); // now the current one
    const socket = await open(owner.token);
    expect(await heardFrom(socket, second.id)).toHaveLength(1);

    const res = await api('PUT', '/me', owner.headers, { current_business_id: first.id });
    expect(res.statusCode).toBe(200);
    expect(await heardFrom(socket, first.id)).toEqual([{ businessId: first.id }]);
    expect(await heardFrom(socket, second.id)).toEqual([]);
  });

  it('moves a platform admin’s socket into the business they enter, and out of it when they leave', async () => {
    const first = await createBusinessFor(t.app, await createUser(t.app));
    const second = await createBusinessFor(t.app, await createUser(t.app));
    const admin = await createUser(t.app, { isAdmin: true });
    const socket = await open(admin.token);
    expect(await heardFrom(socket, first.id)).toEqual([]);

    expect((await api('POST', `/businesses/${first.id}/enter`, admin.headers)).statusCode).toBe(200);
    expect(await heardFrom(socket, first.id)).toEqual([{ businessId: first.id }]);
    expect((await api('POST', `/businesses/${second.id}/enter`, admin.headers)).statusCode).toBe(200);
    expect(await heardFrom(socket, second.id)).toEqual([{ businessId: second.id }]);
    expect(await heardFrom(socket, first.id)).toEqual([]);

    expect((await api('POST', '/businesses/current/leave', admin.headers)).statusCode).toBe(200);
    expect(await heardFrom(socket, second.id)).toEqual([]);
  });

  it('joins the business the user creates (it becomes the current one)', async () => {
    const user = await createUser(t.app);
    const socket = await open(user.token);
    const res = await api('POST', '/businesses', user.headers, validBusinessBody());
    expect(res.statusCode).toBe(201);
    const id = res.json<{ data: { id: number } }>().data.id;
    expect(await heardFrom(socket, id)).toEqual([{ businessId: id }]);
  });
});

describe('ending with the session', () => {
  it('disconnects the sockets of the session that logs out, not those of another session', async () => {
    const owner = await createUser(t.app);
    await createBusinessFor(t.app, owner);
    const other = await createUser(t.app);
    const [mine, theirs] = await Promise.all([open(owner.token), open(other.token)]);
    const gone = disconnection(mine);
    expect((await api('POST', '/logout', owner.headers)).statusCode).toBe(204);
    await expect(gone).resolves.toBe('io server disconnect');
    expect(theirs.connected).toBe(true);
  });

  it('disconnects every socket of the user after a password reset', async () => {
    const account = await registerAccount(t.app);
    const stranger = await createUser(t.app); // another user's socket stays connected
    const [a, b, other] = await Promise.all([open(account.token), open(account.token), open(stranger.token)]);
    const gone = Promise.all([disconnection(a), disconnection(b)]);
    const token = await issueLinkToken(t.app.db, account.id, 'reset_password');
    const res = await api('POST', '/reset-password', {}, { token, email: account.email, password: 'nova-senha-456', password_confirmation: 'nova-senha-456' });
    expect(res.statusCode).toBe(200);
    await expect(gone).resolves.toEqual(['io server disconnect', 'io server disconnect']);
    expect(other.connected).toBe(true);
  });

  it('disconnects every socket of a deleted account', async () => {
    const account = await registerAccount(t.app);
    const socket = await open(account.token);
    const gone = disconnection(socket);
    expect((await api('DELETE', '/me', account.headers, { password: PASSWORD })).statusCode).toBe(204);
    await expect(gone).resolves.toBe('io server disconnect');
  });

  it('refuses a reconnection with the revoked session', async () => {
    const user = await createUser(t.app);
    await open(user.token);
    await api('POST', '/logout', user.headers);
    await expect(open(user.token)).rejects.toThrow('unauthenticated');
  });
});
