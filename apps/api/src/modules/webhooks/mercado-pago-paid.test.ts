import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, webhookEvents } from '../../db/schema/index';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../integrations/mercado-pago/stand-in';
import { createBusinessFor, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { until } from '../../test/until';
import { openSocket } from '../../test/sockets';
import { storeOrder } from '../../test/stored-orders';

// Issue 32, "Must show" 2 (decision 0044): one command, two actors. An approved Mercado Pago payment
// reaches the webhook inbox, its job re-reads the payment from the stand-in and runs "mark order
// paid" with a system actor; the board's socket hears it. The staff's PUT …/paid runs the same
// command: the same order, the same audit action, the actor told apart.

const SECRET = 'stand-in-secret';
let t: TestApp;
let mp: MercadoPagoStandIn;
let webhookUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  mp = await startMercadoPagoStandIn({ secret: SECRET, retryDelaysMs: [20, 40] });
  t = await createTestApp({
    MERCADO_PAGO_WEBHOOK_SECRET: SECRET,
    MERCADO_PAGO_ACCESS_TOKEN: 'TEST-access-token',
    MERCADO_PAGO_API_URL: mp.baseUrl,
    JOBS_WORKER: 'true',
    JOBS_POLL_INTERVAL_MS: '20',
    RATE_LIMIT_MAX_PER_MINUTE: '100000',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/webhooks/mercado-pago`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await mp.close();
  await t.close();
});

const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const auditOf = (id: number) => t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.paid')));
const eventOf = async (paymentId: string) => (await t.app.db.select().from(webhookEvents)).filter((e) => (e.result as { payment_id?: string } | null)?.payment_id === paymentId);

async function shop(): Promise<{ owner: TestUser; businessId: number; socket: Socket; heard: { id: number; payment_status: string }[] }> {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  const socket = await openSocket(t.app, owner.token, sockets);
  const heard: { id: number; payment_status: string }[] = [];
  socket.on('order.updated', (payload: { data: { id: number; payment_status: string } }) => heard.push(payload.data));
  return { owner, businessId: business.id, socket, heard };
}

async function pay(paymentId: string, externalReference: string, amountCents: number, status = 'approved') {
  mp.setPayment({ id: paymentId, status, external_reference: externalReference, transaction_amount: amountCents / 100 });
  expect(await mp.deliver(mp.notice(paymentId), { url: webhookUrl })).toBe(200);
  return until(`event of ${paymentId} processed`, () => eventOf(paymentId), (rows) => rows.length === 1 && rows[0]!.status === 'processed');
}

describe('an approved Mercado Pago payment marks its order paid, as the staff would', () => {
  it('the system actor from the webhook job: order paid, board told live, audit names Mercado Pago; a duplicate changes nothing', async () => {
    const { businessId, heard } = await shop();
    const business = { id: businessId } as Parameters<typeof storeOrder>[1];
    const order = await storeOrder(t.app, business, { status: 'noted', paymentType: 'mercado_pago' });
    const [event] = await pay('pay-approved', order.uuid, order.total);
    expect(event!.result).toMatchObject({ outcome: 'paid', order_id: order.id, payment_status: 'approved' });
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'noted' });
    await until('the board heard it', async () => heard.filter((o) => o.id === order.id), (got) => got.length === 1);
    expect(heard.find((o) => o.id === order.id)!.payment_status).toBe('paid');
    const [audit] = await auditOf(order.id);
    expect(audit).toMatchObject({ actorKind: 'system', actorSource: 'mercado_pago', actorUserId: null, after: { payment_status: 'paid' } });

    // Mercado Pago notifies again (payment.updated): re-read, already paid, nothing new.
    expect(await mp.deliver(mp.notice('pay-approved'), { url: webhookUrl })).toBe(200);
    await until('second event processed', () => eventOf('pay-approved'), (rows) => rows.length === 2 && rows.every((r) => r.status === 'processed'));
    expect(await auditOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).paidAt).toEqual(paid.paidAt);
  });

  it('the staff from the route: the same command, the same result and audit action, the actor a staff member', async () => {
    const { owner, businessId } = await shop();
    const order = await storeOrder(t.app, { id: businessId } as Parameters<typeof storeOrder>[1], { status: 'noted', paymentType: 'mercado_pago' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/orders/${order.id}/paid`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', status: 'noted' });
    const [audit] = await auditOf(order.id);
    expect(audit).toMatchObject({ actorKind: 'staff', actorSource: null, actorUserId: owner.id, after: { payment_status: 'paid' } });
  });

  it('a payment not approved, short of the total, or of a canceled order marks nothing', async () => {
    const { businessId } = await shop();
    const business = { id: businessId } as Parameters<typeof storeOrder>[1];
    const pending = await storeOrder(t.app, business, { status: 'noted' });
    expect((await pay('pay-pending', pending.uuid, pending.total, 'pending'))[0]!.result).toMatchObject({ outcome: 'not_approved' });
    const short = await storeOrder(t.app, business, { status: 'noted' });
    expect((await pay('pay-short', short.uuid, short.total - 1))[0]!.result).toMatchObject({ outcome: 'amount_short' });
    const canceled = await storeOrder(t.app, business, { status: 'canceled' });
    expect((await pay('pay-canceled', canceled.uuid, canceled.total))[0]!.result).toMatchObject({ outcome: 'refused', order_id: canceled.id });
    expect((await pay('pay-nobody', '00000000-0000-4000-8000-000000000000', 100))[0]!.result).toMatchObject({ outcome: 'unknown_order' });
    for (const o of [pending, short, canceled]) expect((await orderRow(o.id)).paymentStatus).toBe('unpaid');
  });
});
