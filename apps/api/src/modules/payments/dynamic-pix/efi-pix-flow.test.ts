import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import type { EfiConnection } from '@comanda/domain/payments/payment-connections';
import { pixCrcValid } from '@comanda/domain/payments/pix-br-code';
import { dynamicPixTxid } from '@comanda/domain/payments/pix-txid';
import { auditLog, businesses, diningTables, orderPayments, orders, paymentConnections, paymentRefunds } from '../../../db/schema/index';
import { makeEfiCertificates, type EfiCertificates } from '../../../integrations/efi/certificates';
import { startEfiStandIn, type EfiStandIn } from '../../../integrations/efi/stand-in';
import { apiCaller } from '../../../test/call-api';
import { runRefund } from '../refunds/run-refund';
import { addEmployee, createBusinessFor, createUser } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/helper';
import { insertTable } from '../../../test/order-fixtures';
import { storeOrder } from '../../../test/stored-orders';
import { until } from '../../../test/until';

// Issue 34, Pix through the restaurant's own Efí account: connected in the settings (our webhook
// registered on its key, which the stand-in tests by calling us), a dynamic charge per order from the
// back office or the tracking page, and the stand-in's payment marking the order paid — and closing
// a table's bill — by the webhook alone.

const KEY = 'b'.repeat(64);
const SECRET = 'efi-flow-webhook-secret';
let dir: string;
let certificates: EfiCertificates;
let efi: EfiStandIn;
let t: TestApp;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-efi-flow-'));
  certificates = await makeEfiCertificates(dir);
  fs.writeFileSync(path.join(dir, 'stand-in-ca.pem'), certificates.ca);
  efi = await startEfiStandIn({ certificates, retryDelaysMs: [20, 40, 80] });
  t = await createTestApp({
    SECRETS_KEY: KEY,
    EFI_WEBHOOK_SECRET: SECRET,
    EFI_API_URL: efi.baseUrl,
    EFI_CA_FILE: path.join(dir, 'stand-in-ca.pem'),
    JOBS_WORKER: 'true',
    JOBS_POLL_INTERVAL_MS: '20',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The webhook URL Efí is given is built from the app's public address: this server's.
  t.app.config.appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await efi.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const connectBody = (extra: Record<string, unknown> = {}) => ({
  client_id: efi.account.clientId,
  client_secret: efi.account.clientSecret,
  certificate: certificates.clientPfx.toString('base64'),
  pix_key: efi.account.pixKey,
  sandbox: true,
  ...extra,
});

async function shop() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  return { owner, business, url: `/businesses/${business.id}/gerencianet` };
}

async function connectedShop() {
  const s = await shop();
  const res = await call(s.owner, 'POST', s.url, connectBody());
  expect(res.statusCode, res.body).toBe(200);
  const waiter = await createUser(t.app);
  await addEmployee(t.app, s.business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
  return { ...s, waiter, business: { ...s.business, efiConnected: true } as Parameters<typeof storeOrder>[1] };
}

const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('v1/businesses/{id}/gerencianet', () => {
  it('connects once Efí registered our webhook on the key (the stand-in called it), keeps the credentials sealed, shows only what identifies them, audits, disconnects', async () => {
    const { owner, business, url } = await shop();
    expect(json<{ data: EfiConnection }>(await call(owner, 'GET', url)).data).toMatchObject({ connected: false, can_connect: true });

    const res = await call(owner, 'POST', url, connectBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: EfiConnection }>(res).data).toMatchObject({ connected: true, pix_key: efi.account.pixKey, client_id_end: efi.account.clientId.slice(-4), sandbox: true });
    expect(res.body).not.toContain(efi.account.clientSecret);
    expect(efi.webhooks.get(efi.account.pixKey)).toBe(`${t.app.config.appUrl}/api/v1/webhooks/efi?hmac=${SECRET}&ignorar=`);
    const [row] = await t.app.db.select().from(paymentConnections).where(and(eq(paymentConnections.businessId, business.id), eq(paymentConnections.provider, 'efi')));
    expect(row!.secret).not.toContain(efi.account.clientSecret);
    expect((await t.app.db.query.businesses.findFirst({ where: (b, { eq: is }) => is(b.id, business.id) }))!.efiConnected).toBe(true);

    expect(json<{ data: EfiConnection }>(await call(owner, 'DELETE', url)).data.connected).toBe(false);
    expect((await t.app.db.query.businesses.findFirst({ where: (b, { eq: is }) => is(b.id, business.id) }))!.efiConnected).toBe(false);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.entity, 'payment_connection')));
    expect(audit.map((a) => a.action)).toEqual(['payment_connection.connect', 'payment_connection.disconnect']);
    expect(JSON.stringify(audit)).not.toContain(efi.account.clientSecret);
  });

  it('answers 422 on the field to fix: a file that is no certificate, credentials Efí refuses, a key of another account, a body that is not one', async () => {
    const { owner, url } = await shop();
    const field = async (body: unknown) => {
      const res = await call(owner, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(json<{ errors: Record<string, string[]> }>(res).errors);
    };
    expect(await field(connectBody({ certificate: Buffer.from('not a p12').toString('base64') }))).toEqual(['certificate']);
    expect(await field(connectBody({ certificate: 'não é base64!' }))).toEqual(['certificate']);
    expect(await field(connectBody({ client_secret: 'Client_Secret_errado' }))).toEqual(['client_secret']);
    expect(await field(connectBody({ pix_key: 'outra-conta@comanda.test' }))).toEqual(['pix_key']);
    expect(await field(connectBody({ pix_key: 'não é chave' }))).toEqual(['pix_key']);
    expect(await field({ ...connectBody(), extra: 1 })).toHaveLength(1);
    expect(await field({})).toEqual(expect.arrayContaining(['client_id', 'client_secret', 'certificate', 'pix_key']));
  });

  it('401 without a session, 403 for a waiter, 404 for another business; nothing stored', async () => {
    const { business, url } = await shop();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    const stranger = await shop();
    expect((await call(null, 'POST', url, connectBody())).statusCode).toBe(401);
    expect((await call(waiter, 'POST', url, connectBody())).statusCode).toBe(403);
    expect((await call(stranger.owner, 'POST', url, connectBody())).statusCode).toBe(404);
    expect((await call(stranger.owner, 'GET', url)).statusCode).toBe(404);
    expect(await t.app.db.select().from(paymentConnections).where(eq(paymentConnections.businessId, business.id))).toHaveLength(0);
  });
});

