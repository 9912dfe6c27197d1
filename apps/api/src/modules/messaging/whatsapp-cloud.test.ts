import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@comanda/domain/whatsapp/campaign-resource';
import type { WhatsappConnection, WhatsappMessage } from '@comanda/domain/whatsapp/whatsapp-resource';
import { customers, whatsappConnections, whatsappLanes } from '../../db/schema/index';
import { cloudSignature } from '../../integrations/whatsapp-cloud/signature';
import { startCloudApiStandIn, type CloudApiStandIn } from '../../integrations/whatsapp-cloud/stand-in';
import { apiCaller } from '../../test/call-api';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { until } from '../../test/until';

// Issue 35, the second provider: a number connected through the WhatsApp Cloud API with the
// restaurant's own Meta app (no QR). Meta's verification GET, the 24-hour window (free text refused
// outside it, the message failing as such), templates for campaigns, signed webhooks (receipts,
// "SAIR"), a bad signature refused — against the Cloud API stand-in over real HTTP.

let cloud: CloudApiStandIn;
let t: TestApp;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  cloud = await startCloudApiStandIn({ templates: [{ name: 'promo_da_semana', language: 'pt_BR', parameters: 2 }], ackDelayMs: 20, displayPhoneNumber: '+55 11 3333-4444' });
  t = await createTestApp({ WHATSAPP_CLOUD_API_URL: cloud.baseUrl, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.config.appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await cloud.close();
  await t.close();
});

type Who = Awaited<ReturnType<typeof createUser>>;
const connection = async (who: Who) => json<{ data: WhatsappConnection }>(await call(who, 'GET', '/whatsapp')).data;
const messages = async (who: Who) => json<{ data: WhatsappMessage[] }>(await call(who, 'GET', '/whatsapp/messages')).data;
const credentials = () => ({ phone_number_id: cloud.phoneNumberId, access_token: cloud.accessToken, app_secret: cloud.appSecret, verify_token: 'meu-token-123' });

async function shop() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  return { owner, business };
}

/** A shop connected through the Cloud API, its webhook pasted into "Meta" (the stand-in checks it first). */
async function cloudShop() {
  // The stand-in has one number, and one Meta number serves one business: the last test's shop lets it go.
  await t.app.db.delete(whatsappConnections).where(eq(whatsappConnections.instance, cloud.phoneNumberId));
  const s = await shop();
  const res = await call(s.owner, 'PUT', '/whatsapp/cloud', credentials());
  expect(res.statusCode, res.body).toBe(200);
  const data = json<{ data: WhatsappConnection }>(res).data;
  expect(await cloud.verify(data.cloud!.webhook_url, data.cloud!.verify_token)).toBe(true);
  cloud.setWebhook(data.cloud!.webhook_url);
  return { ...s, connection: data };
}

async function customer(businessId: number, name: string, whatsapp: string, consent = true) {
  const [row] = await t.app.db
    .insert(customers)
    .values({ businessId, firstName: name, lastName: 'Lima', whatsapp, source: 'back_office', marketingConsent: consent, marketingConsentAt: consent ? new Date() : null, marketingConsentSource: consent ? 'back_office' : null })
    .returning();
  return row!;
}

