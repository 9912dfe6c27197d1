import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { linkIn, loginAccount, PASSWORD, registerAccount, registerBody, setCookie, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  // Rate limits have their own test file; here many logins come from the same test IP.
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', APP_URL: 'https://comanda.test' });
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as never, headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
const daysFromNow = (iso: string) => (new Date(iso).getTime() - Date.now()) / DAY_MS;

describe('POST /api/v1/register', () => {
  const verify = (token: string, session?: 'token' | 'cookie', headers: Record<string, string> = {}) =>
    post('/verify-email', { token, ...(session ? { session } : {}) }, headers);

  it('creates an unverified account, opens no session, and mails the link that confirms and logs in', async () => {
    const body = registerBody({ email: uniqueEmail('Nova').toUpperCase(), whatsapp: '(11) 98765-4321' });
    const res = await post('/register', body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: `Enviamos um link para ${body.email.toLowerCase()}. Abra-o para confirmar o e-mail e entrar no Comanda.` });
    expect(setCookie(res.headers, 'comanda_session')).toBeNull();

    const mail = t.sent.at(-1)!;
    expect(mail).toMatchObject({ channel: 'email', to: body.email.toLowerCase(), subject: 'Confirme seu e-mail no Comanda' });
    const link = linkIn(mail.text, '/verify-email');
    expect(link.origin).toBe('https://comanda.test');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(token);

    const verified = await verify(token, 'token');
    expect(verified.statusCode).toBe(200);
    const json = verified.json();
    expect(json).toMatchObject({ message: 'E-mail confirmado com sucesso.', token_type: 'Bearer' });
    expect(daysFromNow(json.expires_at)).toBeCloseTo(30, 1);
    expect((await me({ authorization: `Bearer ${json.access_token}` })).json().data).toMatchObject({
      first_name: 'Ana',
      full_name: 'Ana Maria Souza',
      email: body.email.toLowerCase(),
      email_verified: true,
      whatsapp: '+5511987654321',
      is_admin: false,
      roles: [],
      lang: 'pt',
      current_business_id: null,
      businesses: [],
    });
    // The link logs in once; opened again it only says the e-mail is confirmed.
    const again = await verify(token, 'token');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Seu e-mail já está confirmado.' });
  });

  it('writes the e-mail in English for an English account', async () => {
    const body = registerBody({ lang: 'en' });
    await post('/register', body);
    expect(t.sent.at(-1)).toMatchObject({ to: body.email, subject: 'Confirm your e-mail on Comanda' });
  });

  it('opens the web session (HttpOnly cookie, no token in the body) from the link with session "cookie"', async () => {
    const body = registerBody();
    await post('/register', body);
    const token = linkIn(t.sent.at(-1)!.text, '/verify-email').searchParams.get('token')!;
    expect((await verify(token, 'cookie')).statusCode).toBe(403); // no X-Requested-With: login CSRF
    const res = await verify(token, 'cookie', XHR);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('access_token');
    const cookie = setCookie(res.headers, 'comanda_session');
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']));
    expect((await me({ cookie: `comanda_session=${cookie!.value}` })).statusCode).toBe(200);
  });

  it('answers an e-mail that has an account exactly as a new one, mails its owner, and changes nothing (decision 0010)', async () => {
    const first = await registerAccount(t.app);
    const verifyLink = linkIn(t.sent.at(-1)!.text, '/verify-email').searchParams.get('token')!;
    await verify(verifyLink);
    const fresh = await post('/register', registerBody());
    const again = await post('/register', registerBody({ email: first.email.toUpperCase(), password: 'outra-senha-456', password_confirmation: 'outra-senha-456' }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
    expect(again.json().message).toBe(`Enviamos um link para ${first.email}. Abra-o para confirmar o e-mail e entrar no Comanda.`);
    const mail = t.sent.at(-1)!;
    expect(mail).toMatchObject({ to: first.email, subject: 'Você já tem uma conta no Comanda' });
    expect(mail.text).toContain('https://comanda.test/forgot-password');
    expect(mail.text).not.toContain('/verify-email');
    // The password stays the account's own.
    expect((await post('/login', { email: first.email, password: 'outra-senha-456' })).statusCode).toBe(422);
    expect((await post('/login', { email: first.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('sends the verification link again to an account that never confirmed its e-mail', async () => {
    const first = await registerAccount(t.app);
    const res = await post('/register', registerBody({ email: first.email }));
    expect(res.statusCode).toBe(202);
    expect(t.sent.at(-1)).toMatchObject({ to: first.email, subject: 'Confirme seu e-mail no Comanda' });
  });

  it('spends comparable time on an e-mail with an account (the password is hashed either way)', async () => {
    const first = await registerAccount(t.app);
    const time = async (email: string) => {
      const start = performance.now();
      await post('/register', registerBody({ email }));
      return performance.now() - start;
    };
    // The fastest of several interleaved tries: a busy machine only ever adds time (a CI run failed
    // on sums of four, one slow try being enough).
    let known = Infinity;
    let fresh = Infinity;
    for (let i = 0; i < 6; i++) {
      known = Math.min(known, await time(first.email));
      fresh = Math.min(fresh, await time(uniqueEmail('tempo')));
    }
    expect(known / fresh).toBeGreaterThan(0.5);
  });

  it('answers 422 with the Portuguese message on each invalid field', async () => {
    const { email: _e, ...noEmail } = registerBody();
    expect((await post('/register', noEmail)).json().errors.email).toEqual(['O campo e-mail é obrigatório']);
    const short = await post('/register', registerBody({ password: 'curta', password_confirmation: 'curta' }));
    expect(short.json().errors.password).toEqual(['O campo senha deve conter no mínimo 8 caracteres']);
    const bad = await post('/register', registerBody({ email: 'nao-e-email' }));
    expect(bad.json().errors.email).toEqual(['O campo e-mail deve ser um e-mail válido']);
    const mismatch = await post('/register', registerBody({ password_confirmation: 'outra-senha-123' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['A confirmação do campo senha não confere'] });
    const phone = await post('/register', registerBody({ whatsapp: '123' }));
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors).toEqual({ whatsapp: ['O campo WhatsApp deve ser um número de telefone válido, com DDD'] });
  });

  it('refuses an incomplete WhatsApp and a one-letter name on their fields, in pt and en', async () => {
    const phone = await post('/register', registerBody({ whatsapp: '(12) 3' }));
    expect(phone.statusCode).toBe(422);
    expect(phone.json().errors).toEqual({ whatsapp: ['O campo WhatsApp deve ser um número de telefone válido, com DDD'] });
    const phoneEn = await post('/register', registerBody({ whatsapp: '(12) 3' }), { 'accept-language': 'en' });
    expect(phoneEn.json().errors).toEqual({ whatsapp: ['The WhatsApp field must be a valid phone number, with area code'] });
    for (const name of ['J', ' J. ']) {
      const res = await post('/register', registerBody({ name }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: ['O campo nome deve ter pelo menos 2 letras'] });
    }
    const nameEn = await post('/register', registerBody({ name: 'J' }), { 'accept-language': 'en' });
    expect(nameEn.json().errors).toEqual({ name: ['The name field must have at least 2 letters'] });
    expect((await post('/register', registerBody({ name: 'Zé' }))).statusCode).toBe(202);
  });

  it('answers in English with Accept-Language: en', async () => {
    const { email: _e, ...noEmail } = registerBody();
    const res = await post('/register', noEmail, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.json().errors.email).toEqual(['The email field is required']);
  });

  it('rejects unknown fields and wrong types with 422, malformed JSON with 400', async () => {
    const unknown = await post('/register', { ...registerBody(), is_admin: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ _: ['Campos não permitidos: is_admin'] });
    const wrongType = await post('/register', { ...registerBody(), name: 42 });
    expect(wrongType.json().errors.name).toEqual(['O campo nome deve ser um texto']);
    const malformed = await post('/register', '{"name": ', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('O corpo da requisição não é um JSON válido.');
  });
});

describe('POST /api/v1/login', () => {
  it('answers a Bearer token valid for SESSION_TTL_DAYS', async () => {
    const account = await registerAccount(t.app);
    const res = await post('/login', { email: account.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(['access_token', 'expires_at', 'token_type']);
    expect(json.token_type).toBe('Bearer');
    expect(daysFromNow(json.expires_at)).toBeCloseTo(30, 1);
    expect((await me({ authorization: `Bearer ${json.access_token}` })).json().data.email).toBe(account.email);
  });

  it('keeps a session without "remember" for one day', async () => {
    const account = await registerAccount(t.app);
    const res = await post('/login', { email: account.email, password: PASSWORD, remember: false });
    expect(daysFromNow(res.json().expires_at)).toBeCloseTo(1, 1);
  });

  it('sets the cookie (HttpOnly, SameSite=Lax, path /, max-age = expiry) and keeps the token out of the body', async () => {
    const account = await registerAccount(t.app);
    const res = await post('/login', { email: account.email, password: PASSWORD, session: 'cookie' }, XHR);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['expires_at', 'token_type']);
    expect(res.json().token_type).toBe('cookie');
    const cookie = setCookie(res.headers, 'comanda_session')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain(cookie.value);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    const maxAge = Number(cookie.attributes.find((a) => a.startsWith('Max-Age='))!.slice(8));
    expect(maxAge / 86_400).toBeCloseTo(30, 1);
  });

  it('refuses a cookie login without X-Requested-With (login CSRF)', async () => {
    const account = await registerAccount(t.app);
    const res = await post('/login', { email: account.email, password: PASSWORD, session: 'cookie' });
    expect(res.statusCode).toBe(403);
    expect(setCookie(res.headers, 'comanda_session')).toBeNull();
  });

  it('gives the same 422 for a wrong password and an unknown e-mail', async () => {
    const account = await registerAccount(t.app);
    const wrong = await post('/login', { email: account.email, password: 'errada-123' });
    const unknown = await post('/login', { email: uniqueEmail('ninguem'), password: 'errada-123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'E-mail ou senha incorretos.', errors: { email: ['E-mail ou senha incorretos.'] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    const en = await post('/login', { email: account.email, password: 'errada-123' }, { 'accept-language': 'en' });
    expect(en.json().errors.email).toEqual(['Wrong e-mail or password.']);
  });

  it('spends comparable time on an unknown e-mail (it still verifies a hash)', async () => {
    const account = await registerAccount(t.app);
    const time = async (email: string) => {
      const start = performance.now();
      await post('/login', { email, password: 'errada-123' });
      return performance.now() - start;
    };
    // The fastest of several interleaved tries, as above.
    let known = Infinity;
    let unknown = Infinity;
    for (let i = 0; i < 5; i++) {
      known = Math.min(known, await time(account.email));
      unknown = Math.min(unknown, await time(uniqueEmail('fantasma')));
    }
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('answers 422 on missing and mistyped fields, 400 on malformed JSON', async () => {
    expect((await post('/login', { email: 'a@b.com' })).json().errors).toEqual({ password: ['O campo senha é obrigatório'] });
    const types = await post('/login', { email: 'a@b.com', password: 'x', remember: 'yes' });
    expect(types.json().errors.remember).toEqual(['O campo remember deve ser verdadeiro ou falso']);
    expect((await post('/login', { email: 'a@b.com', password: 'x', session: 'jwt' })).statusCode).toBe(422);
    expect((await post('/login', { email: 'a@b.com', password: 'x', extra: 1 })).statusCode).toBe(422);
    expect((await post('/login', '{email', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the Bearer session and leaves the others alone', async () => {
    const account = await registerAccount(t.app);
    const other = await loginAccount(t.app, account.email, PASSWORD);
    const res = await post('/logout', undefined, account.headers);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(account.headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('revokes a cookie session and clears the cookie', async () => {
    const account = await registerAccount(t.app);
    const login = await post('/login', { email: account.email, password: PASSWORD, session: 'cookie' }, XHR);
    const cookie = { cookie: `comanda_session=${setCookie(login.headers, 'comanda_session')!.value}` };
    const res = await post('/logout', undefined, { ...cookie, ...XHR });
    expect(res.statusCode).toBe(204);
    const cleared = setCookie(res.headers, 'comanda_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes.some((a) => a === 'Max-Age=0' || a.startsWith('Expires=Thu, 01 Jan 1970'))).toBe(true);
    expect((await me(cookie)).statusCode).toBe(401);
    const rows = await t.app.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, account.id));
    // The register session stays open; the cookie one is revoked.
    expect(rows.map((r) => r.revokedAt !== null).sort()).toEqual([false, true]);
  });

  it('refuses a cookie-authenticated POST without X-Requested-With (403) and keeps the session', async () => {
    const account = await registerAccount(t.app);
    const login = await post('/login', { email: account.email, password: PASSWORD, session: 'cookie' }, XHR);
    const cookie = { cookie: `comanda_session=${setCookie(login.headers, 'comanda_session')!.value}` };
    const res = await post('/logout', undefined, cookie);
    expect(res.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated POST from another site even with X-Requested-With (Origin/Referer check)', async () => {
    const account = await registerAccount(t.app);
    const login = await post('/login', { email: account.email, password: PASSWORD, session: 'cookie' }, XHR);
    const cookie = { cookie: `comanda_session=${setCookie(login.headers, 'comanda_session')!.value}` };
    for (const foreign of [{ origin: 'https://evil.example' }, { origin: 'null' }, { referer: 'https://evil.example/page' }] as Record<string, string>[]) {
      const res = await post('/logout', undefined, { ...cookie, ...XHR, ...foreign });
      expect(res.statusCode, JSON.stringify(foreign)).toBe(403);
    }
    expect((await me(cookie)).statusCode).toBe(200);
    // A cookie login from another site is refused the same way.
    const forged = await post('/login', { email: account.email, password: PASSWORD, session: 'cookie' }, { ...XHR, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    // The app's own origin (as the browser sends it, or as APP_URL names it) passes.
    const own = await post('/logout', undefined, { ...cookie, ...XHR, host: 'pdv.local:3000', origin: 'http://pdv.local:3000' });
    expect(own.statusCode).toBe(204);
  });

  it('answers 401 without a session', async () => {
    const res = await post('/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sua sessão expirou. Entre novamente.' });
  });
});

describe('OpenAPI', () => {
  it('documents the account and session routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/v1/register', '/api/v1/login', '/api/v1/login/{provider}', '/api/v1/logout', '/api/v1/me', '/api/v1/me/avatar']) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(doc.paths['/api/v1/login'].post.tags).toEqual(['auth']);
    expect(doc.paths['/api/v1/login'].post.responses).toHaveProperty('422');
  });
});
