import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { invoiceTotal, periodInvoiceLines, withFreePeriod } from '@comanda/domain/billing/invoice-lines';
import { periodAt } from '@comanda/domain/billing/periods';
import { GRACE_DAYS, INVOICE_DUE_DAYS, nextDeadline, transition, type SubscriptionState } from '@comanda/domain/billing/subscription';
import type { Db, Tx } from '../../../db/client';
import { billingInvoices, billingPlans, billingSubscriptions, businesses, type BillingPlanRow, type BillingSubscriptionRow } from '../../../db/schema/index';
import type { Clock } from '../../../lib/commands/command-deps';
import { recordEvent } from '../../../lib/events/record-event';
import { inTransaction } from '../../../lib/unit-of-work';
import { grantedFeatureCodes, recurringAddons } from '../addons/addon-features';
import { columnsOf, stateOf } from './subscription-state';

// The billing job's work (issue 39; docs/decisions/0053): every subscription whose next deadline has
// come is moved through the state machine in a transaction of its own, under its row lock, as far as
// the clock allows — a period's end issues that period's invoice (unique per subscription and period,
// so a second run, or a run killed and run again, never issues it twice), a due date passed makes it
// past due, the grace passed suspends it. The business's plan follows in the same transaction.

const DAY_MS = 86_400_000;
/** A subscription never needs more steps than this in one run (14 months behind is ~30). */
const MAX_STEPS = 200;

export type Plans = { byId: Map<number, BillingPlanRow>; byCode: Map<string, BillingPlanRow> };

export async function loadPlans(q: Db | Tx): Promise<Plans> {
  const rows = await q.select().from(billingPlans);
  return { byId: new Map(rows.map((p) => [p.id, p])), byCode: new Map(rows.map((p) => [p.code, p])) };
}

/** The invoice of the state's current period, as the plan and the promotion price it. */
function invoiceOf(row: BillingSubscriptionRow, state: SubscriptionState, plan: BillingPlanRow, addons: { code: string; price: number }[], fromTrial: boolean, free: boolean, now: Date) {
  const period = periodAt(row.periodAnchor, plan.interval, state.periodIndex);
  const promotion = row.promotionCode && row.promotionPrice !== null && row.promotionPeriods !== null ? { code: row.promotionCode, price: row.promotionPrice, periods: row.promotionPeriods } : null;
  const charged = periodInvoiceLines({ plan: { code: plan.code, price: plan.price }, promotion: plan.offersPromotion ? promotion : null, addons }, state.periodIndex);
  const lines = free ? withFreePeriod(charged) : charged;
  return {
    uuid: randomUUID(),
    // Nothing to pay (a period given): paid as it is issued.
    ...(invoiceTotal(lines) === 0 ? { status: 'paid' as const, paidAt: now } : {}),
    subscriptionId: row.id,
    businessId: row.businessId,
    periodIndex: state.periodIndex,
    periodStart: period.start,
    periodEnd: period.end,
    lines,
    total: invoiceTotal(lines),
    // The trial was the grace: its first invoice is due at once.
    dueAt: fromTrial ? period.start : new Date(period.start.getTime() + INVOICE_DUE_DAYS * DAY_MS),
    createdAt: now,
  };
}

/** What `businesses.plan` says while the subscription is in `state` (plan_status, the gates and the alerts read it). */
export function businessPlanOf(state: SubscriptionState, plan: BillingPlanRow): { plan: 'free' | 'pro' | 'pro_yearly'; planExpiresAt: Date | null; planFeatures: string[] } | null {
  // Nothing paid yet (the first invoice after the trial is open): the trial's end stands, features locked until it is paid.
  if (state.periodIndex === 0 && (state.status === 'past_due' || state.status === 'suspended')) return null;
  switch (state.status) {
    case 'trialing':
      return null; // the trial the business was given stays as it is
    case 'active':
      return { plan: plan.businessPlan, planExpiresAt: null, planFeatures: plan.featureCodes };
    case 'past_due':
      // The alert counts down to the suspension.
      return { plan: plan.businessPlan, planExpiresAt: new Date(state.dueAt!.getTime() + GRACE_DAYS * DAY_MS), planFeatures: plan.featureCodes };
    case 'suspended':
    case 'canceled':
      return { plan: plan.businessPlan, planExpiresAt: state.dueAt ?? state.periodEnd, planFeatures: plan.featureCodes };
  }
}

