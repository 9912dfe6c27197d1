import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Subscription } from '@comanda/domain/billing/billing-resource';
import { auditLog, billingInvoices, businesses } from '../../db/schema/index';
import { inTransaction } from '../../lib/unit-of-work';
import { apiCaller } from '../../test/call-api';
import { createBusinessFor, createUser } from '../../test/factories';
import { subscribedBusiness } from '../../test/billing';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { payInvoice, runBilling } from './billing.api';

// Issue 39, the platform admin's "extend the trial / end it now": audited with its reason, the
// waiting subscription's first period moves with it; nothing to change once the business paid.

let t: TestApp;
const call = apiCaller(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('PUT v1/core/businesses/{id}/trial', () => {
  it("ends a subscribed business's trial now: the next billing run issues its first invoice; audited; 409 once paid", async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    expect((await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'essential' })).statusCode).toBe(201);
    const endsAt = new Date(Date.now() - 60_000).toISOString();
    const res = await call(admin, 'PUT', `/core/businesses/${business.id}/trial`, { ends_at: endsAt, reason: 'Pediu para começar já' });
    expect(res.statusCode, res.body).toBe(200);
    await runBilling({ db: t.app.db, clock: { now: () => new Date() } });
    const invoices = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data;
    expect(invoices.map((i) => [i.period_start, i.total])).toEqual([[endsAt, 3990]]);
    expect(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data.status).toBe('past_due');
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.action, 'subscription.trial')));
    expect(audit).toMatchObject({ after: { trial_ends_at: endsAt, reason: 'Pediu para começar já' } });

    const [row] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, business.id));
    await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: row!.id, now: new Date() }));
    expect((await t.app.db.select().from(businesses).where(eq(businesses.id, business.id)))[0]!.plan).toBe('pro');
    expect((await call(admin, 'PUT', `/core/businesses/${business.id}/trial`, { ends_at: endsAt, reason: 'x' })).statusCode).toBe(409);
  });

  it('lists the subscriptions with the MRR (the promotion while it lasts) and the counts by status; filters; 401, 403, 422', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const before = json<{ summary: { mrr: number } }>(await call(admin, 'GET', '/core/subscriptions')).summary.mrr;
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner, { name: 'Pastelaria MRR' });
    await t.app.db.update(businesses).set({ planExpiresAt: new Date(Date.now() - 86_400_000) }).where(eq(businesses.id, business.id));
    await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'essential' });
    const [row] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, business.id));
    await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: row!.id, now: new Date() }));
    const list = json<{ data: { business_name: string; status: string; monthly: number }[]; summary: { mrr: number; counts: Record<string, number> } }>(await call(admin, 'GET', '/core/subscriptions?search=pastelaria'));
    expect(list.data).toEqual([expect.objectContaining({ business_name: 'Pastelaria MRR', status: 'active', plan: 'essential', monthly: 3990 })]);
    expect(list.summary.mrr).toBe(before + 3990);
    expect(list.summary.counts.active).toBeGreaterThanOrEqual(1);
    expect(json<{ data: unknown[] }>(await call(admin, 'GET', '/core/subscriptions?status=canceled&search=pastelaria')).data).toEqual([]);
    expect((await call(admin, 'GET', '/core/subscriptions?status=sleeping')).statusCode).toBe(422);
    expect((await call(owner, 'GET', '/core/subscriptions')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/core/subscriptions')).statusCode).toBe(401);
  });

  it('answers 401, 403 to an owner, 404 for no such business and 422 for a bad body', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const body = { ends_at: new Date().toISOString(), reason: 'Teste' };
    expect((await call(null, 'PUT', `/core/businesses/${business.id}/trial`, body)).statusCode).toBe(401);
    expect((await call(owner, 'PUT', `/core/businesses/${business.id}/trial`, body)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/core/businesses/99999999/trial', body)).statusCode).toBe(404);
    const bad = await call(admin, 'PUT', `/core/businesses/${business.id}/trial`, { ends_at: 'amanhã', reason: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors).sort()).toEqual(['ends_at', 'reason']);
  });
});

