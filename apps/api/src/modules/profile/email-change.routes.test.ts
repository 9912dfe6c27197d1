import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens } from '../../db/schema/index';
import { linkIn, PASSWORD, registerAccount, uniqueEmail, type Account } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', APP_URL: 'https://app.comanda.test' });
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as never, headers });
const INVALID = { token: ['Este link é inválido ou expirou. Peça um novo.'] };

async function requestChange(account: Account, email: string) {
  const res = await post('/me/update-email', { email, password: PASSWORD }, account.headers);
  expect(res.statusCode).toBe(200);
  const mail = t.sent.at(-1)!;
  expect(mail.to).toBe(email.toLowerCase());
  return linkIn(mail.text, '/email-change').searchParams.get('token')!;
}

describe('POST /api/v1/me/update-email', () => {
  it('mails a confirmation link to the new address and keeps the old e-mail until it is opened', async () => {
    const account = await registerAccount(t.app);
    const email = uniqueEmail('novo');
    const res = await post('/me/update-email', { email: email.toUpperCase(), password: PASSWORD }, account.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Enviamos um link de confirmação para o novo e-mail.' });
    const mail = t.sent.at(-1)!;
    expect(mail).toMatchObject({ channel: 'email', to: email, subject: 'Confirme seu novo e-mail no Comanda' });
    expect(mail.text).toContain(email);
    const link = linkIn(mail.text, '/email-change');
    expect(`${link.origin}${link.pathname}`).toBe('https://app.comanda.test/email-change');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: account.headers });
    expect(me.json().data.email).toBe(account.email);
  });

  it('needs the password and a new address; an address with an account is answered alike and mailed nothing (decision 0010)', async () => {
    const account = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const wrong = await post('/me/update-email', { email: uniqueEmail(), password: 'errada-123' }, account.headers);
    expect(wrong.json().errors).toEqual({ password: ['A senha informada está incorreta.'] });
    const same = await post('/me/update-email', { email: account.email, password: PASSWORD }, account.headers);
    expect(same.json().errors).toEqual({ email: ['Este já é o seu e-mail atual.'] });
    const sentBefore = t.sent.length;
    const taken = await post('/me/update-email', { email: other.email, password: PASSWORD }, account.headers);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ message: 'Enviamos um link de confirmação para o novo e-mail.' });
    expect(t.sent.length).toBe(sentBefore);
  });

  it('validates the body and needs a session', async () => {
    const account = await registerAccount(t.app);
    const h = account.headers;
    expect((await post('/me/update-email', { password: PASSWORD }, h)).json().errors).toEqual({ email: ['O campo e-mail é obrigatório'] });
    const en = await post('/me/update-email', { email: 'x', password: PASSWORD }, { ...h, 'accept-language': 'en' });
    expect(en.json().errors).toEqual({ email: ['The email field must be a valid email'] });
    expect((await post('/me/update-email', { email: 5, password: PASSWORD }, h)).statusCode).toBe(422);
    expect((await post('/me/update-email', { email: uniqueEmail(), password: PASSWORD, name: 'x' }, h)).statusCode).toBe(422);
    expect((await post('/me/update-email', '{', { ...h, 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await post('/me/update-email', { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/reset-email', () => {
  it('applies the change with the link, without a session, once; the new address is verified', async () => {
    const account = await registerAccount(t.app);
    const email = uniqueEmail('trocado');
    const token = await requestChange(account, email);
    const res = await post('/reset-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: account.id, email, email_verified: true });
    expect((await post('/login', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/login', { email: account.email, password: PASSWORD })).statusCode).toBe(422);
    expect((await post('/reset-email', { token })).json().errors).toEqual(INVALID);
  });

  it('only honours the newest link, before it expires', async () => {
    const account = await registerAccount(t.app);
    const old = await requestChange(account, uniqueEmail());
    const newest = await requestChange(account, uniqueEmail());
    expect((await post('/reset-email', { token: old })).json().errors).toEqual(INVALID);
    await t.app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, account.id));
    expect((await post('/reset-email', { token: newest })).json().errors).toEqual(INVALID);
  });

  it('refuses an address someone else took in the meantime', async () => {
    const account = await registerAccount(t.app);
    const email = uniqueEmail('disputado');
    const token = await requestChange(account, email);
    await registerAccount(t.app, { email });
    const res = await post('/reset-email', { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: ['Este e-mail já está em uso.'] });
  });

  it('validates the body', async () => {
    expect((await post('/reset-email', {})).json().errors).toEqual({ token: ['O campo token é obrigatório'] });
    expect((await post('/reset-email', {}, { 'accept-language': 'en' })).json().errors).toEqual({ token: ['The token field is required'] });
    expect((await post('/reset-email', { token: ['a'] })).statusCode).toBe(422);
    expect((await post('/reset-email', { token: 'a', email: 'b@c.com' })).statusCode).toBe(422);
    expect((await post('/reset-email', '{', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});
