import { describe, expect, it } from 'vitest';
import { essentialPromotion, ESSENTIAL_PROMOTIONS, PRICING_PLANS } from '../pricing/plan-pricing';
import { invoiceTotal, monthlyRevenue, periodInvoiceLines, upgradeProration, withFreePeriod } from './invoice-lines';
import { addMonths, periodAt, periodIndexAt, remainingFraction } from './periods';
import { accessOf, GRACE_DAYS, INVOICE_DUE_DAYS, nextDeadline, transition, type SubscriptionState } from './subscription';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('bill on the anchor day, clamped to short months, and come back to it', () => {
    const anchor = at('2026-01-31T15:00:00.000Z');
    expect([1, 2, 3].map((n) => addMonths(anchor, n).toISOString())).toEqual(['2026-02-28T15:00:00.000Z', '2026-03-31T15:00:00.000Z', '2026-04-30T15:00:00.000Z']);
    expect(periodAt(anchor, 'month', 1)).toEqual({ index: 1, start: at('2026-02-28T15:00:00.000Z'), end: at('2026-03-31T15:00:00.000Z') });
    expect(periodAt(anchor, 'year', 1).start.toISOString()).toBe('2027-01-31T15:00:00.000Z');
    expect(addMonths(at('2024-02-29T00:00:00.000Z'), 12).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });

  it('find the period a moment falls in, at its bounds too', () => {
    const anchor = at('2026-01-31T15:00:00.000Z');
    expect(periodIndexAt(anchor, 'month', at('2026-01-01T00:00:00.000Z'))).toBe(0);
    expect(periodIndexAt(anchor, 'month', at('2026-02-28T14:59:59.999Z'))).toBe(0);
    expect(periodIndexAt(anchor, 'month', at('2026-02-28T15:00:00.000Z'))).toBe(1);
    expect(periodIndexAt(anchor, 'month', at('2027-03-30T00:00:00.000Z'))).toBe(13);
    for (let i = 0; i < 30; i++) expect(periodIndexAt(anchor, 'month', periodAt(anchor, 'month', i).start)).toBe(i);
    expect(remainingFraction(periodAt(anchor, 'month', 0), at('2026-02-14T15:00:00.000Z'))).toBeCloseTo(14 / 28, 10);
  });
});

