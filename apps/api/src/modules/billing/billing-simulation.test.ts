import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodIndexAt } from '@comanda/domain/billing/periods';
import { computePlanStatus } from '@comanda/domain/plans/plan-status';
import { essentialPromotion, PRICING_PLANS } from '@comanda/domain/pricing/plan-pricing';
import { billingInvoices, billingSubscriptions, businesses } from '../../db/schema/index';
import { featureCodesOf } from '../../lib/plans/plan-features';
import { inTransaction } from '../../lib/unit-of-work';
import { createTestApp, type TestApp } from '../../test/helper';
import { cancelAtPeriodEnd, changePlan, payInvoice, runBilling, subscribe } from './billing.api';
import { advanceSubscription, loadPlans } from './subscriptions/run-billing';

// Issue 39, "Must show" 1: 1,000 businesses over 14 months with the clock moved a day at a time —
// trials ending, the launch and old-customer promotions running out after 3 or 4 months, upgrades,
// downgrades, cancels, late payers and one that pays nothing for months. The billing job runs twice
// at the same moment every day, and some days a run dies mid-transaction. Every (subscription, period)
// is invoiced exactly once, every total is the domain's price, and a business that pays never loses
// access. On PostgreSQL (TEST_DATABASE_URL) the two runs really overlap.

// 1,000 on PostgreSQL (CI's second API run); the embedded database runs the same months with 200,
// one statement at a time, to keep the first run's minutes.
const BUSINESSES = Number(process.env.BILLING_SIM_BUSINESSES ?? (process.env.TEST_DATABASE_URL ? 1000 : 200));
const DAY = 86_400_000;
const START = new Date('2026-01-01T12:00:00.000Z');
const DAYS = 426; // 14 months
const UPGRADE_DAY = 90;
const CANCEL_DAY = 150;
const DEFAULTER_PAYS_DAY = 300;

type Behaviour = 'payer' | 'late' | 'defaulter' | 'canceler' | 'changer';
const behaviourOf = (i: number): Behaviour => (i % 10 <= 5 ? 'payer' : (['late', 'defaulter', 'canceler', 'changer'] as const)[(i % 10) - 6]!);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

interface Sim {
  businessId: number;
  subscriptionId: number;
  behaviour: Behaviour;
  plan: 'essential' | 'pro';
  createdAt: Date;
  trialEnd: Date;
}

