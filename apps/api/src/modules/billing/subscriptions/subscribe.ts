import { and, eq, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { upgradeProration } from '@comanda/domain/billing/invoice-lines';
import { periodAt } from '@comanda/domain/billing/periods';
import { transition } from '@comanda/domain/billing/subscription';
import { essentialPromotion } from '@comanda/domain/pricing/plan-pricing';
import type { Tx } from '../../../db/client';
import { billingInvoices, billingSubscriptions, businesses, type BillingSubscriptionRow } from '../../../db/schema/index';
import { activateAddonsOf } from '../addons/addon-features';
import { advanceSubscription, loadPlans, openInvoices, saveState } from './run-billing';
import { stateOf } from './subscription-state';

// What changes a subscription besides the clock (issue 39): subscribing, paying an invoice, changing
// plan, canceling. Each in the caller's transaction, under the subscription's row lock.


export type SubscribeOutcome = { subscription: BillingSubscriptionRow } | { refused: 'unknown_plan' | 'already_subscribed' };

/**
 * A business takes a plan. During its trial the subscription waits for the trial's end (its first
 * invoice is issued then, due at once); after it, the first invoice is issued now. Essential is sold
 * with the business's promotion (spec §9: by its creation date).
 */
export async function subscribe(tx: Tx, input: { businessId: number; planCode: string; now: Date }): Promise<SubscribeOutcome> {
  const plans = await loadPlans(tx);
  const plan = plans.byCode.get(input.planCode);
  if (!plan?.active) return { refused: 'unknown_plan' };
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, input.businessId)).for('update');
  if (!business) return { refused: 'unknown_plan' };
  const trialEnd = business.plan === 'free' && business.planExpiresAt && business.planExpiresAt > input.now ? business.planExpiresAt : input.now;
  const promotion = plan.offersPromotion ? essentialPromotion(business.createdAt, 'pt') : null;
  const values = {
    businessId: business.id,
    planId: plan.id,
    status: 'trialing' as const,
    periodAnchor: trialEnd,
    periodIndex: 0,
    periodEnd: trialEnd,
    dueAt: null,
    cancelAtPeriodEnd: false,
    nextPlanId: null,
    promotionCode: promotion?.kind ?? null,
    promotionPrice: promotion?.price ?? null,
    promotionPeriods: promotion?.months ?? null,
    nextRunAt: trialEnd,
  };
  // One per business: a canceled one is replaced by the new one (its invoices stay).
  const [row] = await tx
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: billingSubscriptions.businessId, set: { ...values, updatedAt: input.now }, setWhere: eq(billingSubscriptions.status, 'canceled') })
    .returning();
  if (!row) return { refused: 'already_subscribed' };
  await advanceSubscription(tx, row, plans, input.now);
  const [fresh] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, row.id));
  return { subscription: fresh! };
}

export type PayOutcome = 'paid' | 'already_paid' | 'not_found';

/** An invoice paid (the provider's webhook, or a platform admin with a reason): once; access returns when nothing else is owed. */
export async function payInvoice(tx: Tx, input: { invoiceId: number; now: Date }): Promise<PayOutcome> {
  const [invoice] = await tx.select().from(billingInvoices).where(eq(billingInvoices.id, input.invoiceId)).for('update');
  if (!invoice) return 'not_found';
  if (invoice.status !== 'open') return 'already_paid';
  const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, invoice.subscriptionId)).for('update');
  await tx.update(billingInvoices).set({ status: 'paid', paidAt: input.now }).where(and(eq(billingInvoices.id, invoice.id), eq(billingInvoices.businessId, invoice.businessId)));
  if (invoice.kind === 'addon') {
    await activateAddonsOf(tx, invoice);
    return 'paid';
  }
  // An upgrade's difference, paid: the plan switches now (its line names the plan).
  if (invoice.kind === 'proration') {
    await changePlan(tx, { subscriptionId: invoice.subscriptionId, planCode: invoice.lines[0]!.code });
    return 'paid';
  }
  const outstanding = await openInvoices(tx, row!);
  const plans = await loadPlans(tx);
  const result = transition(stateOf(row!, plans.byId), { type: 'invoice_paid', outstanding, at: input.now });
  if (!('refused' in result)) await saveState(tx, row!, result.state, plans);
  return 'paid';
}

