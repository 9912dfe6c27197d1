import type { Invoice, PlanCard, Subscription } from '@comanda/domain/billing/billing-resource';
import { essentialPromotion } from '@comanda/domain/pricing/plan-pricing';
import type { Lang } from '@comanda/domain/validation/lang';
import type { BillingInvoiceRow, BillingPlanRow, BillingSubscriptionRow } from '../../db/schema/index';

// Rows as the wire shows them (billing-resource.ts in the domain).

export function planCard(plan: BillingPlanRow, business: { createdAt: Date; timezone: string }, lang: Lang): PlanCard {
  // Spec §9: the promotion is the Essential plan's, by the business's creation date.
  const promotion = plan.offersPromotion ? essentialPromotion(business.createdAt, lang, business.timezone) : null;
  return {
    code: plan.code,
    name: plan.name,
    interval: plan.interval,
    price: plan.price,
    trial_days: plan.trialDays,
    feature_codes: plan.featureCodes,
    promotion,
  };
}

export function subscriptionResource(row: BillingSubscriptionRow, plans: ReadonlyMap<number, BillingPlanRow>): Subscription {
  return {
    id: row.id,
    status: row.status,
    plan: plans.get(row.planId)?.code ?? '',
    next_plan: row.nextPlanId === null ? null : (plans.get(row.nextPlanId)?.code ?? null),
    period_end: row.periodEnd.toISOString(),
    due_at: row.dueAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    promotion: row.promotionCode && row.promotionPrice !== null && row.promotionPeriods !== null ? { kind: row.promotionCode, price: row.promotionPrice, months: row.promotionPeriods } : null,
  };
}

export function invoiceResource(row: BillingInvoiceRow, now: Date): Invoice {
  return {
    uuid: row.uuid,
    kind: row.kind,
    period_index: row.periodIndex,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    lines: row.lines,
    total: row.total,
    status: row.status === 'open' && row.dueAt.getTime() < now.getTime() ? 'overdue' : row.status,
    due_at: row.dueAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
