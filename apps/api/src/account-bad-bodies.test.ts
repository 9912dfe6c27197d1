import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessFor, createUser, validBusinessBody, validProfileBody, type TestUser } from './test/factories';
import { createTestApp, type TestApp } from './test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures, type JunkRoute } from './test/junk-bodies';

// The account, profile and business routes answer a 4xx, never a 500, whatever a field of their
// body holds (test/junk-bodies; the menu routes have their own in modules/menu).

let t: TestApp;
let user: TestUser;
let businessId: number;

beforeAll(async () => {
  // Some thousand requests, many of them logins: more than a minute's rate limits allow.
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
  user = await createUser(t.app);
  businessId = (await createBusinessFor(t.app, user)).id;
});
afterAll(async () => t.close());

const password = 'senha-forte-123';

const routes = (): JunkRoute[] => [
  {
    method: 'POST',
    url: '/register',
    body: { name: 'Ana', email: 'ana@example.com', password, password_confirmation: password, whatsapp: '(11) 98765-4321', lang: 'pt', session: 'token' },
  },
  { method: 'POST', url: '/login', body: { email: 'ana@example.com', password, remember: true, session: 'token' } },
  { method: 'POST', url: '/login/google', body: { token: 'a.b.c', session: 'token' } },
  { method: 'POST', url: '/forgot-password', body: { email: 'ana@example.com' } },
  { method: 'POST', url: '/reset-password', body: { token: 'abc', email: 'ana@example.com', password, password_confirmation: password } },
  { method: 'POST', url: '/verify-email', body: { token: 'abc' } },
  { method: 'POST', url: '/reset-email', body: { token: 'abc' } },
  { method: 'PUT', url: '/me', body: { name: 'Ana', lang: 'en', current_business_id: businessId } },
  { method: 'POST', url: '/me/update-email', body: { email: 'nova@example.com', password } },
  { method: 'POST', url: '/me/whatsapp-change', body: { whatsapp: '(11) 98765-4321' } },
  { method: 'PUT', url: '/me/whatsapp-change', body: { code: '123456' } },
  { method: 'POST', url: '/businesses', body: validBusinessBody() },
  { method: 'PUT', url: `/businesses/${businessId}`, body: validProfileBody({ slug: 'cantina-da-nonna' }) },
  // Last: none of its junk passwords is the user's, so the account stays.
  { method: 'DELETE', url: '/me', body: { password } },
];

describe('account, profile and business routes with a bad value in the body', () => {
  it('never answer 500', async () => {
    expect(await junkFailures(t.app, routes(), user.headers)).toEqual([]);
  }, JUNK_SWEEP_TIMEOUT);
});
