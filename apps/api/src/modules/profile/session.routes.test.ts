import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { cookieLogin, registerAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/helper';

// Issue 13, item 15: every visit to /login asked GET /me, and its 401 was logged by the browser as
// an error. Asking whether anyone is logged in is not an error: GET /session answers 200 either way.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const session = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/session', headers });
const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers });

describe('GET /api/v1/session', () => {
  it('answers 200 with data null when nobody is logged in, while GET /me still answers 401', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await me()).statusCode).toBe(401);
  });

  it('answers null for an unknown, expired or revoked session', async () => {
    expect((await session({ authorization: 'Bearer nope' })).json()).toEqual({ data: null });
    expect((await session({ cookie: 'comanda_session=nope' })).json()).toEqual({ data: null });
    const expiring = await registerAccount(t.app);
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expiring.id));
    const expired = await session(expiring.headers);
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ data: null });
    const leaving = await registerAccount(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: leaving.headers })).statusCode).toBe(204);
    expect((await session(leaving.headers)).json()).toEqual({ data: null });
  });

  it('answers the same user as GET /me for a cookie session', async () => {
    const account = await registerAccount(t.app);
    const cookie = await cookieLogin(t.app, account);
    const res = await session({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: account.id, email: account.email });
    // GET /me adds the business the user acts in; the user is the same.
    const { business: _business, ...user } = (await me({ cookie })).json().data;
    expect(res.json().data).toEqual(user);
  });
});
