import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index';
import { cookieLogin, PASSWORD, registerAccount, setCookie } from '../../test/accounts';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'DELETE', headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url: '/api/v1/me', headers, payload: payload as never });

describe('GET /api/v1/me', () => {
  it('returns the owner of the current business with roles, businesses and scope', async () => {
    const account = await registerAccount(t.app, { name: '  joão   da silva  ' });
    const business = await createBusinessFor(t.app, account, { name: 'Pastelaria do João' });
    const res = await call('GET', account.headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: account.id,
      first_name: 'joão',
      full_name: 'joão da silva',
      initials: 'JS',
      is_owner: true,
      is_admin: false,
      scope: ['owner'],
      current_business_id: business.id,
      businesses: [{ business_id: business.id, business_name: 'Pastelaria do João', role: 'owner' }],
      permissions: [],
    });
    expect(data.roles).toEqual([{ id: expect.any(Number), name: 'owner' }]);
    expect(new Date(data.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('returns a waiter with the permission grants of every business', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const waiter = await createUser(t.app, { name: 'Rafael' });
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['manage_menu'] });
    const { data } = (await call('GET', waiter.headers)).json();
    expect(data).toMatchObject({ first_name: 'Rafael', initials: 'R', is_owner: false, scope: ['staff'], current_business_id: business.id });
    expect(data.roles).toEqual([{ id: expect.any(Number), name: 'waiter' }]);
    expect(data.permissions).toEqual([{ name: 'manage_menu', granted: true, business_id: business.id }]);
  });

  it('gives platform admins the admin scope', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    expect((await call('GET', admin.headers)).json().data).toMatchObject({ is_admin: true, scope: ['admin', 'staff'] });
  });

  it('accepts the session cookie on a GET without X-Requested-With', async () => {
    const account = await registerAccount(t.app);
    const cookie = await cookieLogin(t.app, account);
    expect((await call('GET', { cookie })).json().data.email).toBe(account.email);
  });

  it('answers 401 without a session, with an expired one and with an unknown token', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('GET', { authorization: 'Bearer nope' })).statusCode).toBe(401);
    const account = await registerAccount(t.app);
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, account.id));
    expect((await call('GET', account.headers)).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/me', () => {
  it('changes name and language', async () => {
    const account = await registerAccount(t.app);
    const res = await call('PUT', account.headers, { name: 'Beatriz Nogueira', lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Beatriz', full_name: 'Beatriz Nogueira', initials: 'BN', lang: 'en' });
    // The user's language now answers when the request does not say one.
    const bad = await call('PUT', account.headers, { name: '' });
    expect(bad.json().errors).toEqual({ name: ['The name field is required'] });
  });

  it('switches the current business only to one the user belongs to', async () => {
    const account = await registerAccount(t.app);
    const first = await createBusinessFor(t.app, account);
    const second = await createBusinessFor(t.app, account);
    const stranger = await createBusinessFor(t.app, await createUser(t.app));
    const ok = await call('PUT', account.headers, { current_business_id: first.id });
    expect(ok.json().data).toMatchObject({ current_business_id: first.id, is_owner: true });
    expect(ok.json().data.businesses.map((b: { business_id: number }) => b.business_id)).toEqual([first.id, second.id]);
    const refused = await call('PUT', account.headers, { current_business_id: stranger.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ current_business_id: ['Você não faz parte deste negócio.'] });
  });

  it('does not switch to a business where the membership is inactive', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { isActive: false });
    await t.app.db.update(users).set({ currentBusinessId: null }).where(eq(users.id, waiter.id));
    expect((await call('PUT', waiter.headers, { current_business_id: business.id })).statusCode).toBe(422);
  });

  it('does not take a platform admin into another business: that is POST /businesses/{id}/enter, audited (decision 0019)', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const business = await createBusinessFor(t.app, await createUser(t.app));
    const refused = await call('PUT', admin.headers, { current_business_id: business.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ current_business_id: ['Você não faz parte deste negócio.'] });
    const own = await createBusinessFor(t.app, admin);
    expect((await call('PUT', admin.headers, { current_business_id: own.id })).json().data.current_business_id).toBe(own.id);
  });

  it('validates the body strictly', async () => {
    const account = await registerAccount(t.app);
    const h = account.headers;
    expect((await call('PUT', h, { name: '' })).json().errors).toEqual({ name: ['O campo nome é obrigatório'] });
    const initial = await call('PUT', h, { name: 'B.' });
    expect(initial.statusCode).toBe(422);
    expect(initial.json().errors).toEqual({ name: ['O campo nome deve ter pelo menos 2 letras'] });
    expect((await call('PUT', h, { lang: 'es' })).json().errors).toEqual({ lang: ['O valor selecionado para o campo idioma é inválido'] });
    expect((await call('PUT', h, { current_business_id: 'um' })).statusCode).toBe(422);
    expect((await call('PUT', h, { email: 'outro@example.com' })).statusCode).toBe(422);
    expect((await call('PUT', { ...h, 'content-type': 'application/json' }, '{"name":')).statusCode).toBe(400);
    expect((await call('PUT', {}, { name: 'X' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/me', () => {
  it('deletes the account with the right password, ending its sessions', async () => {
    const account = await registerAccount(t.app);
    const wrong = await call('DELETE', account.headers, { password: 'errada-123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['A senha informada está incorreta.'] });

    const res = await call('DELETE', account.headers, { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(setCookie(res.headers, 'comanda_session')?.value).toBe('');
    expect((await call('GET', account.headers)).statusCode).toBe(401);
    expect(await t.app.db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
  });

  it('refuses an account without a password (created with Google) and validates the body', async () => {
    const googleOnly = await createUser(t.app);
    expect((await call('DELETE', googleOnly.headers, { password: 'qualquer-1' })).statusCode).toBe(422);
    expect((await call('DELETE', googleOnly.headers, {})).json().errors).toEqual({ password: ['O campo senha é obrigatório'] });
    const en = await call('DELETE', { ...googleOnly.headers, 'accept-language': 'en' }, {});
    expect(en.json().errors).toEqual({ password: ['The password field is required'] });
    expect((await call('DELETE', googleOnly.headers, { password: 1 })).statusCode).toBe(422);
    expect((await call('DELETE', googleOnly.headers, { password: 'x', confirm: true })).statusCode).toBe(422);
    expect((await call('DELETE', { ...googleOnly.headers, 'content-type': 'application/json' }, '{')).statusCode).toBe(400);
    expect((await call('DELETE', {}, { password: 'x' })).statusCode).toBe(401);
  });
});