describe('invoice lines (spec §9 prices)', () => {
  it('a free period is a credit line that brings the invoice to zero, the promotion and add-ons included', () => {
    const lines = periodInvoiceLines({ plan: { code: 'essential', price: 6990 }, promotion: { code: 'launch', price: 3990, periods: 3 }, addons: [{ code: 'reports', price: 1990 }] }, 0);
    const free = withFreePeriod(lines);
    expect(free.at(-1)).toEqual({ kind: 'credit', code: 'free_period', amount: -5980 });
    expect(invoiceTotal(free)).toBe(0);
    expect(withFreePeriod([{ kind: 'plan', code: 'x', amount: 0 }])).toHaveLength(1);
  });

  const essential = PRICING_PLANS.essential.monthly;

  it('charge ESSENCIAL R$ 69,90 with the launch offer R$ 39,90 for 3 months, then the normal price', () => {
    const launch = essentialPromotion('2025-08-10T12:00:00Z', 'pt');
    expect(launch).toMatchObject({ kind: 'launch', price: 3990, months: 3, label: 'Oferta de lançamento', savings: 9000 });
    const charges = { plan: { code: 'essential', price: essential }, promotion: { code: 'launch', price: launch.price, periods: launch.months }, addons: [] };
    const totals = Array.from({ length: 5 }, (_, i) => invoiceTotal(periodInvoiceLines(charges, i)));
    expect(totals).toEqual([3990, 3990, 3990, 6990, 6990]);
    expect(periodInvoiceLines(charges, 0)).toEqual([{ kind: 'plan', code: 'essential', amount: 6990 }, { kind: 'promotion', code: 'launch', amount: -3000 }]);
    // What the discount lines add up to is the savings the card promised.
    const discounts = Array.from({ length: 14 }, (_, i) => periodInvoiceLines(charges, i).filter((l) => l.kind === 'promotion').reduce((s, l) => s + l.amount, 0));
    expect(-discounts.reduce((a, b) => a + b, 0)).toBe(launch.savings);
  });

  it('gives businesses created before 2025-07-01 R$ 29,90 for 4 months (savings R$ 160,00), and PROFISSIONAL R$ 99,90', () => {
    const legacy = essentialPromotion('2025-06-30T12:00:00Z', 'pt');
    expect(legacy).toMatchObject({ kind: 'legacy', price: ESSENTIAL_PROMOTIONS.legacy.price, months: 4, savings: 16000 });
    const charges = { plan: { code: 'essential', price: essential }, promotion: { code: 'legacy', price: 2990, periods: 4 }, addons: [{ code: 'extra_printer', price: 1500 }] };
    expect(Array.from({ length: 5 }, (_, i) => invoiceTotal(periodInvoiceLines(charges, i)))).toEqual([4490, 4490, 4490, 4490, 8490]);
    expect(invoiceTotal(periodInvoiceLines({ plan: { code: 'pro', price: PRICING_PLANS.professional.monthly }, promotion: null, addons: [] }, 0))).toBe(9990);
  });

  it('counts in the MRR what an active or past-due subscription pays a month: the promotion while it lasts, a twelfth of a year', () => {
    const promo = { price: 3990, periods: 3 };
    expect(monthlyRevenue({ status: 'active', interval: 'month', price: 6990, periodIndex: 2, promotion: promo })).toBe(3990);
    expect(monthlyRevenue({ status: 'past_due', interval: 'month', price: 6990, periodIndex: 3, promotion: promo })).toBe(6990);
    expect(monthlyRevenue({ status: 'active', interval: 'year', price: 99900, periodIndex: 0, promotion: null })).toBe(8325);
    for (const status of ['trialing', 'suspended', 'canceled']) expect(monthlyRevenue({ status, interval: 'month', price: 9990, periodIndex: 5, promotion: null })).toBe(0);
  });

  it('charges an upgrade the difference for what is left of the period, and nothing for a downgrade', () => {
    const period = { start: at('2026-03-01T00:00:00Z'), end: at('2026-03-31T00:00:00Z') };
    expect(upgradeProration(6990, 9990, period, at('2026-03-16T00:00:00Z'))).toBe(1500);
    expect(upgradeProration(6990, 9990, period, period.start)).toBe(3000);
    expect(upgradeProration(6990, 9990, period, period.end)).toBe(0);
    expect(upgradeProration(9990, 6990, period, at('2026-03-16T00:00:00Z'))).toBe(0);
  });
});

