import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsappConnection, WhatsappMessage } from '@comanda/domain/whatsapp/whatsapp-resource';
import { auditLog, customers, outboxMessages, whatsappConnections, whatsappMessages } from '../../db/schema/index';
import type { EvolutionStandIn } from '../../integrations/evolution/stand-in';
import { apiCaller } from '../../test/call-api';
import { addEmployee, createBusinessFor, createUser, multipartFile } from '../../test/factories';
import { whatsappTestApp } from '../../test/whatsapp-app';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { until } from '../../test/until';
import { createOutbox } from '../../integrations/mail/outbox';
import { sendWhatsappMessage, whatsappRelay } from './messaging.api';

// Issue 35, the number and its messages: paired by QR at the Evolution stand-in (its webhooks reach
// this app over HTTP), a message stored and sent once by the job, delivered and read by the
// stand-in's receipts, "SAIR" opting a customer out, a ban pausing every send until the number is
// back, and a send in doubt never repeated.

let evolution: EvolutionStandIn;
let t: TestApp;
const call = apiCaller(() => t.app);

let close: () => Promise<void>;

beforeAll(async () => {
  ({ evolution, t, close } = await whatsappTestApp({ qrRotateMs: 150, ackDelayMs: 30, webhookCopies: 2, retryDelaysMs: [30, 60] }));
}, 60_000);
afterAll(() => close());

type Who = Awaited<ReturnType<typeof createUser>>;
const connection = async (who: Who) => json<{ data: WhatsappConnection }>(await call(who, 'GET', '/whatsapp')).data;
const instanceOf = async (businessId: number) => (await t.app.db.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, businessId)))[0]!.instance;
const messages = async (who: Who) => json<{ data: WhatsappMessage[] }>(await call(who, 'GET', '/whatsapp/messages')).data;

async function shop() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  return { owner, business };
}

async function connectedShop(number = '5511987650001') {
  const s = await shop();
  expect((await call(s.owner, 'POST', '/whatsapp')).statusCode).toBe(200);
  const instance = await instanceOf(s.business.id);
  await evolution.scan(instance, number);
  await until('the number open', () => connection(s.owner), (c) => c.state === 'open');
  return { ...s, instance };
}

async function customer(businessId: number, whatsapp: string, consent: boolean) {
  const [row] = await t.app.db
    .insert(customers)
    .values({ businessId, firstName: 'Rita', lastName: 'Souza', whatsapp, source: 'back_office', marketingConsent: consent, marketingConsentAt: consent ? new Date() : null, marketingConsentSource: consent ? 'back_office' : null })
    .returning();
  return row!;
}