/** Moves one subscription as far as `now` allows, in the caller's transaction, holding its row lock. */
export async function advanceSubscription(tx: Tx, row: BillingSubscriptionRow, plans: Plans, now: Date): Promise<{ invoices: number }> {
  let state = stateOf(row, plans.byId);
  let invoices = 0;
  let freePeriods = row.freePeriods;
  for (let step = 0; step < MAX_STEPS; step++) {
    const deadline = nextDeadline(state);
    if (!deadline || deadline.getTime() > now.getTime()) break;
    const fromTrial = state.status === 'trialing';
    let result: ReturnType<typeof transition>;
    if (now.getTime() >= state.periodEnd.getTime()) {
      const nextPlan = plans.byCode.get(state.nextPlanCode ?? state.planCode)!;
      const nextIndex = fromTrial ? state.periodIndex : state.periodIndex + 1;
      result = transition(state, { type: 'period_ended', at: state.periodEnd, nextPeriodEnd: periodAt(row.periodAnchor, nextPlan.interval, nextIndex).end });
    } else {
      result = transition(state, { type: 'deadline', at: now });
    }
    if ('refused' in result) break;
    state = result.state;
    if (result.issueInvoice) {
      const invoice = invoiceOf(row, state, plans.byCode.get(state.planCode)!, await recurringAddons(tx, row.businessId), fromTrial, freePeriods > 0, now);
      const [issued] = await tx.insert(billingInvoices).values(invoice).onConflictDoNothing().returning({ id: billingInvoices.id });
      if (issued) {
        invoices++;
        if (freePeriods > 0) freePeriods--;
        // A zero invoice is paid already: the period is active unless an older one is still owed.
        if (invoice.total === 0) {
          const paid = transition(state, { type: 'invoice_paid', outstanding: await openInvoices(tx, row), at: now });
          if (!('refused' in paid)) state = paid.state;
        }
      }
    }
  }
  if (freePeriods !== row.freePeriods) {
    await tx.update(billingSubscriptions).set({ freePeriods }).where(and(eq(billingSubscriptions.id, row.id), eq(billingSubscriptions.businessId, row.businessId)));
  }
  await saveState(tx, row, state, plans);
  return { invoices };
}

/** How many of the subscription's period invoices are still unpaid (an upgrade's unpaid difference never suspends). */
export async function openInvoices(tx: Tx, row: Pick<BillingSubscriptionRow, 'id' | 'businessId'>): Promise<number> {
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, row.id), eq(billingInvoices.businessId, row.businessId), eq(billingInvoices.kind, 'period'), eq(billingInvoices.status, 'open')))) as [{ n: number }];
  return n;
}

/** Writes the state back, with when to look again, and the business's plan with it. */
export async function saveState(tx: Tx, row: BillingSubscriptionRow, state: SubscriptionState, plans: Plans): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({ ...columnsOf(state, plans.byCode), nextRunAt: nextDeadline(state), updatedAt: new Date() })
    .where(and(eq(billingSubscriptions.id, row.id), eq(billingSubscriptions.businessId, row.businessId)));
  const plan = businessPlanOf(state, plans.byCode.get(state.planCode)!);
  const planFeatures = plan ? await grantedFeatureCodes(tx, row.businessId, plan.planFeatures) : undefined;
  // Suspended: only the billing routes open (tenancy.ts); paying, or canceling, opens the rest again.
  await tx.update(businesses).set({ ...plan, ...(planFeatures ? { planFeatures } : {}), billingSuspended: state.status === 'suspended' }).where(eq(businesses.id, row.businessId));
  // The business's screens read plan_status and the gates again: a paid invoice unlocks without a reload.
  if (state.status !== row.status || state.planCode !== plans.byId.get(row.planId)?.code) await recordEvent(tx, { businessId: row.businessId, name: 'billing.updated', payload: { data: { status: state.status } } });
}

/**
 * One run of the billing job: every subscription due at the clock's now, each in a transaction of
 * its own (one killed midway loses only its own step, done again next run). Another run at the same
 * moment skips the rows this one holds, and finds them no longer due once this one commits.
 */
export async function runBilling(deps: { db: Db; clock: Clock }, { batch = 100 }: { batch?: number } = {}): Promise<{ subscriptions: number; invoices: number }> {
  const now = deps.clock.now();
  const plans = await loadPlans(deps.db);
  let subscriptions = 0;
  let invoices = 0;
  let afterId = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: billingSubscriptions.id })
      .from(billingSubscriptions)
      .where(and(lte(billingSubscriptions.nextRunAt, now), gtId(afterId)))
      .orderBy(asc(billingSubscriptions.id))
      .limit(batch);
    if (due.length === 0) break;
    for (const { id } of due) {
      const done = await inTransaction(deps.db, async (tx) => {
        const [row] = await tx
          .select()
          .from(billingSubscriptions)
          .where(and(eq(billingSubscriptions.id, id), lte(billingSubscriptions.nextRunAt, now)))
          .for('update', { skipLocked: true });
        return row ? advanceSubscription(tx, row, plans, now) : null;
      });
      if (done) {
        subscriptions++;
        invoices += done.invoices;
      }
    }
    afterId = due.at(-1)!.id;
  }
  return { subscriptions, invoices };
}

/**
 * Brings one business's subscription up to `now` if the job has not yet (its screens never show a
 * stale state, even when the job runs late); under the same row lock as the job, so the two never
 * both step it. Nothing to do costs one indexed read.
 */
export async function bringUpToDate(db: Db, businessId: number, now: Date): Promise<void> {
  const [due] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.businessId, businessId), lte(billingSubscriptions.nextRunAt, now)));
  if (!due) return;
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.id, due.id), eq(billingSubscriptions.businessId, businessId), lte(billingSubscriptions.nextRunAt, now)))
      .for('update');
    if (row) await advanceSubscription(tx, row, await loadPlans(tx), now);
  });
}

const gtId = (afterId: number) => sql`${billingSubscriptions.id} > ${afterId}`;
