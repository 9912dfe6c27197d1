import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicPixTxid } from '@comanda/domain/payments/pix-txid';
import { jobs, orderCheckouts, orderPayments, orders, webhookEvents } from '../../../db/schema/index';
import { makeEfiCertificates, type EfiCertificates } from '../../../integrations/efi/certificates';
import { startEfiStandIn, type EfiStandIn } from '../../../integrations/efi/stand-in';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../../integrations/mercado-pago/stand-in';
import { apiCaller } from '../../../test/call-api';
import { addEmployee, createBusinessFor, createUser } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/helper';
import { storeOrder } from '../../../test/stored-orders';
import { until } from '../../../test/until';
import { reconcilePayments } from './reconcile-payments';
import { sweepUnmatchedPix } from './unmatched-pix';

// Issue 34: a payment whose notification never came is found by the reconciliation, which records
// it in the webhook inbox; the same handler pays the order once. Found again, or also notified by the
// provider at the same moment, it is still one ledger entry.

const MP_SECRET = 'segredo-do-webhook-1234';
const MP_TOKEN = 'TEST-1234567890123456-112826-0123456789abcdef0123456789abcdef-987654321';
let dir: string;
let certificates: EfiCertificates;
let efi: EfiStandIn;
let mp: MercadoPagoStandIn;
let t: TestApp;
let base: string;
const call = apiCaller(() => t.app);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-reconcile-'));
  certificates = await makeEfiCertificates(dir);
  fs.writeFileSync(path.join(dir, 'ca.pem'), certificates.ca);
  efi = await startEfiStandIn({ certificates, retryDelaysMs: [] });
  mp = await startMercadoPagoStandIn({ secret: MP_SECRET, retryDelaysMs: [] });
  t = await createTestApp({
    SECRETS_KEY: 'c'.repeat(64),
    EFI_WEBHOOK_SECRET: 'efi-reconcile-secret',
    EFI_API_URL: efi.baseUrl,
    EFI_CA_FILE: path.join(dir, 'ca.pem'),
    MERCADO_PAGO_API_URL: mp.baseUrl,
    JOBS_WORKER: 'true',
    JOBS_POLL_INTERVAL_MS: '20',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  t.app.config.appUrl = base;
  // The worker runs this period's reconciliation and sweep as soon as it starts; let them finish
  // first, so that the runs below are the tests' own (on PostgreSQL they would race them).
  await until('the start-up runs done', () => t.app.db.select().from(jobs).where(inArray(jobs.name, ['reconcile-payments', 'sweep-unmatched-pix'])), (rows) => rows.length === 2 && rows.every((r) => r.status === 'done'));
}, 60_000);
afterAll(async () => {
  await efi.close();
  await mp.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const reconcile = () => reconcilePayments({ db: t.app.db, config: t.app.config, log: t.app.log, now: new Date() });
const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const ledgerOf = (id: number) => t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, id));

async function shop() {
  const owner = await createUser(t.app);
  const business = (await createBusinessFor(t.app, owner)) as Parameters<typeof storeOrder>[1];
  return { owner, business };
}

/** Connects the stand-in's Efí account to the business, as its owner would in the settings. */
async function connectEfi(owner: Awaited<ReturnType<typeof createUser>>, businessId: number) {
  const connected = await call(owner, 'POST', `/businesses/${businessId}/gerencianet`, {
    client_id: efi.account.clientId,
    client_secret: efi.account.clientSecret,
    certificate: certificates.clientPfx.toString('base64'),
    pix_key: efi.account.pixKey,
  });
  expect(connected.statusCode, connected.body).toBe(200);
}