describe('v1/whatsapp: connecting the number', () => {
  it('creates the instance with our webhook, shows a QR that follows the provider as it rotates, and opens with the number the phone scanned', async () => {
    const { owner, business } = await shop();
    expect(await connection(owner)).toMatchObject({ available: true, created: false, state: 'close', pairing: null });

    const created = json<{ data: WhatsappConnection }>(await call(owner, 'POST', '/whatsapp')).data;
    expect(created).toMatchObject({ created: true, state: 'connecting' });
    const instance = await instanceOf(business.id);
    expect(created.pairing?.code).toMatch(/^2@/);
    // Asked again (a double click), the same instance answers.
    expect((await call(owner, 'POST', '/whatsapp')).statusCode).toBe(200);
    expect(evolution.instanceNames().filter((name) => name.startsWith(`comanda-${business.id}-`))).toEqual([instance]);

    // The provider rotates the code; its qrcode.updated reaches the page's GET.
    const rotated = await until('a new QR', () => connection(owner), (c) => c.pairing !== null && c.pairing.code !== created.pairing!.code);
    expect(rotated.pairing!.code).toMatch(/^2@/);

    await evolution.scan(instance, '5511987654321');
    const open = await until('open', () => connection(owner), (c) => c.state === 'open');
    expect(open).toMatchObject({ phone: '+5511987654321', pairing: null, paused_reason: null });
    expect(open.connected_at).not.toBeNull();
    expect(json<{ data: WhatsappConnection }>(await call(owner, 'GET', '/whatsapp/connection')).data.state).toBe('open');

    // Logging out lets the number go without a "ban" pause; deleting removes the instance too.
    expect(json<{ data: WhatsappConnection }>(await call(owner, 'POST', '/whatsapp/logout')).data).toMatchObject({ state: 'close', phone: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await connection(owner)).paused_reason).toBeNull();
    expect(json<{ data: WhatsappConnection }>(await call(owner, 'DELETE', '/whatsapp')).data.created).toBe(false);
    expect(evolution.instanceNames()).not.toContain(instance);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.entity, 'whatsapp')));
    expect(audit.map((a) => a.action)).toEqual(['whatsapp.logout', 'whatsapp.delete']);
  });

  it('a disconnect with a ban code pauses every send; what waited goes once the number is back', async () => {
    const { owner, instance } = await connectedShop('5511987650002');
    await evolution.ban(instance, 402);
    const paused = await until('paused', () => connection(owner), (c) => c.paused_reason !== null);
    expect(paused).toMatchObject({ state: 'close', paused_reason: 'temporarily_banned' });
    // The owner hears it by e-mail too, once (the stand-in delivered the event twice).
    const mails = await until('the e-mail', async () => t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, owner.email)), (rows) => rows.some((m) => m.subject?.includes('WhatsApp')));
    expect(mails.filter((m) => m.subject?.includes('envios do WhatsApp pausados'))).toHaveLength(1);
    expect(mails.find((m) => m.subject?.includes('WhatsApp'))!.text).toContain('restringiu o número da loja por um tempo');

    const res = await call(owner, 'POST', '/whatsapp/messages', { phone: '(11) 97777-0001', text: 'Seu pedido saiu para entrega' });
    expect(res.statusCode, res.body).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(evolution.sent(instance)).toHaveLength(0);
    expect((await messages(owner))[0]!.status).toBe('queued');

    await evolution.scan(instance, '5511987650002');
    await until('the waiting message sent', async () => evolution.sent(instance), (sent) => sent.length === 1);
    expect((await connection(owner)).paused_reason).toBeNull();
    expect(evolution.sent(instance)[0]).toMatchObject({ to: '5511977770001', text: 'Seu pedido saiu para entrega' });
  });

  it('without a provider the page says so, and a message waits in the outbox', async () => {
    const bare = await createTestApp({});
    try {
      const owner = await createUser(bare.app);
      await createBusinessFor(bare.app, owner);
      const get = await bare.app.inject({ method: 'GET', url: '/api/v1/whatsapp', headers: owner.headers });
      expect(json<{ data: WhatsappConnection }>(get).data).toMatchObject({ available: false, created: false });
      const create = await bare.app.inject({ method: 'POST', url: '/api/v1/whatsapp', headers: owner.headers });
      expect(create.statusCode).toBe(409);
      expect(create.body).toContain('caixa de saída');
      const sent = await bare.app.inject({ method: 'POST', url: '/api/v1/whatsapp/messages', headers: owner.headers, payload: { phone: '11977770002', text: 'Oi' } });
      expect(sent.statusCode).toBe(201);
      expect(json<{ data: WhatsappMessage }>(sent).data.status).toBe('queued');
    } finally {
      await bare.close();
    }
  });
});

