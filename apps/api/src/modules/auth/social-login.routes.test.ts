import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { startGoogleMock, type GoogleMock } from '../../integrations/google/google-mock';
import { PASSWORD, registerAccount, setCookie, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/helper';

const CLIENT_ID = 'comanda-test.apps.googleusercontent.com';
let google: GoogleMock;
let t: TestApp;
beforeAll(async () => {
  google = await startGoogleMock({ clientId: CLIENT_ID });
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const googleLogin = (payload: unknown, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/login/google', payload: payload as never, headers });
const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization } }).then((r) => r.json().data);
const FAILED = { token: ['Não foi possível entrar com Google.'] };
let sub = 1000;
const nextSub = () => String(++sub);

describe('POST /api/v1/login/google', () => {
  it('creates a verified account from a Google ID token and logs it in', async () => {
    const email = uniqueEmail('Google').toUpperCase();
    const token = await google.signIdToken({ sub: nextSub(), email, name: 'Bruna Costa Lima' });
    const res = await googleLogin({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('Bearer');
    const user = await me(`Bearer ${res.json().access_token}`);
    expect(user).toMatchObject({ email: email.toLowerCase(), full_name: 'Bruna Costa Lima', initials: 'BL', email_verified: true });
  });

  it('finds the same account by sub on the next login, even if the Google e-mail changed', async () => {
    const id = nextSub();
    const first = await googleLogin({ token: await google.signIdToken({ sub: id, email: uniqueEmail() }) });
    const second = await googleLogin({ token: await google.signIdToken({ sub: id, email: uniqueEmail() }) });
    expect((await me(`Bearer ${second.json().access_token}`)).id).toBe((await me(`Bearer ${first.json().access_token}`)).id);
  });

  it('links an existing account with the same e-mail', async () => {
    const account = await registerAccount(t.app);
    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.id));
    const res = await googleLogin({ token: await google.signIdToken({ sub: nextSub(), email: account.email }) });
    expect((await me(`Bearer ${res.json().access_token}`)).id).toBe(account.id);
    // A verified account keeps its password and sessions.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: account.email, password: PASSWORD } })).statusCode).toBe(200);
  });

  it('takes an unverified account over from whoever registered it (pre-hijacking)', async () => {
    const squatter = await registerAccount(t.app);
    const res = await googleLogin({ token: await google.signIdToken({ sub: nextSub(), email: squatter.email }) });
    expect((await me(`Bearer ${res.json().access_token}`))).toMatchObject({ id: squatter.id, email_verified: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: squatter.headers })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: squatter.email, password: PASSWORD } });
    expect(login.statusCode).toBe(422);
  });

  it('sets the session cookie for session "cookie" (with X-Requested-With only)', async () => {
    const token = await google.signIdToken({ sub: nextSub(), email: uniqueEmail() });
    expect((await googleLogin({ token, session: 'cookie' })).statusCode).toBe(403);
    const res = await googleLogin({ token, session: 'cookie' }, XHR);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('access_token');
    expect(setCookie(res.headers, 'comanda_session')?.attributes).toContain('HttpOnly');
  });

  it('refuses a token signed by another key, for another audience, expired, or with an unverified e-mail', async () => {
    const claims = { sub: nextSub(), email: uniqueEmail() };
    const foreign = await googleLogin({ token: await google.signWithForeignKey(claims) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual(FAILED);
    expect((await googleLogin({ token: await google.signIdToken(claims, { audience: 'someone-else' }) })).json().errors).toEqual(FAILED);
    expect((await googleLogin({ token: await google.signIdToken(claims, { expiresIn: '-1m' }) })).json().errors).toEqual(FAILED);
    expect((await googleLogin({ token: await google.signIdToken({ ...claims, email_verified: false }) })).json().errors).toEqual(FAILED);
    expect((await googleLogin({ token: 'not-a-jwt' })).json().errors).toEqual(FAILED);
    const en = await googleLogin({ token: 'not-a-jwt' }, { 'accept-language': 'en' });
    expect(en.json().errors).toEqual({ token: ['Could not log in with Google.'] });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, claims.email));
    expect(row).toBeUndefined();
  });

  it('answers 422 social_login_failed when Google sign-in is not configured', async () => {
    const bare = await createTestApp({ GOOGLE_JWKS_URL: google.jwksUrl });
    try {
      const res = await googleLogin({ token: await google.signIdToken({ sub: nextSub(), email: uniqueEmail() }) }, {}, bare.app);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(FAILED);
    } finally {
      await bare.close();
    }
  });

  it('answers 422 provider_unknown for another provider', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login/orkut', payload: { token: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ provider: ['Provedor de login não suportado.'] });
  });

  it('validates the body', async () => {
    expect((await googleLogin({})).json().errors).toEqual({ token: ['O campo token é obrigatório'] });
    expect((await googleLogin({ token: 1 })).json().errors).toEqual({ token: ['O campo token deve ser um texto'] });
    expect((await googleLogin({ token: 'x', email: 'a@b.com' })).statusCode).toBe(422);
    expect((await googleLogin('{', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});