describe('v1/whatsapp/cloud: a number on the WhatsApp Cloud API', () => {
  it('checks the id and token with Meta, keeps them sealed, and answers the webhook URL and verify token to paste into Meta', async () => {
    const { owner, business } = await shop();
    expect(await connection(owner)).toMatchObject({ created: false, provider: null, cloud_available: true });

    const invalid = await call(owner, 'PUT', '/whatsapp/cloud', { phone_number_id: 'abc', access_token: 'x', app_secret: '', verify_token: 'a b' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(invalid).errors).sort()).toEqual(['access_token', 'app_secret', 'phone_number_id', 'verify_token']);
    const wrongToken = await call(owner, 'PUT', '/whatsapp/cloud', { ...credentials(), access_token: 'EAAGwrongwrongwrongwrongwrong' });
    expect(wrongToken.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(wrongToken).errors.access_token![0]).toMatch(/Meta recusou/);
    const wrongNumber = await call(owner, 'PUT', '/whatsapp/cloud', { ...credentials(), phone_number_id: '123456789' });
    expect(wrongNumber.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(wrongNumber).errors).toHaveProperty('phone_number_id');

    const ok = await call(owner, 'PUT', '/whatsapp/cloud', credentials());
    expect(ok.statusCode, ok.body).toBe(200);
    const data = json<{ data: WhatsappConnection }>(ok).data;
    expect(data).toMatchObject({ available: true, created: true, provider: 'cloud', state: 'open', phone: '+551133334444', pairing: null });
    expect(data.cloud).toEqual({ phone_number_id: cloud.phoneNumberId, webhook_url: `${t.app.config.appUrl}/api/v1/webhooks/whatsapp-cloud?business=${business.token}`, verify_token: 'meu-token-123' });
    const [row] = await t.app.db.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, business.id));
    expect(row!.cloudSecret).toMatch(/^v1\./);
    expect(row!.cloudSecret).not.toContain(cloud.accessToken);
    expect(row!.cloudSecret).not.toContain(cloud.appSecret);

    // Meta's GET: the challenge echoed for our token only, and only at this business's URL.
    expect(await cloud.verify(data.cloud!.webhook_url, 'meu-token-123')).toBe(true);
    expect(await cloud.verify(data.cloud!.webhook_url, 'outro-token-123')).toBe(false);
    expect(await cloud.verify(`${t.app.config.appUrl}/api/v1/webhooks/whatsapp-cloud?business=nope`, 'meu-token-123')).toBe(false);

    // Checking asks Meta again; contacts and groups are not a Cloud API thing: none.
    expect(json<{ data: WhatsappConnection }>(await call(owner, 'GET', '/whatsapp/connection')).data.state).toBe('open');
    expect(json<{ data: unknown[] }>(await call(owner, 'GET', '/whatsapp/contacts')).data).toEqual([]);
    expect(json<{ data: unknown[] }>(await call(owner, 'GET', '/whatsapp/groups')).data).toEqual([]);
    const group = await call(owner, 'POST', '/whatsapp/messages', { group_id: '120363000000000000@g.us', text: 'Oi' });
    expect(group.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(group).errors).toHaveProperty('group_id');

    // Disconnecting forgets the credentials.
    expect(json<{ data: WhatsappConnection }>(await call(owner, 'DELETE', '/whatsapp')).data).toMatchObject({ created: false, provider: null });
    expect(await t.app.db.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, business.id))).toEqual([]);
  });

  it('answers 401 without a session, 403 to a waiter, and 409 to a business whose number is paired by QR', async () => {
    const { owner, business } = await shop();
    expect((await call(null, 'PUT', '/whatsapp/cloud', credentials())).statusCode).toBe(401);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    expect((await call(waiter, 'PUT', '/whatsapp/cloud', credentials())).statusCode).toBe(403);
    await t.app.db.insert(whatsappConnections).values({ businessId: business.id, instance: `qr-${business.id}`, webhookSecretHash: 'x', state: 'open', phone: '+5511999990000' });
    const other = await call(owner, 'PUT', '/whatsapp/cloud', credentials());
    expect(other.statusCode).toBe(409);
    expect(json<{ message: string }>(other).message).toMatch(/outro jeito/);

    // One Meta number, one business: a second business with the same phone number id is told so.
    const first = await cloudShop();
    const second = await shop();
    const taken = await call(second.owner, 'PUT', '/whatsapp/cloud', credentials());
    expect(taken.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(taken).errors.phone_number_id![0]).toMatch(/outro negócio/);
    expect((await connection(first.owner)).state).toBe('open');
  });

  it('fails a free text outside the 24-hour window at once; inside it, sends it and follows the signed receipts to read; "SAIR" opts out', async () => {
    const { owner, business } = await cloudShop();
    const rita = await customer(business.id, 'Rita', '+5511955551001');

    const first = json<{ data: WhatsappMessage }>(await call(owner, 'POST', '/whatsapp/messages', { customer_id: rita.id, text: 'Seu pedido saiu!' })).data;
    const failed = await until('the message failed', () => messages(owner), (list) => list.find((m) => m.id === first.id)?.status === 'failed');
    expect(failed.find((m) => m.id === first.id)!.error).toBe('outside_window');
    expect(cloud.sent()).toHaveLength(0);

    // The customer writes: the window opens and the next text goes, then delivered and read come back signed.
    expect(await cloud.inbound('5511955551001', 'Oi, meu pedido?')).toBe(200);
    const second = json<{ data: WhatsappMessage }>(await call(owner, 'POST', '/whatsapp/messages', { customer_id: rita.id, text: 'Saiu agora!' })).data;
    await until('sent, delivered and read', () => messages(owner), (list) => list.find((m) => m.id === second.id)?.status === 'read');
    expect(cloud.sent().filter((m) => m.to === '5511955551001').map((m) => m.text)).toEqual(['Saiu agora!']);

    expect(await cloud.inbound('5511955551001', 'SAIR')).toBe(200);
    await until('opted out', async () => (await t.app.db.select().from(customers).where(eq(customers.id, rita.id)))[0]!, (c) => c.marketingConsent === false);
  });

  it('refuses a webhook without the signature of the business\'s app secret (401) and takes a copy once', async () => {
    const { connection: c } = await cloudShop();
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'W', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: cloud.phoneNumberId }, statuses: [{ id: 'wamid.none', status: 'read', recipient_id: '5511' }] } }] }] });
    const post = (signature?: string) => fetch(c.cloud!.webhook_url, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, body });
    expect((await post()).status).toBe(401);
    expect((await post(cloudSignature(body, 'another-app-secret'))).status).toBe(401);
    expect((await post(cloudSignature(body, cloud.appSecret))).status).toBe(200);
    const again = await post(cloudSignature(body, cloud.appSecret));
    expect(await again.json()).toEqual({ data: { status: 'duplicate' } });
    const notCloud = JSON.stringify({ hello: 'world' });
    expect((await fetch(c.cloud!.webhook_url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': cloudSignature(notCloud, cloud.appSecret) }, body: notCloud })).status).toBe(422);
  });

  it('sends a campaign only with a template, each customer as that template approved at Meta with their values', async () => {
    const { owner, business } = await cloudShop();
    const settings = { min_gap_seconds: 0.05, max_gap_seconds: 0.05, batch_size: 1000, batch_pause_minutes: 0, daily_cap: 5000, quiet_start: '00:00', quiet_end: '00:00' };
    await t.app.db.insert(whatsappLanes).values({ businessId: business.id, settings }).onConflictDoUpdate({ target: whatsappLanes.businessId, set: { settings } });
    await customer(business.id, 'Ana Maria', '+5511955552001');
    await customer(business.id, 'Bruno', '+5511955552002');
    const body = { name: 'Semana', segment: 'all', text: 'Oi {nome}! Cupom {cupom}', coupon_code: 'PIZZA10' };

    const withoutTemplate = await call(owner, 'POST', '/whatsapp/campaigns', body);
    expect(withoutTemplate.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(withoutTemplate).errors.template_id![0]).toMatch(/modelo aprovado pela Meta/);

    const template = json<{ data: { id: number } }>(await call(owner, 'POST', '/whatsapp/whatsapp-template', { name: 'Promo da semana', text: 'Oi {nome}! Use o cupom {cupom} hoje.' })).data;
    const stranger = await shop();
    const theirs = json<{ data: { id: number } }>(await call(stranger.owner, 'POST', '/whatsapp/whatsapp-template', { name: 'Deles', text: 'x' })).data;
    expect((await call(owner, 'POST', '/whatsapp/campaigns', { ...body, template_id: theirs.id })).statusCode).toBe(422);

    const created = await call(owner, 'POST', '/whatsapp/campaigns', { ...body, template_id: template.id });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = json<{ data: Campaign }>(created).data;
    await until('the campaign done', async () => json<{ data: Campaign }>(await call(owner, 'GET', `/whatsapp/campaigns/${campaign.id}`)).data, (c) => c.status === 'done');
    const sent = cloud.sent().filter((m) => m.to.startsWith('551195555200'));
    expect(sent.map((m) => ({ to: m.to, type: m.type, template: m.template })).sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: '5511955552001', type: 'template', template: { name: 'promo_da_semana', language: 'pt_BR', parameters: ['Ana', 'PIZZA10'] } },
      { to: '5511955552002', type: 'template', template: { name: 'promo_da_semana', language: 'pt_BR', parameters: ['Bruno', 'PIZZA10'] } },
    ]);
    // The text kept (and shown) is the template's, filled in.
    expect((await messages(owner)).filter((m) => m.campaign_id === campaign.id).map((m) => m.text).sort()).toEqual(['Oi Ana! Use o cupom PIZZA10 hoje.', 'Oi Bruno! Use o cupom PIZZA10 hoje.']);
  });
});
