import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoPagoConnection } from '@comanda/domain/payments/payment-connections';
import { auditLog, paymentConnections } from '../../../db/schema/index';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../integrations/mercado-pago/stand-in';
import { createSecretBox } from '../../../lib/secret-box';
import { apiCaller } from '../../../test/call-api';
import { addEmployee, createBusinessFor, createUser } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../../test/junk-bodies';

// Issue 34: the restaurant's own Mercado Pago account (settings → Pagamentos), tried with the
// stand-in's GET /users/me before it is kept, kept sealed, never sent back.

const KEY = 'a'.repeat(64);
const TOKEN = 'TEST-1234567890123456-112826-0123456789abcdef0123456789abcdef-987654321';
const LIVE_TOKEN = 'APP_USR-1234567890123456-112826-0123456789abcdef0123456789abcdef-555000111';
const REVOKED = 'APP_USR-1234567890123456-112826-ffffffffffffffffffffffffffffffff-111222333';
const body = (extra: Record<string, unknown> = {}) => ({ access_token: TOKEN, public_key: 'TEST-5a1b2c3d-aaaa-bbbb-cccc-0123456789ab', webhook_secret: 'segredo-do-webhook-1234', ...extra });

let t: TestApp;
let mp: MercadoPagoStandIn;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  mp = await startMercadoPagoStandIn({ secret: 'unused', refusedTokens: [REVOKED] });
  t = await createTestApp({ MERCADO_PAGO_API_URL: mp.baseUrl, SECRETS_KEY: KEY });
});
afterAll(async () => {
  await mp.close();
  await t.close();
});

async function shop() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  return { owner, business, url: `/businesses/${business.id}/mp` };
}

describe('v1/businesses/{id}/mp', () => {
  it('connects after Mercado Pago accepts the token, keeps the credentials sealed, shows only their end, audits, and disconnects', async () => {
    const { owner, business, url } = await shop();
    const before = json<{ data: MercadoPagoConnection }>(await call(owner, 'GET', url)).data;
    expect(before).toMatchObject({ connected: false, account: null, can_connect: true, notification_url: `${t.app.config.appUrl}/api/v1/webhooks/mercado-pago?business=${business.token}` });

    const res = await call(owner, 'POST', url, body());
    expect(res.statusCode).toBe(200);
    expect(json<{ data: MercadoPagoConnection }>(res).data).toMatchObject({ connected: true, account: 'TESTE987654321', live: false, access_token_end: TOKEN.slice(-4), public_key: body().public_key });
    expect(res.body).not.toContain(TOKEN);
    expect(res.body).not.toContain('segredo-do-webhook');

    const [row] = await t.app.db.select().from(paymentConnections).where(eq(paymentConnections.businessId, business.id));
    expect(row!.secret).not.toContain(TOKEN);
    expect(JSON.parse(createSecretBox([Buffer.from(KEY, 'hex')]).open(row!.secret))).toEqual({ access_token: TOKEN, public_key: body().public_key, webhook_secret: 'segredo-do-webhook-1234' });

    // Replacing the account keeps one row; a production token shows as live.
    expect(json<{ data: MercadoPagoConnection }>(await call(owner, 'POST', url, body({ access_token: LIVE_TOKEN }))).data).toMatchObject({ live: true, account: 'TESTE555000111' });
    expect(await t.app.db.select().from(paymentConnections).where(eq(paymentConnections.businessId, business.id))).toHaveLength(1);

    const removed = await call(owner, 'DELETE', url);
    expect(json<{ data: MercadoPagoConnection }>(removed).data.connected).toBe(false);
    expect(await t.app.db.select().from(paymentConnections).where(eq(paymentConnections.businessId, business.id))).toHaveLength(0);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.entity, 'payment_connection')));
    expect(audit.map((a) => a.action)).toEqual(['payment_connection.connect', 'payment_connection.connect', 'payment_connection.disconnect']);
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
  });

  it('answers 422 naming the field for a malformed or refused token, a short webhook secret, unknown fields; in English too', async () => {
    const { owner, url } = await shop();
    const malformed = await call(owner, 'POST', url, body({ access_token: 'meu-token' }));
    expect(malformed.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(malformed).errors.access_token).toEqual(['Cole o Access Token do Mercado Pago: começa com APP_USR- (produção) ou TEST- (teste)']);
    const refused = await call(owner, 'POST', url, body({ access_token: REVOKED }), { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors.access_token![0]).toMatch(/^Mercado Pago did not accept this Access Token/);
    const short = await call(owner, 'POST', url, body({ webhook_secret: 'curto' }));
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(short).errors)).toEqual(['webhook_secret']);
    expect((await call(owner, 'POST', url, body({ extra: 1 }))).statusCode).toBe(422);
    expect((await call(owner, 'GET', '/businesses/abc/mp')).statusCode).toBe(422);
    expect(json<{ data: MercadoPagoConnection }>(await call(owner, 'GET', url)).data.connected).toBe(false);
  });

  it('answers 502 when Mercado Pago cannot be reached, and keeps nothing', async () => {
    const other = await createTestApp({ MERCADO_PAGO_API_URL: 'http://127.0.0.1:9', SECRETS_KEY: KEY });
    try {
      const owner = await createUser(other.app);
      const business = await createBusinessFor(other.app, owner);
      const res = await apiCaller(() => other.app)(owner, 'POST', `/businesses/${business.id}/mp`, body());
      expect(res.statusCode).toBe(502);
      expect(json(res)).toEqual({ message: 'Não foi possível falar com o Mercado Pago agora. Tente de novo em instantes.' });
      expect(await other.app.db.select().from(paymentConnections)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('in production without SECRETS_KEY refuses to connect with a clear 409 and says so on GET', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', MERCADO_PAGO_API_URL: mp.baseUrl, SECRETS_KEY: '' });
    try {
      const owner = await createUser(prod.app);
      const business = await createBusinessFor(prod.app, owner);
      const callProd = apiCaller(() => prod.app);
      expect(json<{ data: MercadoPagoConnection }>(await callProd(owner, 'GET', `/businesses/${business.id}/mp`)).data.can_connect).toBe(false);
      const res = await callProd(owner, 'POST', `/businesses/${business.id}/mp`, body());
      expect(res.statusCode).toBe(409);
      expect(json<{ message: string }>(res).message).toMatch(/SECRETS_KEY/);
    } finally {
      await prod.close();
    }
  });

  it('answers 401 without a session, 403 without manage_settings, 404 for another business (changing nothing there)', async () => {
    const { owner, business, url } = await shop();
    await call(owner, 'POST', url, body());
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });
    const stranger = await shop();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const payload = method === 'POST' ? body() : undefined;
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      expect((await call(waiter, method, url, payload)).statusCode).toBe(403);
      expect((await call(stranger.owner, method, url, payload)).statusCode).toBe(404);
    }
    expect(json<{ data: MercadoPagoConnection }>(await call(owner, 'GET', url)).data.connected).toBe(true);
  });

  it('junk bodies never answer 5xx', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const { owner, url } = await shop();
    expect(await junkFailures(t.app, [{ method: 'POST', url, body: body() }], owner.headers)).toEqual([]);
  });
});