describe('the subscription state machine', () => {
  const trial = (): SubscriptionState => ({ status: 'trialing', planCode: 'essential', nextPlanCode: null, periodIndex: 0, periodEnd: at('2026-01-15T00:00:00Z'), dueAt: null, cancelAtPeriodEnd: false });
  const step = (state: SubscriptionState, event: Parameters<typeof transition>[1]) => {
    const result = transition(state, event);
    if ('refused' in result) throw new Error(`refused: ${result.refused}`);
    return result;
  };

  it('trialing → past due at the trial end (first invoice due at once) → active once paid; each later period issues its invoice and stays active', () => {
    const ended = step(trial(), { type: 'period_ended', at: at('2026-01-15T00:00:00Z'), nextPeriodEnd: at('2026-02-15T00:00:00Z') });
    expect(ended.issueInvoice).toBe(true);
    expect(ended.state).toMatchObject({ status: 'past_due', periodIndex: 0, dueAt: at('2026-01-15T00:00:00Z') });
    expect(accessOf(ended.state.status)).toBe('full');
    const paid = step(ended.state, { type: 'invoice_paid', outstanding: 0, at: at('2026-01-16T00:00:00Z') });
    expect(paid.state).toMatchObject({ status: 'active', dueAt: null });
    const renewed = step(paid.state, { type: 'period_ended', at: at('2026-02-15T00:00:00Z'), nextPeriodEnd: at('2026-03-15T00:00:00Z') });
    expect(renewed).toMatchObject({ issueInvoice: true, state: { status: 'active', periodIndex: 1, dueAt: new Date(at('2026-02-15T00:00:00Z').getTime() + INVOICE_DUE_DAYS * DAY) } });
    expect(nextDeadline(renewed.state)).toEqual(renewed.state.dueAt);
  });

  it('past due after the due date, suspended after the grace (billing pages only), active again the moment the open invoices are paid', () => {
    const paid = step(step(trial(), { type: 'period_ended', at: at('2026-01-15T00:00:00Z'), nextPeriodEnd: at('2026-02-15T00:00:00Z') }).state, { type: 'invoice_paid', outstanding: 0, at: at('2026-01-15T01:00:00Z') }).state;
    const renewed = step(paid, { type: 'period_ended', at: at('2026-02-15T00:00:00Z'), nextPeriodEnd: at('2026-03-15T00:00:00Z') }).state;
    expect(transition(renewed, { type: 'deadline', at: at('2026-02-19T00:00:00Z') })).toEqual({ refused: 'not_due' });
    const late = step(renewed, { type: 'deadline', at: renewed.dueAt! }).state;
    expect(late.status).toBe('past_due');
    expect(nextDeadline(late)).toEqual(new Date(renewed.dueAt!.getTime() + GRACE_DAYS * DAY));
    const suspended = step(late, { type: 'deadline', at: nextDeadline(late)! }).state;
    expect(suspended.status).toBe('suspended');
    expect(accessOf('suspended')).toBe('billing_only');
    // A new period while suspended adds its invoice; paying one of two is not enough.
    const more = step(suspended, { type: 'period_ended', at: at('2026-03-15T00:00:00Z'), nextPeriodEnd: at('2026-04-15T00:00:00Z') }).state;
    expect(more).toMatchObject({ status: 'suspended', periodIndex: 2, dueAt: renewed.dueAt });
    expect(transition(more, { type: 'invoice_paid', outstanding: 1, at: at('2026-03-16T00:00:00Z') })).toEqual({ refused: 'still_owed' });
    expect(step(more, { type: 'invoice_paid', outstanding: 0, at: at('2026-03-16T00:00:00Z') }).state).toMatchObject({ status: 'active', dueAt: null });
  });

  it('upgrades at once and downgrades at the period end; cancels at the period end; a canceled one refuses everything', () => {
    const active: SubscriptionState = { ...trial(), status: 'active', periodIndex: 3 };
    expect(step(active, { type: 'change_plan', planCode: 'pro', upgrade: true }).state).toMatchObject({ planCode: 'pro', nextPlanCode: null });
    const downgrading = step({ ...active, planCode: 'pro' }, { type: 'change_plan', planCode: 'essential', upgrade: false }).state;
    expect(downgrading).toMatchObject({ planCode: 'pro', nextPlanCode: 'essential' });
    expect(step(downgrading, { type: 'period_ended', at: active.periodEnd, nextPeriodEnd: at('2026-02-15T00:00:00Z') }).state).toMatchObject({ planCode: 'essential', nextPlanCode: null, periodIndex: 4 });
    const leaving = step(active, { type: 'cancel_at_period_end', cancel: true }).state;
    expect(transition(leaving, { type: 'period_ended', at: at('2026-01-14T00:00:00Z'), nextPeriodEnd: at('2026-02-15T00:00:00Z') })).toEqual({ refused: 'not_due' });
    const canceled = step(leaving, { type: 'period_ended', at: active.periodEnd, nextPeriodEnd: at('2026-02-15T00:00:00Z') });
    expect(canceled).toMatchObject({ issueInvoice: false, state: { status: 'canceled' } });
    expect(transition(canceled.state, { type: 'invoice_paid', outstanding: 0, at: at('2026-02-01T00:00:00Z') })).toEqual({ refused: 'canceled' });
    expect(nextDeadline(canceled.state)).toBeNull();
  });

  it('never takes access from a business that pays each invoice by its due date, over 14 months', () => {
    let state = step(trial(), { type: 'period_ended', at: at('2026-01-15T00:00:00Z'), nextPeriodEnd: at('2026-02-15T00:00:00Z') }).state;
    state = step(state, { type: 'invoice_paid', outstanding: 0, at: at('2026-01-15T00:00:00Z') }).state;
    let issued = 1;
    for (let month = 1; month <= 14; month++) {
      const end = state.periodEnd;
      const result = step(state, { type: 'period_ended', at: end, nextPeriodEnd: addMonths(at('2026-01-15T00:00:00Z'), month + 1) });
      if (result.issueInvoice) issued++;
      state = result.state;
      // The job looks at every deadline before the payment: none takes access away.
      expect(transition(state, { type: 'deadline', at: new Date(end.getTime() + DAY) })).toEqual({ refused: 'not_due' });
      state = step(state, { type: 'invoice_paid', outstanding: 0, at: new Date(state.dueAt!.getTime() - 1) }).state;
      expect(accessOf(state.status)).toBe('full');
    }
    expect(issued).toBe(15);
    expect(state.periodIndex).toBe(14);
  });
});