describe('v1/whatsapp/messages', () => {
  it('sends a text to a customer once (a double click is one message), and follows its receipts to "read"', async () => {
    const { owner, business, instance } = await connectedShop('5511987650003');
    const rita = await customer(business.id, '+5511966660001', true);
    const key = { 'idempotency-key': 'send-rita-1' };
    const [a, b] = await Promise.all([
      call(owner, 'POST', '/whatsapp/messages', { customer_id: rita.id, text: 'Oi Rita, sua pizza está a caminho!' }, key),
      call(owner, 'POST', '/whatsapp/messages', { customer_id: rita.id, text: 'Oi Rita, sua pizza está a caminho!' }, key),
    ]);
    expect([a.statusCode, b.statusCode], a.body).toEqual([201, 201]);
    expect(json<{ data: WhatsappMessage }>(a).data).toMatchObject({ customer_name: 'Rita Souza', to: '+5511966660001', status: 'queued' });
    const read = await until('read', () => messages(owner), (list) => list[0]?.status === 'read');
    expect(read).toHaveLength(1);
    expect(read[0]!.delivered_at).not.toBeNull();
    expect(evolution.sent(instance).map((m) => m.to)).toEqual(['5511966660001']);
  });

  it('answers 422 on the field: no text, both or neither recipient, a number that is none, a customer of another business', async () => {
    const { owner } = await shop();
    const other = await shop();
    const stranger = await customer(other.business.id, '+5511966660009', true);
    const field = async (body: unknown) => {
      const res = await call(owner, 'POST', '/whatsapp/messages', body);
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(json<{ errors: Record<string, string[]> }>(res).errors);
    };
    expect(await field({ phone: '11977770003', text: '' })).toEqual(['text']);
    expect(await field({ phone: '11977770003', text: 'x'.repeat(4097) })).toEqual(['text']);
    expect(await field({ text: 'Oi' })).toEqual(['phone']);
    expect(await field({ phone: '11977770003', customer_id: 1, text: 'Oi' })).toEqual(['phone']);
    expect(await field({ phone: '(11) 0876-54', text: 'Oi' })).toEqual(['phone']);
    expect(await field({ customer_id: stranger.id, text: 'Oi' })).toEqual(['customer_id']);
    expect(await field({ customer_id: 99_999_999_999, text: 'Oi' })).toEqual(['customer_id']);
    expect(await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.customerId, stranger.id))).toHaveLength(0);
  });

  it('401 without a session, 403 for a waiter on every route', async () => {
    const { business } = await shop();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    const routes = [
      ['GET', '/whatsapp'],
      ['POST', '/whatsapp'],
      ['POST', '/whatsapp/connect'],
      ['GET', '/whatsapp/connection'],
      ['POST', '/whatsapp/logout'],
      ['DELETE', '/whatsapp'],
      ['GET', '/whatsapp/messages'],
      ['POST', '/whatsapp/messages'],
      ['POST', '/whatsapp/media'],
      ['GET', '/whatsapp/contacts'],
      ['GET', '/whatsapp/groups'],
      ['GET', '/whatsapp/order-messages'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(null, method, url, method === 'POST' ? { phone: '11977770004', text: 'Oi' } : undefined)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(waiter, method, url, method === 'POST' ? { phone: '11977770004', text: 'Oi' } : undefined)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('a message found "sending" (its process died mid-call) is marked not confirmed, never sent again', async () => {
    const { owner, business, instance } = await connectedShop('5511987650004');
    const [row] = await t.app.db.insert(whatsappMessages).values({ businessId: business.id, to: '+5511977770005', text: 'Promoção de segunda', source: 'manual', status: 'sending' }).returning();
    expect(await sendWhatsappMessage({ db: t.app.db, config: t.app.config, log: t.app.log }, row!.id)).toBe('done');
    expect((await messages(owner)).find((m) => m.id === row!.id)!.status).toBe('unknown');
    expect(evolution.sent(instance)).toHaveLength(0);
  });

  it('a refusal by the provider is retried by the job; the message goes once', async () => {
    const { owner, instance } = await connectedShop('5511987650005');
    evolution.failNextSends(1, 400);
    expect((await call(owner, 'POST', '/whatsapp/messages', { phone: '11977770006', text: 'Oi' })).statusCode).toBe(201);
    // The job's backoff is 5 s: the retry comes after it.
    await until('sent after the retry', async () => evolution.sent(instance), (sent) => sent.length === 1, { timeoutMs: 20_000 });
    const [message] = await until('sent', () => messages(owner), (list) => ['sent', 'delivered', 'read'].includes(list[0]!.status));
    expect(message!.error).toBeNull();
  }, 30_000);
});

describe('v1/whatsapp/contacts and groups', () => {
  it("lists the connected number's contacts and groups; 409 while it is not connected", async () => {
    const { owner, instance } = await connectedShop('5511987650009');
    await evolution.reply(instance, '5511966660010', 'Oi');
    const contacts = json<{ data: { phone: string }[] }>(await call(owner, 'GET', '/whatsapp/contacts')).data;
    expect(contacts.map((c) => c.phone)).toEqual(['+5511966660010']);
    const groups = json<{ data: { subject: string }[] }>(await call(owner, 'GET', '/whatsapp/groups')).data;
    expect(groups.map((g) => g.subject)).toEqual(['Clientes VIP', 'Equipe da cozinha']);
    await evolution.ban(instance, 428);
    await until('closed', () => connection(owner), (c) => c.state === 'close');
    expect((await call(owner, 'GET', '/whatsapp/groups')).statusCode).toBe(409);
    const fresh = await shop();
    expect((await call(fresh.owner, 'GET', '/whatsapp/contacts')).statusCode).toBe(409);
  });
});

describe('v1/whatsapp/media and group messages', () => {
  it('uploads an image or a PDF and sends it, to a customer or a group; anything else, or a file not ours, is a 422', async () => {
    const { owner, instance } = await connectedShop('5511987650007');
    const upload = (name: string, type: string, data: Buffer) => {
      const form = multipartFile('file', name, type, data);
      return t.app.inject({ method: 'POST', url: '/api/v1/whatsapp/media', headers: { ...owner.headers, ...form.headers }, payload: form.payload });
    };
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e4572e' } }).png().toBuffer();
    const image = json<{ data: { url: string; mime_type: string } }>(await upload('cardapio.png', 'image/png', png)).data;
    expect(image).toMatchObject({ mime_type: 'image/webp' });
    expect(image.url).toMatch(new RegExp(`^${t.app.config.appUrl}/uploads/whatsapp/[0-9a-f]{32}\\.webp$`));
    const pdf = json<{ data: { url: string; mime_type: string; file_name: string } }>(await upload('Cardápio.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))).data;
    expect(pdf).toMatchObject({ mime_type: 'application/pdf', file_name: 'Cardápio.pdf' });
    const refused = await upload('virus.exe', 'image/png', Buffer.from('MZ not an image'));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(refused).errors)).toEqual(['file']);

    const group = '120363041234567890@g.us';
    const toGroup = await call(owner, 'POST', '/whatsapp/messages', { group_id: group, text: 'Cardápio novo!', media: image });
    expect(toGroup.statusCode, toGroup.body).toBe(201);
    expect((await call(owner, 'POST', '/whatsapp/messages', { phone: '11977770008', media: pdf })).statusCode).toBe(201);
    await until('both sent', () => Promise.resolve(evolution.sent(instance)), (sent) => sent.length === 2);
    const sent = evolution.sent(instance);
    expect(sent.find((m) => m.to === group)).toMatchObject({ text: 'Cardápio novo!', media: { url: image.url, mimetype: 'image/webp' } });
    expect(sent.find((m) => m.to === '5511977770008')).toMatchObject({ text: '', media: { url: pdf.url, mimetype: 'application/pdf' } });

    const field = async (body: object) => Object.keys(json<{ errors?: Record<string, string[]> }>(await call(owner, 'POST', '/whatsapp/messages', body)).errors ?? {});
    expect(await field({ group_id: group, media: { ...image, url: 'https://evil.example/x.webp' } })).toEqual(['media']);
    expect(await field({ group_id: 'not-a-group', text: 'Oi' })).toEqual(['group_id']);
    expect(await field({ group_id: group, phone: '11977770008', text: 'Oi' })).toEqual(['phone']);
    expect(await field({ group_id: group })).toEqual(['text']);
    expect(await field({ group_id: group, media: { ...image, mime_type: 'application/x-msdownload' } })).toEqual(['media.mime_type']);
  });
});

describe("the outbox's WhatsApp texts", () => {
  it("an employee's invitation names its business; the outbox hands it to that business's connected number, or keeps it", async () => {
    const { owner, business, instance } = await connectedShop('5511987650009');
    const invited = await call(owner, 'POST', '/employees/register-waiter', { name: 'Davi Garçom', whatsapp: '(11) 97777-0011', preset: 'garcom' });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = await until('the invitation', () => Promise.resolve(t.sent.find((m) => m.to === '+5511977770011')), (m) => m !== undefined);
    expect(invitation).toMatchObject({ channel: 'whatsapp', businessId: business.id });

    // The app's real outbox (tests capture theirs): through the connected number, once.
    const outbox = createOutbox({ db: t.app.db, log: t.app.log, whatsapp: whatsappRelay({ db: t.app.db, config: t.app.config }) });
    await outbox.send(invitation!);
    await until('sent by the number', () => Promise.resolve(evolution.sent(instance)), (sent) => sent.some((m) => m.to === '5511977770011'));
    expect(evolution.sent(instance).find((m) => m.to === '5511977770011')!.text).toContain('/reset-password?token=');
    expect((await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+5511977770011')))[0]).toMatchObject({ status: 'sent' });
    expect((await messages(owner)).find((m) => m.to === '+5511977770011')).toMatchObject({ source: 'system' });

    // A business without a connected number: it stays in the outbox (and the log).
    const { business: other } = await shop();
    await outbox.send({ ...invitation!, to: '+5511977770012', businessId: other.id });
    expect((await t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+5511977770012')))[0]).toMatchObject({ status: 'logged' });
  });
});

describe('Evolution webhook', () => {
  it('"SAIR" from a consenting customer withdraws the consent at once, audited as WhatsApp; other replies change nothing', async () => {
    const { business, instance } = await connectedShop('5511987650006');
    const rita = await customer(business.id, '+5511966660002', true);
    const ana = await customer(business.id, '+5511966660003', true);
    await evolution.reply(instance, '5511966660003', 'vou sair às 8, guarda a pizza');
    await evolution.reply(instance, '5511966660002', 'SAIR');
    const after = await until('opted out', async () => (await t.app.db.select().from(customers).where(eq(customers.id, rita.id)))[0]!, (c) => !c.marketingConsent);
    expect(after.marketingOptOutAt).not.toBeNull();
    expect((await t.app.db.select().from(customers).where(eq(customers.id, ana.id)))[0]!.marketingConsent).toBe(true);
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.entity, 'customer')));
    expect(entry).toMatchObject({ action: 'customer.update', actorKind: 'system', actorSource: 'whatsapp' });
  });

  it('refuses a delivery without the business\'s secret, and one naming another business\'s instance changes nothing', async () => {
    const a = await connectedShop('5511987650007');
    const b = await connectedShop('5511987650008');
    const body = { event: 'connection.update', instance: a.instance, data: { instance: a.instance, state: 'close', statusReason: 406 }, date_time: new Date().toISOString() };
    const token = (await t.app.db.query.businesses.findFirst({ where: (x, { eq: is }) => is(x.id, a.business.id) }))!.token;
    const forged = await t.app.inject({ method: 'POST', url: `/api/v1/webhooks/evolution?business=${token}&secret=guess`, payload: body });
    expect(forged.statusCode).toBe(401);
    // B's instance named in a delivery to A's URL (with no secret of A's) and the reverse: nothing moves.
    const tokenB = (await t.app.db.query.businesses.findFirst({ where: (x, { eq: is }) => is(x.id, b.business.id) }))!.token;
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/webhooks/evolution?business=${tokenB}&secret=`, payload: body })).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await connection(a.owner)).state).toBe('open');
    expect((await connection(b.owner)).state).toBe('open');
  });
});
