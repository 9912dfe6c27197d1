import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, PlanCard, Subscription } from '@comanda/domain/billing/billing-resource';
import { billingInvoices, businesses } from '../../db/schema/index';
import { inTransaction } from '../../lib/unit-of-work';
import { apiCaller } from '../../test/call-api';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { subscribedBusiness } from '../../test/billing';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { payInvoice, runBilling } from './billing.api';

// Issue 39, the owner's billing routes: the plans as cards with the business's own promotion, taking
// a plan during the trial (the first invoice at its end) or after it (now), the invoices, canceling
// at the period's end; 401, 403, 422, 409 and another business's objects.

let t: TestApp;
const call = apiCaller(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;

async function shop(createdAt?: Date) {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  if (createdAt) await t.app.db.update(businesses).set({ createdAt }).where(eq(businesses.id, business.id));
  return { owner, business };
}

describe('v1/businesses/{id} billing', () => {
  it('lists the plans with the launch offer for a new business and the old customers\' offer for one made before 2025-07-01', async () => {
    const recent = await shop();
    const cards = json<{ data: PlanCard[] }>(await call(recent.owner, 'GET', `/businesses/${recent.business.id}/plans`)).data;
    expect(cards.map((c) => [c.code, c.price, c.interval])).toEqual([
      ['essential', 6990, 'month'],
      ['pro', 9990, 'month'],
      ['pro_yearly', 99900, 'year'],
    ]);
    expect(cards[0]!.promotion).toEqual({ kind: 'launch', label: 'Oferta de lançamento', price: 3990, months: 3, savings: 9000 });
    expect(cards[1]!.promotion).toBeNull();
    expect(cards[0]!.feature_codes).toContain('pdv');
    expect(cards[0]!.feature_codes).not.toContain('reports');
    const old = await shop(new Date('2025-03-10T12:00:00Z'));
    const oldCards = json<{ data: PlanCard[] }>(await call(old.owner, 'GET', `/businesses/${old.business.id}/plans`, undefined, { 'accept-language': 'en' })).data;
    expect(oldCards[0]!.promotion).toEqual({ kind: 'legacy', label: 'Special offer for existing customers', price: 2990, months: 4, savings: 16000 });
  });

  it('subscribes during the trial: no invoice until the trial ends, then the first one at the promotion, due at once; once paid, active', async () => {
    const { owner, business } = await shop();
    expect(json<{ data: Subscription | null }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data).toBeNull();
    const res = await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'essential' }, { 'idempotency-key': 'sub-1' });
    expect(res.statusCode, res.body).toBe(201);
    const subscription = json<{ data: Subscription }>(res).data;
    expect(subscription).toMatchObject({ status: 'trialing', plan: 'essential', due_at: null, promotion: { kind: 'launch', price: 3990, months: 3 } });
    // A double click is the same subscription; a second plan is refused.
    expect(json<{ data: Subscription }>(await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'essential' }, { 'idempotency-key': 'sub-1' })).data.id).toBe(subscription.id);
    expect((await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'pro' })).statusCode).toBe(409);
    expect(json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data).toEqual([]);

    const trialEnd = new Date(subscription.period_end);
    await runBilling({ db: t.app.db, clock: { now: () => new Date(trialEnd.getTime() + 1000) } });
    const [invoice] = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data;
    // Due at the trial's end, still ahead of the real clock: open.
    expect(invoice).toMatchObject({ period_index: 0, total: 3990, status: 'open', lines: [{ kind: 'plan', code: 'essential', amount: 6990 }, { kind: 'promotion', code: 'launch', amount: -3000 }] });
    expect(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data).toMatchObject({ status: 'past_due', due_at: trialEnd.toISOString() });
    expect(json<{ data: Invoice }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices/${invoice!.uuid}`)).data.total).toBe(3990);
    const [row] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.uuid, invoice!.uuid));
    expect(await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: row!.id, now: new Date() }))).toBe('paid');
    expect(await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: row!.id, now: new Date() }))).toBe('already_paid');
    expect(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data).toMatchObject({ status: 'active', due_at: null });
    expect((await t.app.db.select().from(businesses).where(eq(businesses.id, business.id)))[0]).toMatchObject({ plan: 'pro', planExpiresAt: null });

    // Canceling at the period's end, and changing one's mind.
    expect(json<{ data: Subscription }>(await call(owner, 'POST', `/businesses/${business.id}/subscription/cancel`, { cancel: true })).data.cancel_at_period_end).toBe(true);
    expect(json<{ data: Subscription }>(await call(owner, 'POST', `/businesses/${business.id}/subscription/cancel`, { cancel: false })).data.cancel_at_period_end).toBe(false);
  });

  it('after the trial, the first invoice is issued at once', async () => {
    const { owner, business } = await shop();
    await t.app.db.update(businesses).set({ planExpiresAt: new Date(Date.now() - DAY) }).where(eq(businesses.id, business.id));
    const subscription = json<{ data: Subscription }>(await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'pro' })).data;
    expect(subscription).toMatchObject({ status: 'past_due', plan: 'pro', promotion: null });
    const invoices = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data;
    expect(invoices.map((i) => [i.period_index, i.total])).toEqual([[0, 9990]]);
  });

  it('past due, then suspended after the grace: only the billing routes open, the storefront closes; paying the open invoice opens everything at once (must show 3)', async () => {
    const { owner, business } = await shop();
    await t.app.db.update(businesses).set({ planExpiresAt: new Date(Date.now() - DAY) }).where(eq(businesses.id, business.id));
    const subscription = json<{ data: Subscription }>(await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'essential' })).data;
    const dueAt = new Date(subscription.due_at!);
    const at = (ms: number) => ({ 'x-test-now': new Date(dueAt.getTime() + ms).toISOString() });
    const current = async (headers: Record<string, string> = {}) => json<{ data: { can_access: boolean; billing_suspended: boolean } }>(await call(owner, 'GET', '/businesses/current', undefined, headers)).data;

    // A day before the grace ends: past due, still open.
    expect(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`, undefined, at(6 * DAY))).data.status).toBe('past_due');
    expect(await current()).toMatchObject({ can_access: true, billing_suspended: false });
    // The grace over: reading the subscription brings it up to date (the job would within a minute).
    expect(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`, undefined, at(7 * DAY + 60_000))).data.status).toBe('suspended');
    expect(await current()).toMatchObject({ can_access: false, billing_suspended: true });
    const refused = await call(owner, 'GET', `/businesses/${business.id}/orders`);
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({ code: 'business_blocked', message: expect.stringContaining('suspensa') });
    expect((await call(null, 'GET', `/storefront/${business.token}`)).statusCode).toBe(404);
    // The billing routes stay open: the owner can see and pay what is owed.
    const [invoice] = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`, undefined, at(7 * DAY + 60_000))).data;
    expect(invoice).toMatchObject({ status: 'overdue', total: 3990 });
    expect((await call(owner, 'GET', `/businesses/${business.id}/plans`)).statusCode).toBe(200);

    const [row] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.uuid, invoice!.uuid));
    expect(await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: row!.id, now: new Date(dueAt.getTime() + 8 * DAY) }))).toBe('paid');
    expect(await current()).toMatchObject({ can_access: true, billing_suspended: false });
    expect((await call(owner, 'GET', `/businesses/${business.id}/orders`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/storefront/${business.token}`)).statusCode).toBe(200);
  });

  it('grants what the plan grants: ESSENCIAL opens the PDV and coupons but not the professional features; PROFISSIONAL opens them all', async () => {
    const codesAfterPaying = async (plan: string) => (await subscribedBusiness(t.app, plan, { paid: true })).codes();
    const essential = await codesAfterPaying('essential');
    expect(essential).toEqual(expect.arrayContaining(['basic_menu', 'pdv', 'coupons', 'loyalty_program_card']));
    expect(essential).not.toContain('reports');
    expect(essential).not.toContain('integrations');
    expect(await codesAfterPaying('pro')).toEqual(expect.arrayContaining(['pdv', 'reports', 'inventory', 'marketing', 'integrations']));
  });

  it('changes plan: up once the rest of the period is paid (an unpaid difference never suspends), down at the period end; 409 while owing, 422 across intervals', async () => {
    const { owner, business } = await shop();
    await t.app.db.update(businesses).set({ planExpiresAt: new Date(Date.now() - DAY) }).where(eq(businesses.id, business.id));
    await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'essential' });
    const change = (plan: string) => call(owner, 'POST', `/businesses/${business.id}/subscription/plan`, { plan });
    expect((await change('pro')).statusCode).toBe(409);
    const [first] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, business.id));
    await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: first!.id, now: new Date() }));

    expect((await change('pro_yearly')).statusCode).toBe(422);
    await change('pro'); // a first try, left unpaid: voided by the next
    const res = await change('pro');
    expect(res.statusCode, res.body).toBe(200);
    const up = json<{ data: { takes_effect: string; invoice: Invoice; subscription: Subscription } }>(res).data;
    expect(up.takes_effect).toBe('when_paid');
    expect(up.subscription.plan).toBe('essential');
    // Nearly the whole period ahead: close to R$ 99,90 − R$ 39,90.
    expect(up.invoice.total).toBeGreaterThan(5900);
    expect(up.invoice.total).toBeLessThanOrEqual(6000);
    expect(up.invoice.lines).toEqual([{ kind: 'proration', code: 'pro', amount: up.invoice.total }]);
    const invoices = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data;
    expect(invoices.filter((i) => i.status === 'void')).toHaveLength(1);
    const codes = async () => json<{ data: { feature_codes: string[] } }>(await call(owner, 'GET', '/businesses/current')).data.feature_codes;
    expect(await codes()).not.toContain('reports');

    // Left unpaid past any grace: the subscription stays active.
    await runBilling({ db: t.app.db, clock: { now: () => new Date(Date.now() + 10 * DAY) } });
    expect(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data.status).toBe('active');

    const [difference] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.uuid, up.invoice.uuid));
    await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: difference!.id, now: new Date() }));
    expect(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data.plan).toBe('pro');
    expect(await codes()).toContain('reports');

    const down = json<{ data: { takes_effect: string; subscription: Subscription } }>(await change('essential')).data;
    expect(down).toMatchObject({ takes_effect: 'at_period_end', subscription: { plan: 'pro', next_plan: 'essential' } });
  });

  it('answers the latest invoice and the features (to any member, even while suspended)', async () => {
    const { owner, business, codes } = await subscribedBusiness(t.app, 'essential');
    const latest = json<{ data: Invoice | null }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/latest`)).data;
    expect(latest).toMatchObject({ kind: 'period', period_index: 0, total: 3990, status: 'overdue' });
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    const features = json<{ data: { feature_codes: string[]; available_features: Record<string, { name: string }>; plan_status: { is_expired: boolean } } }>(await call(waiter, 'GET', `/businesses/${business.id}/features`)).data;
    expect(features.feature_codes).toEqual(await codes());
    expect(features.available_features['pdv']!.name).toBe('PDV');
    expect((await call(waiter, 'GET', `/businesses/${business.id}/subscription/latest`)).statusCode).toBe(403);
    const fresh = await shop();
    expect(json<{ data: Invoice | null }>(await call(fresh.owner, 'GET', `/businesses/${fresh.business.id}/subscription/latest`)).data).toBeNull();
    expect((await call(fresh.owner, 'GET', `/businesses/${business.id}/features`)).statusCode).toBe(404);
  });

  it('answers 422 for an unknown plan or a bad body, 401 without a session, 403 to a waiter and to another business, 404 for another business\'s invoice', async () => {
    const { owner, business } = await shop();
    const bad = await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'platinum' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.plan).toEqual(['Escolha um dos planos disponíveis.']);
    expect((await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'pro', extra: 1 })).statusCode).toBe(422);
    expect((await call(owner, 'POST', `/businesses/${business.id}/subscription/cancel`, { cancel: 'yes' })).statusCode).toBe(422);
    expect((await call(owner, 'POST', `/businesses/${business.id}/subscription/cancel`, { cancel: true })).statusCode).toBe(404);
    expect((await call(null, 'GET', `/businesses/${business.id}/plans`)).statusCode).toBe(401);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    expect((await call(waiter, 'GET', `/businesses/${business.id}/subscription`)).statusCode).toBe(403);
    expect((await call(waiter, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'pro' })).statusCode).toBe(403);

    const other = await shop();
    await t.app.db.update(businesses).set({ planExpiresAt: new Date(Date.now() - DAY) }).where(eq(businesses.id, other.business.id));
    await call(other.owner, 'POST', `/businesses/${other.business.id}/subscribe`, { plan: 'pro' });
    const [theirs] = json<{ data: Invoice[] }>(await call(other.owner, 'GET', `/businesses/${other.business.id}/subscription/invoices`)).data;
    expect([403, 404]).toContain((await call(owner, 'GET', `/businesses/${other.business.id}/subscription/invoices`)).statusCode);
    expect((await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices/${theirs!.uuid}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices/not-a-uuid`)).statusCode).toBe(422);
  });
});
