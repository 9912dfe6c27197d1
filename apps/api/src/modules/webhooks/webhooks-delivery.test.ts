import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, webhookEvents } from '../../db/schema/index';
import { processWebhookEventJob } from '../../jobs/definitions/process-webhook-event';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../integrations/mercado-pago/stand-in';
import { createTestApp, type TestApp } from '../../test/helper';
import { until } from '../../test/until';
import { processWebhookEvent } from './commands/process-webhook-event';
import { handleMercadoPagoPayment } from './handlers/mercado-pago-payment';
import { handlerKey, type WebhookHandlerContext, type WebhookHandlers } from './handlers/webhook-handlers';

// Issue 32: deliveries as Mercado Pago makes them (the stand-in: signed, retried, duplicated,
// shuffled) end as one processed event each, through the job queue (decision 0041).

const SECRET = 'stand-in-secret';
let t: TestApp;
let mp: MercadoPagoStandIn;

/** Every handler call: the event's id and what the event row looked like when it ran. */
const calls: { eventId: string; status: string; error: string | null }[] = [];
/** Payment ids whose first handling throws. */
const failOnce = new Set<string>();

const handlers: WebhookHandlers = {
  [handlerKey('mercado-pago', 'payment')]: async (ctx: WebhookHandlerContext) => {
    calls.push({ eventId: ctx.event.eventId!, status: ctx.event.status, error: ctx.event.error });
    const result = await handleMercadoPagoPayment(ctx);
    if (failOnce.delete(String(result.payment_id))) throw new Error('order service unavailable');
    return result;
  },
};

beforeAll(async () => {
  t = await createTestApp(
    { MERCADO_PAGO_WEBHOOK_SECRET: SECRET, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' },
    { jobs: { definitions: [processWebhookEventJob(handlers, { baseMs: 50, maxMs: 200 })] } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  mp = await startMercadoPagoStandIn({ secret: SECRET, notificationUrl: `http://127.0.0.1:${port}/api/v1/webhooks/mercado-pago`, retryDelaysMs: [20, 40, 80] });
});
afterAll(async () => {
  await mp.close();
  await t.close();
});

const rowsOf = (eventIds: readonly number[]) =>
  t.app.db
    .select()
    .from(webhookEvents)
    .then((rows) => rows.filter((row) => eventIds.includes(Number(row.eventId))));

describe('Mercado Pago deliveries through the stand-in', () => {
  it('100 deliveries (70 events, 30 duplicates, shuffled, 10 at a time): each event stored and handled exactly once', async () => {
    const notices = Array.from({ length: 70 }, (_, i) => mp.notice(`pay-${i}`));
    const ids = notices.map((n) => n.id);
    const statuses = await mp.deliverAll(notices, { duplicates: 30, concurrency: 10, seed: 32 });
    expect(statuses).toHaveLength(100);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(mp.attempts).toHaveLength(100);
    expect(new Set(mp.attempts.map((a) => a.noticeId)).size).toBe(70);
    // Shuffled: the first ten deliveries are not the first ten notices in order.
    expect(mp.attempts.slice(0, 10).map((a) => a.noticeId)).not.toEqual(ids.slice(0, 10));

    const rows = await until('70 processed events', () => rowsOf(ids), (r) => r.length === 70 && r.every((row) => row.status === 'processed'));
    expect(rows.every((row) => row.signatureOk && row.processedAt !== null && row.error === null)).toBe(true);
    expect(new Set(rows.map((row) => row.eventId)).size).toBe(70);
    expect(rows.find((row) => row.eventId === String(ids[3]))!.result).toEqual({ payment_id: 'pay-3' });

    const handled = calls.filter((c) => ids.includes(Number(c.eventId)));
    expect(handled).toHaveLength(70);
    expect(new Set(handled.map((c) => c.eventId)).size).toBe(70);
    const queued = await t.app.db.select().from(jobs).where(eq(jobs.name, 'process-webhook-event'));
    expect(queued.filter((job) => rows.some((row) => String(row.id) === job.dedupKey))).toHaveLength(70);
  });

  it('a delivery signed with another secret answers 401 on every retry: kept for audit, never queued or handled', async () => {
    const notice = mp.notice('pay-forged');
    expect(await mp.deliver(notice, { secret: 'wrong-secret' })).toBe(401);
    // The stand-in retried a non-2xx answer, as Mercado Pago does: the first try and three retries.
    expect(mp.attempts.filter((a) => a.noticeId === notice.id).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    const rows = await rowsOf([notice.id]);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => !row.signatureOk && row.status === 'rejected')).toBe(true);
    const queued = await t.app.db.select().from(jobs).where(eq(jobs.name, 'process-webhook-event'));
    expect(queued.some((job) => rows.some((row) => String(row.id) === job.dedupKey))).toBe(false);
    expect(calls.some((c) => c.eventId === String(notice.id))).toBe(false);
  });

  it('a handler that fails the first time is retried by the queue with its backoff, then processed once', async () => {
    failOnce.add('pay-flaky');
    const notice = mp.notice('pay-flaky');
    expect(await mp.deliver(notice)).toBe(200);
    const [row] = await until('the flaky event processed', () => rowsOf([notice.id]), (r) => r[0]?.status === 'processed');
    const handled = calls.filter((c) => c.eventId === String(notice.id));
    // The second run saw the first one's failure recorded on the event.
    expect(handled).toEqual([
      { eventId: String(notice.id), status: 'received', error: null },
      { eventId: String(notice.id), status: 'received', error: 'order service unavailable' },
    ]);
    expect(row).toMatchObject({ status: 'processed', error: null, result: { payment_id: 'pay-flaky' } });
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.dedupKey, String(row!.id)));
    expect(job).toMatchObject({ name: 'process-webhook-event', status: 'done', attempts: 2 });

    // Run it again, as a duplicate job or a worker whose lease ran out would: nothing happens.
    await processWebhookEvent({ db: t.app.db, log: t.app.log, clock: () => new Date(), paymentsFor: async () => null }, handlers, row!.id, { last: false });
    expect(calls.filter((c) => c.eventId === String(notice.id))).toHaveLength(2);
    const [after] = await rowsOf([notice.id]);
    expect(after!.processedAt).toEqual(row!.processedAt);
  });

  it('an event type with no handler is marked ignored, not retried', async () => {
    const notice = mp.notice('order-1', { type: 'merchant_order', action: 'merchant_order.updated' });
    expect(await mp.deliver(notice)).toBe(200);
    const [row] = await until('the merchant order ignored', () => rowsOf([notice.id]), (r) => r[0]?.status === 'ignored');
    expect(row!.processedAt).not.toBeNull();
  });
});