/** Up now (the caller charges the proration), down at the period's end; the same interval only. */
export async function changePlan(tx: Tx, input: { subscriptionId: number; planCode: string }): Promise<'changed' | 'refused'> {
  const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, input.subscriptionId)).for('update');
  const plans = await loadPlans(tx);
  const to = plans.byCode.get(input.planCode);
  if (!row || !to?.active) return 'refused';
  const from = plans.byId.get(row.planId)!;
  if (from.interval !== to.interval) return 'refused';
  const result = transition(stateOf(row, plans.byId), { type: 'change_plan', planCode: to.code, upgrade: to.price > from.price });
  if ('refused' in result) return 'refused';
  await saveState(tx, row, result.state, plans);
  return 'changed';
}

export async function cancelAtPeriodEnd(tx: Tx, input: { subscriptionId: number; cancel: boolean }): Promise<'changed' | 'refused'> {
  const [row] = await tx
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.id, input.subscriptionId), ne(billingSubscriptions.status, 'canceled')))
    .for('update');
  if (!row) return 'refused';
  const plans = await loadPlans(tx);
  const result = transition(stateOf(row, plans.byId), { type: 'cancel_at_period_end', cancel: input.cancel });
  if ('refused' in result) return 'refused';
  await saveState(tx, row, result.state, plans);
  return 'changed';
}

export type PlanChangeOutcome =
  | { changed: 'now' | 'at_period_end' }
  | { changed: 'when_paid'; invoiceId: number }
  | { refused: 'unknown_plan' | 'other_interval' | 'owes' | 'canceled' | 'not_found' };

/**
 * The owner changes plan (issue 39). Trialing: at once, nothing to pay. Active: down at the period's
 * end; up once the difference for the rest of the period is paid (a `proration` invoice, due at once;
 * an older unpaid one is voided), or at once when there is nothing to pay. Past due or suspended:
 * pay what is owed first.
 */
export async function requestPlanChange(tx: Tx, input: { businessId: number; planCode: string; now: Date }): Promise<PlanChangeOutcome> {
  const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.businessId, input.businessId)).for('update');
  if (!row) return { refused: 'not_found' };
  if (row.status === 'canceled') return { refused: 'canceled' };
  if (row.status === 'past_due' || row.status === 'suspended') return { refused: 'owes' };
  const plans = await loadPlans(tx);
  const from = plans.byId.get(row.planId)!;
  const to = plans.byCode.get(input.planCode);
  if (!to?.active) return { refused: 'unknown_plan' };
  if (to.interval !== from.interval) return { refused: 'other_interval' };
  await tx
    .update(billingInvoices)
    .set({ status: 'void' })
    .where(and(eq(billingInvoices.subscriptionId, row.id), eq(billingInvoices.businessId, row.businessId), eq(billingInvoices.kind, 'proration'), eq(billingInvoices.status, 'open')));
  if (row.status === 'trialing' || to.price <= from.price) {
    if ((await changePlan(tx, { subscriptionId: row.id, planCode: to.code })) === 'refused') return { refused: 'unknown_plan' };
    return { changed: row.status === 'trialing' || to.code === from.code ? 'now' : 'at_period_end' };
  }
  const period = periodAt(row.periodAnchor, from.interval, row.periodIndex);
  const [current] = await tx
    .select({ total: billingInvoices.total })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.subscriptionId, row.id), eq(billingInvoices.businessId, row.businessId), eq(billingInvoices.kind, 'period'), eq(billingInvoices.periodIndex, row.periodIndex)));
  const amount = upgradeProration(current?.total ?? from.price, to.price, period, input.now);
  if (amount === 0) {
    await changePlan(tx, { subscriptionId: row.id, planCode: to.code });
    return { changed: 'now' };
  }
  const [invoice] = await tx
    .insert(billingInvoices)
    .values({
      uuid: randomUUID(),
      subscriptionId: row.id,
      businessId: row.businessId,
      kind: 'proration',
      periodIndex: row.periodIndex,
      periodStart: input.now,
      periodEnd: period.end,
      lines: [{ kind: 'proration', code: to.code, amount }],
      total: amount,
      dueAt: input.now,
      createdAt: input.now,
    })
    .returning({ id: billingInvoices.id });
  return { changed: 'when_paid', invoiceId: invoice!.id };
}