describe('POST v1/gerencianet/{id}/pix', () => {
  it('charges the order once at Efí however often (and however simultaneously) it is asked; the stand-in paying it marks it paid, in the ledger with its endToEndId', async () => {
    const { business, waiter } = await connectedShop();
    const order = await storeOrder(t.app, business, { status: 'noted', paymentType: 'pix' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(waiter, 'POST', `/gerencianet/${order.id}/pix`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pix = answers.map((a) => json<{ data: OrderPix }>(a).data);
    expect(new Set(pix.map((p) => p.br_code)).size).toBe(1);
    expect(pix[0]).toMatchObject({ kind: 'dynamic', txid: dynamicPixTxid(order.uuid), amount: order.total });
    expect(pixCrcValid(pix[0]!.br_code)).toBe(true);
    expect(Date.parse(pix[0]!.expires_at!) - Date.now()).toBeGreaterThan(50 * 60_000);
    expect(efi.charge(dynamicPixTxid(order.uuid))!.status).toBe('ATIVA');

    const paid = await efi.pay(dynamicPixTxid(order.uuid), { copies: 3 });
    await until('order paid', () => orderRow(order.id), (row) => row.paymentStatus === 'paid');
    const ledger = await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(ledger).toEqual([expect.objectContaining({ method: 'pix', provider: 'efi', providerPaymentId: paid.endToEndId, amount: order.total })]);
    // Paid: nothing left to charge.
    expect((await call(waiter, 'POST', `/gerencianet/${order.id}/pix`)).statusCode).toBe(409);
  });

  it('ten cancels of the paid order at once: one devolução of the Pix at Efí, recorded as refunded', async () => {
    const { owner, business, waiter } = await connectedShop();
    const order = await storeOrder(t.app, business, { status: 'noted', paymentType: 'pix' });
    await call(waiter, 'POST', `/gerencianet/${order.id}/pix`);
    const paid = await efi.pay(dynamicPixTxid(order.uuid));
    await until('order paid', () => orderRow(order.id), (row) => row.paymentStatus === 'paid');
    const cancels = await Promise.all(Array.from({ length: 10 }, () => call(owner, 'PUT', `/orders/${order.id}/cancel`, { reason: 'Acabou a massa' })));
    expect(cancels.every((r) => r.statusCode === 200)).toBe(true);
    const [refund] = await until('refund made', () => t.app.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)), (rows) => rows[0]?.status === 'refunded');
    expect(refund).toMatchObject({ provider: 'efi', providerPaymentId: paid.endToEndId, amount: order.total });
    const devolucoes = efi.charge(dynamicPixTxid(order.uuid))!.pix[0]!.devolucoes;
    expect(devolucoes).toHaveLength(1);
    expect(devolucoes[0]!.valor).toBe((order.total / 100).toFixed(2));
    // The order says so to the owner.
    const shown = json<{ data: { payments: { provider: string | null; refund_status: string | null }[] } }>(await call(owner, 'GET', `/orders/${order.id}`)).data;
    expect(shown.payments).toEqual([expect.objectContaining({ provider: 'efi', refund_status: 'refunded' })]);
  });

  it('a refund Efí cannot make (the account disconnected) is failed on its last try, and the order tells the owner', async () => {
    const { owner, business, waiter, url } = await connectedShop();
    const order = await storeOrder(t.app, business, { status: 'noted', paymentType: 'pix' });
    await call(waiter, 'POST', `/gerencianet/${order.id}/pix`);
    const paid = await efi.pay(dynamicPixTxid(order.uuid));
    await until('order paid', () => orderRow(order.id), (row) => row.paymentStatus === 'paid');
    await call(owner, 'DELETE', url);
    const [refund] = await t.app.db
      .insert(paymentRefunds)
      .values({ orderId: order.id, businessId: business.id, provider: 'efi', providerPaymentId: paid.endToEndId, amount: order.total })
      .returning();
    await expect(runRefund({ db: t.app.db, log: t.app.log, config: t.app.config }, refund!.id, { last: true })).rejects.toThrow(/no Efí account/);
    const shown = json<{ data: { payments: { refund_status: string | null }[] } }>(await call(owner, 'GET', `/orders/${order.id}`)).data;
    expect(shown.payments[0]!.refund_status).toBe('failed');
  });

  it("revises the charge at Efí when the order's total changed since it was made", async () => {
    const { business, waiter } = await connectedShop();
    const order = await storeOrder(t.app, business, { status: 'noted', paymentType: 'pix' });
    await call(waiter, 'POST', `/gerencianet/${order.id}/pix`);
    await t.app.db.update(orders).set({ total: order.total + 500 }).where(eq(orders.id, order.id));
    const again = json<{ data: OrderPix }>(await call(waiter, 'POST', `/gerencianet/${order.id}/pix`)).data;
    expect(again.amount).toBe(order.total + 500);
    expect(efi.charge(dynamicPixTxid(order.uuid))!.amount).toBe(((order.total + 500) / 100).toFixed(2));
  });

  it("closes a table's bill when the Pix charged at the PDV arrives: the table is free, the order finalized and paid", async () => {
    const { business, waiter } = await connectedShop();
    const table = await insertTable(t.app, business.id, 'Mesa 7');
    const order = await storeOrder(t.app, business, { status: 'noted', orderType: 'local', paymentType: null, tableId: table.id, tableName: table.name });
    const pix = json<{ data: OrderPix }>(await call(waiter, 'POST', `/gerencianet/${order.id}/pix`)).data;
    expect(pix.kind).toBe('dynamic');
    await efi.pay(pix.txid);
    const closed = await until('table closed', () => orderRow(order.id), (row) => row.status === 'finalized');
    expect(closed).toMatchObject({ paymentStatus: 'paid', paymentType: 'pix' });
    const [ledger] = await t.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(ledger).toMatchObject({ method: 'pix', provider: 'efi', amount: closed.total });
    const [free] = await t.app.db.select().from(diningTables).where(eq(diningTables.id, table.id));
    expect(free).toBeDefined();
  });

  it('falls back to the static code without an Efí account; 401, 403 without the permission, 404 for another business, 422 for a bad id', async () => {
    const { owner, business } = await shop();
    const order = await storeOrder(t.app, business as Parameters<typeof storeOrder>[1], { status: 'noted', paymentType: 'pix' });
    await t.app.db.update(businesses).set({ pixKey: 'loja@comanda.test' }).where(eq(businesses.id, business.id));
    expect(json<{ data: OrderPix }>(await call(owner, 'POST', `/gerencianet/${order.id}/pix`)).data).toMatchObject({ kind: 'static', expires_at: null });
    const cook = await createUser(t.app);
    await addEmployee(t.app, business, cook, { role: 'waiter', permissions: [] });
    const stranger = await shop();
    expect((await call(null, 'POST', `/gerencianet/${order.id}/pix`)).statusCode).toBe(401);
    expect((await call(cook, 'POST', `/gerencianet/${order.id}/pix`)).statusCode).toBe(403);
    expect((await call(stranger.owner, 'POST', `/gerencianet/${order.id}/pix`)).statusCode).toBe(404);
    expect((await call(owner, 'POST', '/gerencianet/abc/pix')).statusCode).toBe(422);
  });
});
