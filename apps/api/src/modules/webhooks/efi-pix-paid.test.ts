import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { dynamicPixTxid } from '@comanda/domain/payments/pix-txid';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, orders, webhookEvents } from '../../db/schema/index';
import { makeEfiCertificates } from '../../integrations/efi/certificates';
import { efiClient, type EfiClient } from '../../integrations/efi/client';
import { efiWebhookUrl } from '../../integrations/efi/notification';
import { startEfiStandIn, type EfiStandIn } from '../../integrations/efi/stand-in';
import { processWebhookEventJob } from '../../jobs/definitions/process-webhook-event';
import { createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { junkFailures } from '../../test/junk-bodies';
import { storeOrder } from '../../test/stored-orders';
import { until } from '../../test/until';
import { webhookHandlers, type EfiFor } from './handlers/webhook-handlers';

// Issue 34, Efí Pix (decision 0048): the stand-in pays a charge as a bank customer would and calls
// our inbox at <url>/pix; the job re-reads the charge over mutual TLS and marks the order paid once.

const SECRET = 'efi-hmac-secret';
let dir: string;
let t: TestApp;
let efi: EfiStandIn;
let client: EfiClient;
let webhookUrl: string;
/** The restaurants whose Efí account is "connected": the port the handler asks. */
const connected = new Set<number>();
const efiFor: EfiFor = async (_q, businessId) => (connected.has(businessId) ? client : null);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-efi-hook-'));
  const certificates = await makeEfiCertificates(dir);
  efi = await startEfiStandIn({ certificates, retryDelaysMs: [20, 40] });
  client = efiClient(efi.credentials(), { ca: certificates.ca });
  t = await createTestApp(
    { EFI_WEBHOOK_SECRET: SECRET, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20', RATE_LIMIT_MAX_PER_MINUTE: '100000' },
    { jobs: { definitions: [processWebhookEventJob(webhookHandlers, { baseMs: 50, maxMs: 200 }, { efiFor })] } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = efiWebhookUrl(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, SECRET);
  // Registration: the stand-in calls the URL with its test event, which the inbox takes (and ignores).
  await client.registerWebhook(webhookUrl);
}, 60_000);
afterAll(async () => {
  client.close();
  await efi.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paidAudits = (id: number) => t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.paid')));
const efiEvents = () => t.app.db.select().from(webhookEvents).where(eq(webhookEvents.provider, 'efi'));
type ItemResult = { end_to_end_id: string; outcome: string; order_id?: number; amount?: number; total?: number };
const itemsOf = (row: { result: unknown }) => ((row.result as { items?: ItemResult[] } | null)?.items ?? []) as ItemResult[];

/** The processed event(s) whose result names `e2e`. */
const processedFor = (e2e: string, count = 1) =>
  until(
    `event of ${e2e} processed`,
    async () => (await efiEvents()).filter((row) => row.status === 'processed' && itemsOf(row).some((item) => item.end_to_end_id === e2e)),
    (rows) => rows.length >= count,
  );

async function connectedShop() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  connected.add(business.id);
  return business as Parameters<typeof storeOrder>[1];
}

/** An order of `business` with its Efí charge made (`short` centavos less than its total); its txid. */
async function chargedOrder(business: Parameters<typeof storeOrder>[1], short = 0) {
  const order = await storeOrder(t.app, business, { status: 'noted', paymentType: 'pix' });
  const txid = dynamicPixTxid(order.uuid);
  await client.createCharge({ txid, amountCents: order.total - short, expiresInSeconds: 900 });
  return { order, txid };
}

describe('an Efí Pix marks its order paid', () => {
  it('registration went through the inbox: its test event stored and ignored', async () => {
    expect(efi.webhooks.get(efi.account.pixKey)).toBe(webhookUrl);
    const [test] = await until('test event ignored', efiEvents, (rows) => rows.some((row) => row.eventType === 'teste_webhook' && row.status === 'ignored'));
    expect(test).toBeDefined();
  });

  it('once, when the same delivery comes 5 times at the same moment: one event, one audit row naming Efí', async () => {
    const { order, txid } = await chargedOrder(await connectedShop());
    const item = await efi.pay(txid, { copies: 5 });
    const answered = efi.deliveries.filter((d) => d.items.includes(item.endToEndId));
    expect(answered.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);

    const [event, ...more] = await processedFor(item.endToEndId);
    expect(more).toEqual([]);
    expect(event!.eventId).toBe(item.endToEndId);
    expect(itemsOf(event!)).toEqual([{ end_to_end_id: item.endToEndId, txid, order_id: order.id, outcome: 'paid', amount: order.total }]);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    const audits = await paidAudits(order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'system', actorSource: 'efi', actorUserId: null });
    expect((await efiEvents()).filter((row) => row.eventId === item.endToEndId && row.signatureOk)).toHaveLength(1);
  });

  it('a delivery of 3 Pix pays 3 orders, each once, even when it comes again', async () => {
    const business = await connectedShop();
    const charged = await Promise.all([1, 2, 3].map(() => chargedOrder(business)));
    const placed = charged.map((c) => c.order);
    const items = [];
    for (const { txid } of charged) items.push(await efi.pay(txid, { copies: 0 }));
    expect(await efi.notify(items, { url: webhookUrl, copies: 2 })).toEqual([200, 200]);
    const [event] = await processedFor(items[0]!.endToEndId);
    expect(event!.eventId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(itemsOf(event!).map((i) => [i.order_id, i.outcome])).toEqual(placed.map((o) => [o.id, 'paid']));
    for (const order of placed) {
      expect((await orderRow(order.id)).paymentStatus).toBe('paid');
      expect(await paidAudits(order.id)).toHaveLength(1);
    }
    // One of them again alone (a retry Efí makes of its own): a new event, the order already paid.
    expect(await efi.notify([items[1]!], { url: webhookUrl })).toEqual([200]);
    await processedFor(items[1]!.endToEndId, 2);
    expect(await paidAudits(placed[1]!.id)).toHaveLength(1);
  });
});

describe('what does not mark an order paid', () => {
  it('a Pix short of the total (the charge made before the bill grew) is recorded for the staff, not paid', async () => {
    const { order, txid } = await chargedOrder(await connectedShop(), 150);
    const item = await efi.pay(txid);
    const [event] = await processedFor(item.endToEndId);
    expect(itemsOf(event!)).toEqual([{ end_to_end_id: item.endToEndId, txid, order_id: order.id, outcome: 'amount_short', amount: order.total - 150, total: order.total }]);
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');
    expect(await paidAudits(order.id)).toEqual([]);
  });

  it('a delivery naming a charge Efí has not concluded (the body is not proof), or a restaurant with no account, pays nothing', async () => {
    const business = await connectedShop();
    const { order, txid } = await chargedOrder(business);
    const forged = { endToEndId: 'E09089356202601011200forged00001', txid, chave: efi.account.pixKey, valor: '999.00', horario: new Date().toISOString() };
    expect(await efi.notify([forged], { url: webhookUrl })).toEqual([200]);
    const [event] = await processedFor(forged.endToEndId);
    expect(itemsOf(event!)[0]).toMatchObject({ outcome: 'not_concluded', order_id: order.id });

    connected.delete(business.id);
    const item = await efi.pay(txid);
    const [unconnected] = await processedFor(item.endToEndId);
    expect(itemsOf(unconnected!)[0]).toMatchObject({ outcome: 'not_connected', order_id: order.id });
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');
  });

  it('a Pix whose txid is no order of ours changes nothing', async () => {
    const stranger = dynamicPixTxid(randomUUID());
    await client.createCharge({ txid: stranger, amountCents: 1234, expiresInSeconds: 900 });
    const auditsBefore = (await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'order.paid'))).length;
    const item = await efi.pay(stranger);
    const notOurs = { ...item, endToEndId: 'E09089356202601011200notours0001', txid: 'NaoEhNossoTxid0123456789abc' };
    expect(await efi.notify([notOurs], { url: webhookUrl })).toEqual([200]);
    for (const e2e of [item.endToEndId, notOurs.endToEndId]) expect(itemsOf((await processedFor(e2e))[0]!)[0]).toMatchObject({ outcome: 'unknown_order' });
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'order.paid'))).length).toBe(auditsBefore);
  });

  it('a wrong or missing hmac is refused (401) on every retry: never a verified event, a job or a payment', async () => {
    const { order, txid } = await chargedOrder(await connectedShop());
    const item = await efi.pay(txid, { copies: 0 });
    const wrong = webhookUrl.replace(`hmac=${SECRET}`, 'hmac=efi-hmac-secreT');
    expect(await efi.notify([item], { url: wrong })).toEqual([401]);
    expect(efi.deliveries.filter((d) => d.items.includes(item.endToEndId)).map((d) => d.status)).toEqual([401, 401, 401]);
    for (const url of ['/api/v1/webhooks/efi?ignorar=/pix', '/api/v1/webhooks/efi?hmac=&ignorar=/pix', `/api/v1/webhooks/efi?hmac=${SECRET}x&ignorar=/pix`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ pix: [item] }) });
      expect(res.statusCode).toBe(401);
    }
    const rows = (await efiEvents()).filter((row) => row.rawBody.includes(item.endToEndId));
    // Kept for audit as the inbox keeps every refused delivery (decision 0041), and nothing else.
    expect(rows.every((row) => !row.signatureOk && row.status === 'rejected')).toBe(true);
    const queued = await t.app.db.select().from(jobs).where(eq(jobs.name, 'process-webhook-event'));
    expect(queued.some((job) => rows.some((row) => String(row.id) === job.dedupKey))).toBe(false);
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');
  });

  it('answers junk bodies with a 4xx, never a 5xx', async () => {
    const body = { pix: [{ endToEndId: 'E09089356202601011200junk000001', txid: 'a'.repeat(32), chave: 'k', valor: '1.00', horario: '2026-01-01T12:00:00.000Z' }] };
    expect(await junkFailures(t.app, [{ method: 'POST', url: `/webhooks/efi?hmac=${SECRET}&ignorar=/pix`, body }], {})).toEqual([]);
    const text = await t.app.inject({ method: 'POST', url: `/api/v1/webhooks/efi?hmac=${SECRET}`, headers: { 'content-type': 'text/plain' }, payload: 'pix' });
    expect(text.statusCode).toBe(415);
  }, 120_000);
});
