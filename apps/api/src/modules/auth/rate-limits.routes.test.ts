import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerAccount, type Account } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/helper';

// RATE_LIMIT_LOGIN_PER_MINUTE = 3: the fourth attempt within a minute answers 429 with Retry-After.
let t: TestApp;
let account: Account;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
  account = await registerAccount(t.app);
});
afterAll(async () => t.close());

const login = (email: string, remoteAddress: string, password = 'errada-123') =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress });

function expect429(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().message).toMatch(/^Muitas tentativas\. Tente de novo em \d+ segundos\.$/);
}

describe('rate limits of the account routes', () => {
  it('limits logins per IP, whatever the e-mail', async () => {
    for (let i = 0; i < 3; i++) expect((await login(`ip-${i}@example.com`, '10.0.0.1')).statusCode).toBe(422);
    expect429(await login('ip-4@example.com', '10.0.0.1'));
    expect((await login('ip-5@example.com', '10.0.0.2')).statusCode).toBe(422);
  });

  it('limits logins per account, whatever the IP (even the right password)', async () => {
    for (let i = 0; i < 3; i++) expect((await login(account.email, `10.1.0.${i}`)).statusCode).toBe(422);
    const blocked = await login(account.email.toUpperCase(), '10.1.0.9', PASSWORD);
    expect429(blocked);
  });

  it('limits sign-ups and password resets per IP', async () => {
    const forgot = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: `f-${remoteAddress}@example.com` }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await forgot('10.2.0.1')).statusCode).toBe(200);
    expect429(await forgot('10.2.0.1'));

    const register = () => t.app.inject({ method: 'POST', url: '/api/v1/register', payload: {}, remoteAddress: '10.3.0.1' });
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(422);
    expect429(await register());

    const reset = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: {}, remoteAddress: '10.4.0.1' });
    for (let i = 0; i < 3; i++) expect((await reset()).statusCode).toBe(422);
    expect429(await reset());
  });

  it('limits password-reset e-mails per account', async () => {
    const forgot = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: account.email }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await forgot(`10.5.0.${i}`)).statusCode).toBe(200);
    expect429(await forgot('10.5.0.9'));
  });
});
