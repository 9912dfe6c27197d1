import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderPayments, orders, webhookEvents } from '../../db/schema/index';
import { startMercadoPagoStandIn, type MercadoPagoNotice, type MercadoPagoStandIn } from '../../integrations/mercado-pago/stand-in';
import { createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { storeOrder } from '../../test/stored-orders';
import { until } from '../../test/until';

// Issue 34, "Must show" 2: 200 Mercado Pago deliveries for 50 payments — exact copies, new notices of
// the same payment, 10% signed with a wrong secret, one payment short of its order's total — sent
// shuffled, twenty at a time. Exactly 49 payments reach the ledger and their orders, each once; the
// short one is kept with its reason and pays nothing; no delivery is answered 5xx.

const SECRET = 'torture-secret';
const PAYMENTS = 50;
const SHORT = 17;
let t: TestApp;
let mp: MercadoPagoStandIn;
let webhookUrl: string;

beforeAll(async () => {
  // No retries from the stand-in: each delivery's own answer is what is checked.
  mp = await startMercadoPagoStandIn({ secret: SECRET, retryDelaysMs: [] });
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
  await mp.close();
  await t.close();
});

/** A deterministic shuffle (the same order on every run, so a failure can be replayed). */
function shuffled<T>(list: readonly T[], seed = 34): T[] {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('webhook torture', () => {
  it('200 shuffled deliveries for 50 payments: 49 paid once each, the short one flagged, forged ones 401, no 5xx', async () => {
    const owner = await createUser(t.app);
    const business = (await createBusinessFor(t.app, owner)) as Parameters<typeof storeOrder>[1];
    const placed: Awaited<ReturnType<typeof storeOrder>>[] = [];
    for (let i = 0; i < PAYMENTS; i++) placed.push(await storeOrder(t.app, business, { status: 'noted', paymentType: 'mercado_pago' }));
    const paymentId = (i: number) => `torture-${i}`;
    placed.forEach((order, i) =>
      mp.setPayment({ id: paymentId(i), status: 'approved', external_reference: order.uuid, transaction_amount: (order.total - (i === SHORT ? 100 : 0)) / 100 }),
    );

    type Delivery = { notice: MercadoPagoNotice; forged: boolean };
    const pick = (n: number) => (n * 7 + 3) % PAYMENTS;
    const first = placed.map((_, i) => mp.notice(paymentId(i)));
    const deliveries: Delivery[] = [
      ...first.map((notice) => ({ notice, forged: false })),
      // 60 exact copies (30%): Mercado Pago's retries of a notification.
      ...Array.from({ length: 60 }, (_, n) => ({ notice: first[pick(n)]!, forged: false })),
      // 70 new notifications of payments already notified (created, then updated), out of order.
      ...Array.from({ length: 70 }, (_, n) => ({ notice: mp.notice(paymentId(pick(n + 11)), { action: n % 2 ? 'payment.created' : 'payment.updated' }), forged: false })),
      // 20 forged (10%): signed with a secret that is not the application's.
      ...Array.from({ length: 20 }, (_, n) => ({ notice: first[pick(n + 29)]!, forged: true })),
    ];
    expect(deliveries).toHaveLength(200);

    const queue = shuffled(deliveries);
    const answers: { forged: boolean; status: number | null }[] = [];
    for (let at = 0; at < queue.length; at += 20) {
      const batch = queue.slice(at, at + 20);
      const statuses = await Promise.all(batch.map((d) => mp.deliver(d.notice, { url: webhookUrl, ...(d.forged ? { secret: 'not-the-secret' } : {}) })));
      statuses.forEach((status, k) => answers.push({ forged: batch[k]!.forged, status }));
    }
    expect(answers.filter((a) => a.status === null || a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.forged).every((a) => a.status === 401)).toBe(true);
    expect(answers.filter((a) => !a.forged).every((a) => a.status === 200)).toBe(true);

    const ids = placed.map((o) => o.id);
    const rows = await until(
      'every stored event processed',
      () => t.app.db.select().from(webhookEvents).where(eq(webhookEvents.provider, 'mercado-pago')),
      (events) => events.length > 0 && events.every((e) => e.status === 'processed' || e.status === 'rejected'),
      { timeoutMs: 60_000 },
    );
    // One stored event per notification id: the copies are one event each; the forged ones kept, refused.
    expect(rows.filter((e) => e.status === 'processed')).toHaveLength(PAYMENTS + 70);
    expect(rows.filter((e) => e.status === 'rejected').length).toBeGreaterThan(0);

    const ledger = await t.app.db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids));
    expect(ledger).toHaveLength(PAYMENTS - 1);
    expect(new Set(ledger.map((p) => p.providerPaymentId)).size).toBe(PAYMENTS - 1);
    expect(ledger.some((p) => p.providerPaymentId === paymentId(SHORT))).toBe(false);

    const after = await t.app.db.select().from(orders).where(inArray(orders.id, ids));
    expect(after.filter((o) => o.paymentStatus === 'paid')).toHaveLength(PAYMENTS - 1);
    expect(after.find((o) => o.id === placed[SHORT]!.id)!.paymentStatus).toBe('unpaid');
    const shortEvents = rows.filter((e) => (e.result as { payment_id?: string } | null)?.payment_id === paymentId(SHORT));
    expect(shortEvents.length).toBeGreaterThan(0);
    for (const event of shortEvents) expect(event.result).toMatchObject({ outcome: 'amount_short', total: placed[SHORT]!.total, amount: placed[SHORT]!.total - 100 });

    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.action, 'order.paid'), eq(auditLog.businessId, business.id)));
    expect(audits).toHaveLength(PAYMENTS - 1);
    expect(new Set(audits.map((a) => a.entityId)).size).toBe(PAYMENTS - 1);
  }, 120_000);
});
