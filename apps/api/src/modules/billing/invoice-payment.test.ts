import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Subscription } from '@comanda/domain/billing/billing-resource';
import { businesses, domainEvents } from '../../db/schema/index';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../integrations/mercado-pago/stand-in';
import { apiCaller } from '../../test/call-api';
import { createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { until } from '../../test/until';

// Issue 39: an invoice paid through Mercado Pago on Comanda's own account. The checkout is the
// stand-in's; the payment's notification reaches the inbox without a business token, is re-read, and
// pays the invoice once: the subscription turns active, the business's plan with it, and its screens
// hear `billing.updated`. Less than the total pays nothing.

const SECRET = 'platform-secret';
let t: TestApp;
let mp: MercadoPagoStandIn;
let webhookUrl: string;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  mp = await startMercadoPagoStandIn({ secret: SECRET, retryDelaysMs: [20, 40] });
  t = await createTestApp({ MERCADO_PAGO_WEBHOOK_SECRET: SECRET, MERCADO_PAGO_ACCESS_TOKEN: 'TEST-1234567890123456-112926-0123456789abcdef0123456789abcdef-555000111', MERCADO_PAGO_API_URL: mp.baseUrl, JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/webhooks/mercado-pago`;
}, 60_000);
afterAll(async () => {
  await mp.close();
  await t.close();
});

async function overdueShop() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  await t.app.db.update(businesses).set({ planExpiresAt: new Date(Date.now() - 86_400_000) }).where(eq(businesses.id, business.id));
  expect((await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'pro' })).statusCode).toBe(201);
  const [invoice] = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data;
  return { owner, business, invoice: invoice! };
}

const subscriptionOf = async (who: Awaited<ReturnType<typeof createUser>>, businessId: number) => json<{ data: Subscription }>(await call(who, 'GET', `/businesses/${businessId}/subscription`)).data;

describe('paying an invoice', () => {
  it("opens the platform's checkout; the approved payment pays the invoice once and the business's plan follows, heard by its screens", async () => {
    const { owner, business, invoice } = await overdueShop();
    const res = await call(owner, 'POST', `/businesses/${business.id}/subscription/invoices/${invoice.uuid}/payment`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { checkout_url: string } }>(res).data.checkout_url).toMatch(/^http/);

    // Less than the total: noted, nothing paid.
    mp.setPayment({ id: `short-${invoice.uuid}`, status: 'approved', external_reference: `invoice:${invoice.uuid}`, transaction_amount: 10 });
    expect(await mp.deliver(mp.notice(`short-${invoice.uuid}`), { url: webhookUrl })).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await subscriptionOf(owner, business.id)).status).toBe('past_due');

    mp.setPayment({ id: `pay-${invoice.uuid}`, status: 'approved', external_reference: `invoice:${invoice.uuid}`, transaction_amount: invoice.total / 100 });
    expect(await mp.deliver(mp.notice(`pay-${invoice.uuid}`), { url: webhookUrl })).toBe(200);
    expect(await mp.deliver(mp.notice(`pay-${invoice.uuid}`), { url: webhookUrl })).toBe(200);
    await until('active', () => subscriptionOf(owner, business.id), (s) => s.status === 'active');
    const [paid] = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data;
    expect(paid).toMatchObject({ status: 'paid', total: 9990 });
    expect((await t.app.db.select().from(businesses).where(eq(businesses.id, business.id)))[0]).toMatchObject({ plan: 'pro', planExpiresAt: null });
    const heard = await t.app.db.select().from(domainEvents).where(and(eq(domainEvents.businessId, business.id), eq(domainEvents.name, 'billing.updated')));
    expect(heard.map((e) => (e.payload as { data: { status: string } }).data.status)).toEqual(['past_due', 'active']);

    // Paid: no second checkout.
    expect((await call(owner, 'POST', `/businesses/${business.id}/subscription/invoices/${invoice.uuid}/payment`)).statusCode).toBe(409);
  });

  it("answers 401, 403 to another business's owner, 404 for another business's invoice and 422 for a bad uuid", async () => {
    const { business, invoice } = await overdueShop();
    const other = await createUser(t.app);
    const theirs = await createBusinessFor(t.app, other);
    expect((await call(null, 'POST', `/businesses/${business.id}/subscription/invoices/${invoice.uuid}/payment`)).statusCode).toBe(401);
    expect([403, 404]).toContain((await call(other, 'POST', `/businesses/${business.id}/subscription/invoices/${invoice.uuid}/payment`)).statusCode);
    expect((await call(other, 'POST', `/businesses/${theirs.id}/subscription/invoices/${invoice.uuid}/payment`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/businesses/${theirs.id}/subscription/invoices/nope/payment`)).statusCode).toBe(422);
  });
});
