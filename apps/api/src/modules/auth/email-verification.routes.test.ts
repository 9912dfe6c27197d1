import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeTokens, users } from '../../db/schema/index';
import { linkIn, registerAccount, type Account } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as never, headers });
const me = (account: Account) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: account.headers }).then((r) => r.json().data);
const lastTokenFor = (email: string) => {
  const mail = [...t.sent].reverse().find((m) => m.to === email && m.subject?.includes('e-mail'))!;
  return linkIn(mail.text, '/verify-email').searchParams.get('token')!;
};
const INVALID = { token: ['Este link é inválido ou expirou. Peça um novo.'] };

describe('POST /api/v1/verify-email', () => {
  it('verifies the e-mail with the link sent at sign-up, once', async () => {
    const account = await registerAccount(t.app);
    expect((await me(account)).email_verified).toBe(false);
    const token = lastTokenFor(account.email);
    const res = await post('/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'E-mail confirmado com sucesso.' });
    expect((await me(account)).email_verified).toBe(true);

    // Opened again (issue 13): it says the e-mail is confirmed, and opens no second session.
    const again = await post('/verify-email', { token, session: 'token' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Seu e-mail já está confirmado.' });
  });

  it('a spent link of an address the account no longer has is just invalid', async () => {
    const account = await registerAccount(t.app);
    const token = lastTokenFor(account.email);
    await post('/verify-email', { token });
    await t.app.db.update(users).set({ email: `novo-${account.email}` }).where(eq(users.id, account.id));
    const again = await post('/verify-email', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(INVALID);
  });

  it('refuses an unknown or expired token, in the caller language', async () => {
    expect((await post('/verify-email', { token: 'nao-existe' })).json().errors).toEqual(INVALID);
    const en = await post('/verify-email', { token: 'nao-existe' }, { 'accept-language': 'en' });
    expect(en.json().errors).toEqual({ token: ['This link is invalid or has expired. Ask for a new one.'] });

    const account = await registerAccount(t.app);
    await t.app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, account.id));
    expect((await post('/verify-email', { token: lastTokenFor(account.email) })).statusCode).toBe(422);
    expect((await me(account)).email_verified).toBe(false);
  });

  it('does not verify an address the account no longer has', async () => {
    const account = await registerAccount(t.app);
    const token = lastTokenFor(account.email);
    await t.app.db.update(users).set({ email: `outro-${account.email}` }).where(eq(users.id, account.id));
    expect((await post('/verify-email', { token })).statusCode).toBe(422);
  });

  it('validates the body: required token, types, unknown fields, malformed JSON', async () => {
    expect((await post('/verify-email', {})).json().errors).toEqual({ token: ['O campo token é obrigatório'] });
    expect((await post('/verify-email', { token: 123 })).json().errors).toEqual({ token: ['O campo token deve ser um texto'] });
    expect((await post('/verify-email', { token: 'x', email: 'a@b.com' })).statusCode).toBe(422);
    expect((await post('/verify-email', '{"token"', { 'content-type': 'application/json' })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/verify-email/resend', () => {
  it('sends a new link that replaces the previous one', async () => {
    const account = await registerAccount(t.app);
    const first = lastTokenFor(account.email);
    const res = await post('/verify-email/resend', undefined, account.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Enviamos um link de confirmação para o seu e-mail.' });
    const second = lastTokenFor(account.email);
    expect(second).not.toBe(first);
    expect((await post('/verify-email', { token: first })).statusCode).toBe(422);
    expect((await post('/verify-email', { token: second })).statusCode).toBe(200);
  });

  it('sends nothing when the e-mail is already verified', async () => {
    const account = await registerAccount(t.app);
    await post('/verify-email', { token: lastTokenFor(account.email) });
    const before = t.sent.length;
    const res = await post('/verify-email/resend', undefined, account.headers);
    expect(res.json()).toEqual({ message: 'Seu e-mail já está confirmado.' });
    expect(t.sent.length).toBe(before);
  });

  it('answers 401 without a session', async () => {
    expect((await post('/verify-email/resend')).statusCode).toBe(401);
  });
});
