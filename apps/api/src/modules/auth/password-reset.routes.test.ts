import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema/index';
import { linkIn, loginAccount, PASSWORD, registerAccount, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', APP_URL: 'http://localhost:5173' });
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as never, headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
const SENT = { message: 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.' };
const NEW_PASSWORD = 'nova-senha-456';

async function resetLink(email: string) {
  await post('/forgot-password', { email });
  const mail = t.sent.at(-1)!;
  expect(mail.to).toBe(email);
  return linkIn(mail.text, '/reset-password');
}

describe('POST /api/v1/forgot-password', () => {
  it('mails a reset link carrying the token and the e-mail', async () => {
    const account = await registerAccount(t.app);
    const res = await post('/forgot-password', { email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const mail = t.sent.at(-1)!;
    expect(mail).toMatchObject({ channel: 'email', to: account.email, subject: 'Redefina sua senha do Comanda' });
    const link = linkIn(mail.text, '/reset-password');
    expect(link.origin + link.pathname).toBe('http://localhost:5173/reset-password');
    expect(link.searchParams.get('email')).toBe(account.email);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.sent.length;
    const res = await post('/forgot-password', { email: uniqueEmail('ninguem') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(t.sent.length).toBe(before);
  });

  it('validates the body', async () => {
    // The e-mail or, for someone who signs in with it, the WhatsApp (decision 0036).
    expect((await post('/forgot-password', {})).json().errors).toEqual({ email: ['Informe o e-mail ou o WhatsApp'] });
    const en = await post('/forgot-password', { email: 'x' }, { 'accept-language': 'en' });
    expect(en.json().errors).toEqual({ email: ['The email field must be a valid email'] });
    expect((await post('/forgot-password', { email: ['a@b.com'] })).statusCode).toBe(422);
    expect((await post('/forgot-password', { email: 'a@b.com', name: 'x' })).statusCode).toBe(422);
    expect((await post('/forgot-password', 'email=a', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/reset-password', () => {
  it('sets the new password, revokes every session opened before, and works once', async () => {
    const account = await registerAccount(t.app);
    const otherSession = await loginAccount(t.app, account.email, PASSWORD);
    const link = await resetLink(account.email);
    const body = {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const res = await post('/reset-password', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha redefinida. Entre com a nova senha.' });

    expect((await me(account.headers)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await post('/login', { email: account.email, password: PASSWORD })).statusCode).toBe(422);
    const fresh = await loginAccount(t.app, account.email, NEW_PASSWORD);
    // Opening the mailed link also proved the address.
    expect((await me(fresh)).json().data.email_verified).toBe(true);

    const again = await post('/reset-password', { ...body, password: 'terceira-789', password_confirmation: 'terceira-789' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['Este link é inválido ou expirou. Peça um novo.'] });
  });

  it('refuses a token used with another e-mail, an expired token and an older token', async () => {
    const account = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const old = await resetLink(account.email);
    const link = await resetLink(account.email);
    const body = (l: URL, email = account.email) => ({
      token: l.searchParams.get('token'),
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect((await post('/reset-password', body(link, other.email))).statusCode).toBe(422);
    expect((await post('/reset-password', body(old))).statusCode).toBe(422);
    await t.app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, account.id));
    expect((await post('/reset-password', body(link))).statusCode).toBe(422);
    expect((await me(account.headers)).statusCode).toBe(200);
  });

  it('validates the body with the spec messages', async () => {
    const base = { token: 't', email: 'a@b.com', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await post('/reset-password', { ...base, token: undefined })).json().errors).toEqual({ token: ['O campo token é obrigatório'] });
    expect((await post('/reset-password', { ...base, password_confirmation: 'x' })).json().errors).toEqual({
      password_confirmation: ['A confirmação do campo senha não confere'],
    });
    const short = await post('/reset-password', { ...base, password: 'abc', password_confirmation: 'abc' }, { 'accept-language': 'en' });
    expect(short.json().errors.password).toEqual(['The password field must be at least 8 characters']);
    expect((await post('/reset-password', { ...base, password: 12345678 })).statusCode).toBe(422);
    expect((await post('/reset-password', { ...base, remember: true })).statusCode).toBe(422);
    expect((await post('/reset-password', '{', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});