describe('v1/core/subscriptions/{id}: the admin subscription page and its audited actions', () => {
  async function pastDue() {
    const admin = await createUser(t.app, { isAdmin: true });
    return { admin, ...(await subscribedBusiness(t.app, 'essential')) };
  }
  type Detail = { status: string; plan: string; free_periods: number; invoices: Invoice[] };

  it('marks an invoice paid with a reason, gives free months that credit the next invoices to zero, changes the plan', async () => {
    const { admin, owner, business, subscription } = await pastDue();
    const detail = json<{ data: Detail }>(await call(admin, 'GET', `/core/subscriptions/${subscription.id}`)).data;
    expect(detail).toMatchObject({ status: 'past_due', plan: 'essential', free_periods: 0 });
    const invoice = detail.invoices[0]!;

    const paid = await call(admin, 'POST', `/core/subscriptions/${subscription.id}/invoices/${invoice.uuid}/mark-paid`, { reason: 'Pagou por transferência' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<{ data: Detail }>(paid).data).toMatchObject({ status: 'active', invoices: [{ uuid: invoice.uuid, status: 'paid' }] });
    expect((await call(admin, 'POST', `/core/subscriptions/${subscription.id}/invoices/${invoice.uuid}/mark-paid`, { reason: 'De novo' })).statusCode).toBe(409);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.businessId, business.id), eq(auditLog.action, 'subscription.mark_paid')));
    expect(audit!.after).toMatchObject({ reason: 'Pagou por transferência' });

    const given = json<{ data: Detail }>(await call(admin, 'POST', `/core/subscriptions/${subscription.id}/free-periods`, { periods: 1, reason: 'Cortesia pela indisponibilidade' })).data;
    expect(given.free_periods).toBe(1);
    const periodEnd = new Date(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data.period_end);
    await runBilling({ db: t.app.db, clock: { now: () => new Date(periodEnd.getTime() + 1000) } });
    const after = json<{ data: Detail }>(await call(admin, 'GET', `/core/subscriptions/${subscription.id}`)).data;
    expect(after).toMatchObject({ status: 'active', free_periods: 0 });
    const free = after.invoices.find((i) => i.period_index === 1)!;
    expect(free).toMatchObject({ total: 0, status: 'paid' });
    expect(free.lines.at(-1)).toMatchObject({ kind: 'credit', code: 'free_period' });

    const changed = await call(admin, 'POST', `/core/subscriptions/${subscription.id}/plan`, { plan: 'pro', reason: 'Pediu o Profissional' });
    expect(json<{ data: Detail }>(changed).data.plan).toBe('pro');
    expect(json<{ data: { feature_codes: string[] } }>(await call(owner, 'GET', '/businesses/current')).data.feature_codes).toContain('reports');
    const refused = await call(admin, 'POST', `/core/subscriptions/${subscription.id}/plan`, { plan: 'pro_yearly', reason: 'Anual' });
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors.plan).toBeDefined();
  });

  it('answers 401, 403 to an owner, 404 for another subscription\'s invoice or none, 422 for bad bodies', async () => {
    const { admin, owner, subscription } = await pastDue();
    const other = await pastDue();
    const theirs = json<{ data: Detail }>(await call(admin, 'GET', `/core/subscriptions/${other.subscription.id}`)).data.invoices[0]!;
    expect((await call(null, 'GET', `/core/subscriptions/${subscription.id}`)).statusCode).toBe(401);
    expect((await call(owner, 'GET', `/core/subscriptions/${subscription.id}`)).statusCode).toBe(403);
    expect((await call(owner, 'POST', `/core/subscriptions/${subscription.id}/free-periods`, { periods: 1, reason: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/core/subscriptions/999999')).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/core/subscriptions/${subscription.id}/invoices/${theirs.uuid}/mark-paid`, { reason: 'x' })).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/core/subscriptions/${subscription.id}/free-periods`, { periods: 13, reason: 'x' })).statusCode).toBe(422);
    expect((await call(admin, 'POST', `/core/subscriptions/${subscription.id}/free-periods`, { periods: 1, reason: '  ' })).statusCode).toBe(422);
    expect((await call(admin, 'POST', `/core/subscriptions/${subscription.id}/invoices/nope/mark-paid`, { reason: 'x' })).statusCode).toBe(422);
  });
});
