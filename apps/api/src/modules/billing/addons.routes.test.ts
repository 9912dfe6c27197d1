import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Addon, AdminAddon, Invoice, Subscription } from '@comanda/domain/billing/billing-resource';
import { auditLog, billingInvoices } from '../../db/schema/index';
import { inTransaction } from '../../lib/unit-of-work';
import { apiCaller } from '../../test/call-api';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { subscribedBusiness } from '../../test/billing';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { payInvoice, runBilling } from './billing.api';

// Issue 39, add-ons: the owner takes one (its invoice: a one-off price, or a recurring one's share
// of the period), it is active once paid and grants its features; recurring ones are lines of each
// next invoice; stopping one takes the features away. The admin's catalogue. 401/403/404/409/422.

let t: TestApp;
const call = apiCaller(() => t.app);
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
}, 60_000);
afterAll(() => t.close());


async function payingEssential() {
  const shop = await subscribedBusiness(t.app, 'essential', { paid: true });
  const addons = async () => json<{ data: Addon[] }>(await call(shop.owner, 'GET', `/businesses/${shop.business.id}/addons`)).data;
  return { ...shop, addons };
}

describe('add-ons', () => {
  it('takes a recurring add-on: pending until its share of the period is paid, then its feature; on each next invoice; stopped, the feature goes', async () => {
    const { owner, business, codes, addons } = await payingEssential();
    const reports = (await addons()).find((a) => a.code === 'advanced_reports')!;
    expect(reports).toMatchObject({ price: 1990, recurring: true, feature_codes: ['reports'], taken: null });
    const res = await call(owner, 'POST', `/businesses/${business.id}/addons`, { addon_id: reports.id }, { 'idempotency-key': 'addon-1' });
    expect(res.statusCode, res.body).toBe(201);
    const bought = json<{ data: { id: number; status: string; invoice: Invoice } }>(res).data;
    expect(bought.status).toBe('pending');
    expect(bought.invoice.total).toBeGreaterThan(1900);
    expect(bought.invoice.total).toBeLessThanOrEqual(1990);
    // A double click is the same; a second take is refused.
    expect(json<{ data: { id: number } }>(await call(owner, 'POST', `/businesses/${business.id}/addons`, { addon_id: reports.id }, { 'idempotency-key': 'addon-1' })).data.id).toBe(bought.id);
    expect((await call(owner, 'POST', `/businesses/${business.id}/addons`, { addon_id: reports.id })).statusCode).toBe(409);
    expect(await codes()).not.toContain('reports');
    expect((await addons()).find((a) => a.id === reports.id)!.taken).toMatchObject({ status: 'pending', invoice_uuid: bought.invoice.uuid });

    const [invoice] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.uuid, bought.invoice.uuid));
    await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: invoice!.id, now: new Date() }));
    expect(await codes()).toContain('reports');
    expect((await addons()).find((a) => a.id === reports.id)!.taken).toMatchObject({ status: 'active', invoice_uuid: null });

    // The next period: the plan at its promotion, and the add-on.
    const periodEnd = new Date(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data.period_end);
    await runBilling({ db: t.app.db, clock: { now: () => new Date(periodEnd.getTime() + 1000) } });
    const next = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data.find((i) => i.period_index === 1)!;
    expect(next.lines).toEqual([
      { kind: 'plan', code: 'essential', amount: 6990 },
      { kind: 'promotion', code: 'launch', amount: -3000 },
      { kind: 'addon', code: 'advanced_reports', amount: 1990 },
    ]);
    expect(next.total).toBe(5980);

    expect((await call(owner, 'DELETE', `/businesses/${business.id}/addons/${bought.id}`)).statusCode).toBe(204);
    expect(await codes()).not.toContain('reports');
    expect((await call(owner, 'DELETE', `/businesses/${business.id}/addons/${bought.id}`)).statusCode).toBe(404);
  });

  it('a one-off add-on is charged its price; stopping it unpaid voids the invoice; the payment route opens its checkout or says 404', async () => {
    const { owner, business, addons } = await payingEssential();
    const setup = (await addons()).find((a) => a.code === 'menu_setup')!;
    const bought = json<{ data: { id: number; invoice: Invoice } }>(await call(owner, 'POST', `/businesses/${business.id}/addons`, { addon_id: setup.id })).data;
    expect(bought.invoice.total).toBe(14900);
    // No platform Mercado Pago account in this app: 409 with the reason.
    expect((await call(owner, 'POST', `/businesses/${business.id}/addons/${bought.id}/payment`)).statusCode).toBe(409);
    expect((await call(owner, 'DELETE', `/businesses/${business.id}/addons/${bought.id}`)).statusCode).toBe(204);
    const [voided] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.uuid, bought.invoice.uuid));
    expect(voided!.status).toBe('void');
    expect((await call(owner, 'POST', `/businesses/${business.id}/addons/${bought.id}/payment`)).statusCode).toBe(404);
  });

  it('answers 409 without a subscription, 422 for an unknown add-on, 401, 403 to a waiter and to another business', async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const [first] = json<{ data: Addon[] }>(await call(owner, 'GET', `/businesses/${business.id}/addons`)).data;
    expect((await call(owner, 'POST', `/businesses/${business.id}/addons`, { addon_id: first!.id })).statusCode).toBe(409);
    const unknown = await call(owner, 'POST', `/businesses/${business.id}/addons`, { addon_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(unknown).errors.addon_id).toEqual(['Escolha um dos adicionais disponíveis.']);
    expect((await call(owner, 'POST', `/businesses/${business.id}/addons`, { addon_id: 'x' })).statusCode).toBe(422);
    expect((await call(null, 'GET', `/businesses/${business.id}/addons`)).statusCode).toBe(401);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    expect((await call(waiter, 'GET', `/businesses/${business.id}/addons`)).statusCode).toBe(403);
    const other = await payingEssential();
    const theirs = (await other.addons())[0]!;
    const taken = json<{ data: { id: number } }>(await call(other.owner, 'POST', `/businesses/${other.business.id}/addons`, { addon_id: theirs.id })).data;
    expect([403, 404]).toContain((await call(owner, 'GET', `/businesses/${other.business.id}/addons`)).statusCode);
    expect((await call(owner, 'DELETE', `/businesses/${business.id}/addons/${taken.id}`)).statusCode).toBe(404);
  });

  it("the admin's catalogue: create, change (the features reach the businesses that have it), delete only when never taken; audited", async () => {
    const list = async () => json<{ data: AdminAddon[] }>(await call(admin, 'GET', '/core/addons')).data;
    expect((await list()).map((a) => a.code)).toEqual(expect.arrayContaining(['advanced_reports', 'integrations', 'menu_setup']));
    const body = { code: 'extra_printer', name: 'Impressora extra', description: '', price: 990, recurring: true, feature_codes: [], active: true };
    const created = json<{ data: AdminAddon }>(await call(admin, 'POST', '/core/addons', body)).data;
    expect(created).toMatchObject({ code: 'extra_printer', businesses: 0 });
    expect((await call(admin, 'POST', '/core/addons', body)).statusCode).toBe(422);
    expect((await call(admin, 'POST', '/core/addons', { ...body, code: 'x2', feature_codes: ['teleport'] })).statusCode).toBe(422);

    const { owner, business, codes } = await payingEssential();
    const taken = json<{ data: { status: string } }>(await call(owner, 'POST', `/businesses/${business.id}/addons`, { addon_id: created.id }));
    expect(taken.data.status).toBe('pending');
    const changed = await call(admin, 'PUT', `/core/addons/${created.id}`, { ...body, feature_codes: ['inventory'] });
    expect(changed.statusCode).toBe(422); // code is not editable
    const { code: _code, ...editable } = body;
    expect((await call(admin, 'PUT', `/core/addons/${created.id}`, { ...editable, feature_codes: ['inventory'] })).statusCode).toBe(200);
    expect(await codes()).not.toContain('inventory'); // still pending
    expect((await call(admin, 'DELETE', `/core/addons/${created.id}`)).statusCode).toBe(409);
    const spare = json<{ data: AdminAddon }>(await call(admin, 'POST', '/core/addons', { ...body, code: 'spare_addon' })).data;
    expect((await call(admin, 'DELETE', `/core/addons/${spare.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', '/core/addons')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/core/addons')).statusCode).toBe(401);
    expect((await call(admin, 'PUT', '/core/addons/999999', editable)).statusCode).toBe(404);
    const audit = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'addon'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['addon.create', 'addon.update']);
  });
});