describe('billing over 14 months', () => {
  it(`invoices each of ${BUSINESSES} subscriptions once per period at the domain's prices, and never takes access from one that pays`, { timeout: 900_000 }, async () => {
    const db = t.app.db;
    // Businesses made over two years (some before 2025-07-01: the old customers' offer), trials ending over the first four weeks.
    const rows = Array.from({ length: BUSINESSES }, (_, i) => ({
      token: `sim-${i}-${Math.random().toString(36).slice(2, 10)}`,
      name: `Loja ${i}`,
      whatsapp: '+5511999990000',
      zipcode: '01001000',
      addressStreet: 'Rua A',
      addressNumber: '1',
      district: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      plan: 'free' as const,
      createdAt: new Date(START.getTime() - (i % 700) * DAY),
      planExpiresAt: new Date(START.getTime() + (1 + (i % 28)) * DAY + (i % 5) * 3_600_000),
    }));
    const made: (typeof businesses.$inferSelect)[] = [];
    for (let i = 0; i < rows.length; i += 250) made.push(...(await db.insert(businesses).values(rows.slice(i, i + 250)).returning()));

    const sims: Sim[] = [];
    for (const [i, business] of made.entries()) {
      const plan = i % 3 === 2 ? 'pro' : 'essential';
      const outcome = await inTransaction(db, (tx) => subscribe(tx, { businessId: business.id, planCode: plan, now: START }));
      if (!('subscription' in outcome)) throw new Error(`not subscribed: ${JSON.stringify(outcome)}`);
      sims.push({ businessId: business.id, subscriptionId: outcome.subscription.id, behaviour: behaviourOf(i), plan, createdAt: business.createdAt, trialEnd: business.planExpiresAt! });
    }
    const byBehaviour = (b: Behaviour) => sims.filter((s) => s.behaviour === b).map((s) => s.subscriptionId);
    const payingIds = [...byBehaviour('payer'), ...byBehaviour('late'), ...byBehaviour('canceler'), ...byBehaviour('changer')];

    const run = (now: Date) => runBilling({ db, clock: { now: () => now } });
    const payOpen = async (ids: number[], now: Date, dueBefore: Date) => {
      if (ids.length === 0) return;
      const open = await db
        .select({ id: billingInvoices.id })
        .from(billingInvoices)
        .where(and(inArray(billingInvoices.subscriptionId, ids), eq(billingInvoices.status, 'open'), lte(billingInvoices.dueAt, dueBefore)))
        .orderBy(asc(billingInvoices.id));
      for (const { id } of open) await inTransaction(db, (tx) => payInvoice(tx, { invoiceId: id, now }));
    };
    let killed = 0;

    for (let day = 0; day <= DAYS; day++) {
      const now = new Date(START.getTime() + day * DAY);
      // Some days a run dies after issuing a subscription's invoice, before its commit: nothing of it stays.
      if (day % 7 === 3) {
        await inTransaction(db, async (tx) => {
          const [due] = await tx.select().from(billingSubscriptions).where(lte(billingSubscriptions.nextRunAt, now)).limit(1).for('update');
          if (!due) return;
          const { invoices } = await advanceSubscription(tx, due, await loadPlans(tx), now);
          if (invoices > 0) killed++;
          throw new Error('killed');
        }).catch(() => undefined);
      }
      // The job twice at the same moment.
      await Promise.all([run(now), run(now)]);

      // Payers pay what was issued today; late payers three days after the due date (inside the grace).
      await payOpen([...byBehaviour('payer'), ...byBehaviour('canceler'), ...byBehaviour('changer')], now, new Date(now.getTime() + 30 * DAY));
      await payOpen(byBehaviour('late'), now, new Date(now.getTime() - 3 * DAY));
      if (day === DEFAULTER_PAYS_DAY) {
        const defaulters = sims.filter((x) => x.behaviour === 'defaulter').map((x) => x.businessId);
        const features = async () => {
          const rows = await db.select().from(businesses).where(inArray(businesses.id, defaulters));
          return new Set(rows.map((b) => featureCodesOf(computePlanStatus({ plan: b.plan, expiresAt: b.planExpiresAt, now })).includes('pdv')));
        };
        const suspended = await db.select().from(billingSubscriptions).where(inArray(billingSubscriptions.id, byBehaviour('defaulter')));
        expect(new Set(suspended.map((s) => s.status))).toEqual(new Set(['suspended']));
        expect(await features(), 'suspended: the paid features are locked').toEqual(new Set([false]));
        await payOpen(byBehaviour('defaulter'), now, new Date(now.getTime() + 30 * DAY));
        const back = await db.select().from(billingSubscriptions).where(inArray(billingSubscriptions.id, byBehaviour('defaulter')));
        expect(new Set(back.map((s) => s.status)), 'paying every open invoice restores access at once').toEqual(new Set(['active']));
        expect(await features()).toEqual(new Set([true]));
      }
      if (day === UPGRADE_DAY) for (const s of sims.filter((x) => x.behaviour === 'changer')) await inTransaction(db, (tx) => changePlan(tx, { subscriptionId: s.subscriptionId, planCode: s.plan === 'essential' ? 'pro' : 'essential' }));
      if (day === CANCEL_DAY) for (const id of byBehaviour('canceler')) await inTransaction(db, (tx) => cancelAtPeriodEnd(tx, { subscriptionId: id, cancel: true }));

      // A business that pays never loses access (cancelers until their period ends; the first invoice
      // after the trial unlocks once paid, so a late payer's first days are not counted).
      const lost = await db
        .select({ id: billingSubscriptions.id, status: billingSubscriptions.status })
        .from(billingSubscriptions)
        .where(and(inArray(billingSubscriptions.id, payingIds), inArray(billingSubscriptions.status, ['suspended', 'canceled'])));
      expect(lost.filter((l) => !(l.status === 'canceled' && byBehaviour('canceler').includes(l.id))), `day ${day}`).toEqual([]);
      const expiredPayers = await db
        .select({ id: businesses.id })
        .from(businesses)
        .innerJoin(billingSubscriptions, eq(billingSubscriptions.businessId, businesses.id))
        .where(and(inArray(billingSubscriptions.id, payingIds), inArray(billingSubscriptions.status, ['active', 'past_due']), gt(billingSubscriptions.periodIndex, 0), isNotNull(businesses.planExpiresAt), lte(businesses.planExpiresAt, now)));
      expect(expiredPayers, `day ${day}: a paying business's plan expired`).toEqual([]);
    }
    expect(killed).toBeGreaterThan(0);

    // Each (subscription, period) once, as many periods as the calendar started, each at its price.
    const end = new Date(START.getTime() + DAYS * DAY);
    const invoices = await db.select().from(billingInvoices).orderBy(asc(billingInvoices.subscriptionId), asc(billingInvoices.periodIndex));
    const bySub = new Map<number, typeof invoices>();
    for (const inv of invoices) bySub.set(inv.subscriptionId, [...(bySub.get(inv.subscriptionId) ?? []), inv]);
    let expectedSum = 0;
    for (const s of sims) {
      const mine = bySub.get(s.subscriptionId) ?? [];
      const last = s.behaviour === 'canceler' ? new Date(START.getTime() + CANCEL_DAY * DAY) : end;
      const periods = periodIndexAt(s.trialEnd, 'month', last) + 1;
      expect(mine.map((inv) => inv.periodIndex), `subscription ${s.subscriptionId} (${s.behaviour})`).toEqual(Array.from({ length: periods }, (_, k) => k));
      const promotion = essentialPromotion(s.createdAt, 'pt');
      for (const inv of mine) {
        const upgradeAt = START.getTime() + UPGRADE_DAY * DAY;
        // The changer's new plan: from the first period that starts after the change (an upgrade's own period is prorated apart).
        const planThen = s.behaviour !== 'changer' || inv.periodStart.getTime() <= upgradeAt ? s.plan : s.plan === 'essential' ? 'pro' : 'essential';
        const expected = planThen === 'pro' ? PRICING_PLANS.professional.monthly : s.plan === 'essential' && inv.periodIndex < promotion.months ? promotion.price : PRICING_PLANS.essential.monthly;
        expect(inv.total, `invoice ${inv.periodIndex} of ${s.subscriptionId} (${s.behaviour}, ${s.plan})`).toBe(expected);
        expectedSum += expected;
      }
    }
    const [{ total }] = (await db.select({ total: sql<number>`coalesce(sum(${billingInvoices.total}), 0)::int` }).from(billingInvoices)) as [{ total: number }];
    expect(total).toBe(expectedSum);
    const canceled = await db.select().from(billingSubscriptions).where(inArray(billingSubscriptions.id, byBehaviour('canceler')));
    expect(new Set(canceled.map((c) => c.status))).toEqual(new Set(['canceled']));
  });
});
