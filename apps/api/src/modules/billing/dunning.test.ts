import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Subscription } from '@comanda/domain/billing/billing-resource';
import { billingInvoices, billingReminders, businesses, outboxMessages } from '../../db/schema/index';
import { inTransaction } from '../../lib/unit-of-work';
import { apiCaller } from '../../test/call-api';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, json, type TestApp } from '../../test/helper';
import { payInvoice, runBilling, sendInvoiceReminders } from './billing.api';

// Issue 39, dunning: the owners hear of an open invoice three days before it falls due, a day after
// (with the suspension's date), and when the business is suspended — each once, even when two runs
// find it at the same moment; a waiter hears nothing; a paid invoice stops them.

let t: TestApp;
const call = apiCaller(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;
const remind = (at: Date) => sendInvoiceReminders({ db: t.app.db, clock: { now: () => at }, config: t.app.config, log: t.app.log });
const mailsTo = (email: string) => t.app.db.select().from(outboxMessages).where(and(eq(outboxMessages.to, email), eq(outboxMessages.channel, 'email'))).orderBy(outboxMessages.id);

describe('dunning', () => {
  it('reminds the owners once each: overdue with the suspension date, suspended; upcoming for the next period; never after it is paid', async () => {
    const owner = await createUser(t.app, { name: 'Marta Souza' });
    const business = await createBusinessFor(t.app, owner);
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    await t.app.db.update(businesses).set({ name: 'Cantina da Marta', planExpiresAt: new Date(Date.now() - DAY) }).where(eq(businesses.id, business.id));
    const subscription = json<{ data: Subscription }>(await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'pro' })).data;
    const dueAt = new Date(subscription.due_at!);
    const at = (days: number) => new Date(dueAt.getTime() + days * DAY);

    expect(await remind(at(0.5))).toBe(0);
    // Two runs at the same moment: one e-mail.
    const [a, b] = await Promise.all([remind(at(1)), remind(at(1))]);
    expect(a + b).toBe(1);
    expect(await remind(at(2))).toBe(0);
    let mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Cantina da Marta: sua fatura do Comanda está vencida');
    expect(mails[0]!.text).toContain('Olá, Marta!');
    expect(mails[0]!.text).toMatch(/R\$\s99,90/);
    expect(mails[0]!.text).toContain(`Pague até ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(at(7))}`);
    expect(mails[0]!.text).toContain('/subscription');

    await runBilling({ db: t.app.db, clock: { now: () => at(7) } });
    expect(await remind(at(7))).toBe(1);
    mails = await mailsTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Cantina da Marta: sua fatura do Comanda está vencida', 'Cantina da Marta: Comanda suspenso por fatura em aberto']);
    expect(await mailsTo(waiter.email)).toEqual([]);

    // Paid: the next period's invoice comes at its end, due five days later; three days before, "upcoming".
    const [first] = await t.app.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, business.id));
    expect(await inTransaction(t.app.db, (tx) => payInvoice(tx, { invoiceId: first!.id, now: at(8) }))).toBe('paid');
    expect(await remind(at(9))).toBe(0);
    const periodEnd = new Date(json<{ data: Subscription }>(await call(owner, 'GET', `/businesses/${business.id}/subscription`)).data.period_end);
    await runBilling({ db: t.app.db, clock: { now: () => new Date(periodEnd.getTime() + 1000) } });
    const invoices = json<{ data: Invoice[] }>(await call(owner, 'GET', `/businesses/${business.id}/subscription/invoices`)).data;
    const next = invoices.find((invoice) => invoice.period_index === 1)!;
    const nextDue = new Date(next.due_at);
    expect(await remind(new Date(nextDue.getTime() - 3.5 * DAY))).toBe(0);
    expect(await remind(new Date(nextDue.getTime() - 2 * DAY))).toBe(1);
    expect(await remind(new Date(nextDue.getTime() - 1 * DAY))).toBe(0);
    mails = await mailsTo(owner.email);
    expect(mails.at(-1)!.subject).toMatch(/^Cantina da Marta: sua fatura do Comanda vence em \d{2}\/\d{2}\/\d{4}$/);

    const kinds = await t.app.db.select({ kind: billingReminders.kind, recipients: billingReminders.recipients }).from(billingReminders).where(eq(billingReminders.businessId, business.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['overdue', 'suspended', 'upcoming']);
    expect(kinds.every((k) => k.recipients === 1)).toBe(true);
  });

  it('writes in English to an owner who reads English', async () => {
    const owner = await createUser(t.app, { name: 'John Smith', lang: 'en' });
    const business = await createBusinessFor(t.app, owner);
    await t.app.db.update(businesses).set({ name: 'Smith Grill', planExpiresAt: new Date(Date.now() - DAY) }).where(eq(businesses.id, business.id));
    const subscription = json<{ data: Subscription }>(await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'essential' })).data;
    expect(await remind(new Date(new Date(subscription.due_at!).getTime() + 1.5 * DAY))).toBe(1);
    const [mail] = await mailsTo(owner.email);
    expect(mail!.subject).toBe('Smith Grill: your Comanda invoice is overdue');
    expect(mail!.text).toContain('Hi, John!');
    expect(mail!.text).toContain('R$39.90');
  });
});