describe('the reconciliation of online payments', () => {
  it('Mercado Pago: a payment never notified pays its order; found again, or notified late, it is one ledger entry', async () => {
    const { owner, business } = await shop();
    expect((await call(owner, 'POST', `/businesses/${business.id}/mp`, { access_token: MP_TOKEN, public_key: 'TEST-5a1b2c3d-aaaa', webhook_secret: MP_SECRET })).statusCode).toBe(200);
    const order = await storeOrder(t.app, business, { status: 'noted', paymentType: 'mercado_pago', createdAt: minutesAgo(15) });
    await t.app.db.insert(orderCheckouts).values({ orderId: order.id, businessId: business.id, provider: 'mercado_pago', checkoutId: 'pref-1', redirectUrl: 'http://mp/checkout' });
    const young = await storeOrder(t.app, business, { status: 'noted', paymentType: 'mercado_pago', createdAt: minutesAgo(2) });
    await t.app.db.insert(orderCheckouts).values({ orderId: young.id, businessId: business.id, provider: 'mercado_pago', checkoutId: 'pref-2', redirectUrl: 'http://mp/checkout' });
    mp.setPayment({ id: 'never-notified', status: 'approved', external_reference: order.uuid, transaction_amount: order.total / 100 });
    mp.setPayment({ id: 'too-young', status: 'approved', external_reference: young.uuid, transaction_amount: young.total / 100 });

    expect((await reconcile()).recorded).toBe(1);
    await until('order paid', () => orderRow(order.id), (row) => row.paymentStatus === 'paid');
    // Ten minutes have not passed for the young one: not asked yet.
    expect((await orderRow(young.id)).paymentStatus).toBe('unpaid');
    // Asked again: the paid order is no longer pending, nothing new.
    expect((await reconcile()).recorded).toBe(0);
    // Mercado Pago's notification arrives after all: a second event, the same payment, no second entry.
    const url = `${base}/api/v1/webhooks/mercado-pago?business=${business.token}`;
    expect(await mp.deliver(mp.notice('never-notified'), { url })).toBe(200);
    await until('every event processed', () => t.app.db.select().from(webhookEvents).where(eq(webhookEvents.businessId, business.id)), (rows) => rows.length === 2 && rows.every((r) => r.status === 'processed'));
    expect(await ledgerOf(order.id)).toEqual([expect.objectContaining({ provider: 'mercado_pago', providerPaymentId: 'never-notified', amount: order.total })]);
  });

  it('Mercado Pago: the reconciliation and the late notification at the same moment pay the order once', async () => {
    const { owner, business } = await shop();
    expect((await call(owner, 'POST', `/businesses/${business.id}/mp`, { access_token: MP_TOKEN, public_key: 'TEST-5a1b2c3d-aaaa', webhook_secret: MP_SECRET })).statusCode).toBe(200);
    const order = await storeOrder(t.app, business, { status: 'noted', paymentType: 'mercado_pago', createdAt: minutesAgo(15) });
    await t.app.db.insert(orderCheckouts).values({ orderId: order.id, businessId: business.id, provider: 'mercado_pago', checkoutId: 'pref-3', redirectUrl: 'http://mp/checkout' });
    mp.setPayment({ id: 'raced', status: 'approved', external_reference: order.uuid, transaction_amount: order.total / 100 });

    const url = `${base}/api/v1/webhooks/mercado-pago?business=${business.token}`;
    const [found, delivered] = await Promise.all([reconcile(), mp.deliver(mp.notice('raced'), { url })]);
    expect(delivered).toBe(200);
    // Which one wins is up to the scheduler: the reconciliation may find the order already paid.
    expect([0, 1]).toContain(found.recorded);
    await until('order paid', () => orderRow(order.id), (row) => row.paymentStatus === 'paid');
    await until('every event processed', () => t.app.db.select().from(webhookEvents).where(eq(webhookEvents.businessId, business.id)), (rows) => rows.length === 1 + found.recorded && rows.every((r) => r.status === 'processed'));
    expect(await ledgerOf(order.id)).toEqual([expect.objectContaining({ provider: 'mercado_pago', providerPaymentId: 'raced', amount: order.total })]);
  });

  it('Efí: a Pix whose webhook never came pays its order; Efí delivering it later changes nothing', async () => {
    const { owner, business } = await shop();
    await connectEfi(owner, business.id);
    const order = await storeOrder(t.app, { ...business, efiConnected: true }, { status: 'noted', paymentType: 'pix', createdAt: minutesAgo(12) });
    expect((await call(owner, 'POST', `/gerencianet/${order.id}/pix`)).statusCode).toBe(200);
    // The webhook is lost: Efí has no URL to call when the Pix is paid.
    const hook = efi.webhooks.get(efi.account.pixKey)!;
    efi.webhooks.delete(efi.account.pixKey);
    const pix = await efi.pay(dynamicPixTxid(order.uuid));
    expect((await orderRow(order.id)).paymentStatus).toBe('unpaid');

    expect((await reconcile()).recorded).toBe(1);
    await until('order paid', () => orderRow(order.id), (row) => row.paymentStatus === 'paid');
    // Efí's own delivery arrives after all: the same event (its endToEndId), nothing new.
    expect(await efi.notify([pix], { url: hook })).toEqual([200]);
    expect(await t.app.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, pix.endToEndId))).toHaveLength(1);
    expect(await ledgerOf(order.id)).toEqual([expect.objectContaining({ provider: 'efi', providerPaymentId: pix.endToEndId })]);
  });

  it("the daily sweep lists a Pix paid to the key with no order, once; not an order's; the owner reads it (401, 403, 404, 422 otherwise)", async () => {
    const { owner, business } = await shop();
    await connectEfi(owner, business.id);
    const order = await storeOrder(t.app, { ...business, efiConnected: true }, { status: 'noted', paymentType: 'pix' });
    expect((await call(owner, 'POST', `/gerencianet/${order.id}/pix`)).statusCode).toBe(200);
    await efi.pay(dynamicPixTxid(order.uuid));
    const stray = efi.receive(4200);

    const sweep = () => sweepUnmatchedPix({ db: t.app.db, config: t.app.config, log: t.app.log, now: new Date(Date.now() + 1000) });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await sweep()).toBe(0);
    const url = `/businesses/${business.id}/payments/unmatched-pix`;
    const listed = json<{ data: { end_to_end_id: string; amount: number; txid: string | null }[] }>(await call(owner, 'GET', url)).data;
    const mine = listed.filter((p) => p.end_to_end_id === stray.endToEndId);
    expect(mine).toEqual([expect.objectContaining({ amount: 4200, txid: null })]);
    expect(listed.some((p) => p.txid === dynamicPixTxid(order.uuid))).toBe(false);

    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    const stranger = await shop();
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(waiter, 'GET', url)).statusCode).toBe(403);
    expect((await call(stranger.owner, 'GET', url)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/businesses/abc/payments/unmatched-pix')).statusCode).toBe(422);
  });
});
