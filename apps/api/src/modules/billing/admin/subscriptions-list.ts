import { desc, eq } from 'drizzle-orm';
import type { AdminSubscription } from '@comanda/domain/billing/billing-resource';
import { monthlyRevenue } from '@comanda/domain/billing/invoice-lines';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@comanda/domain/billing/subscription';
import type { Db } from '../../../db/client';
import { billingPlans, billingSubscriptions, businesses, type BillingPlanRow, type BillingSubscriptionRow } from '../../../db/schema/index';

// The platform admin's subscriptions (issue 39): the list as filtered (newest first, 200 at most),
// and the MRR and counts by status over every subscription, whatever the filter. One read of them
// all: a platform's few thousand subscriptions; past that, the sums move to SQL.

type Row = { subscription: BillingSubscriptionRow; plan: BillingPlanRow; businessName: string };

function monthlyOf(row: Row): number {
  return monthlyRevenue({
    status: row.subscription.status,
    interval: row.plan.interval,
    price: row.plan.price,
    periodIndex: row.subscription.periodIndex,
    promotion: row.plan.offersPromotion && row.subscription.promotionPrice !== null && row.subscription.promotionPeriods !== null ? { price: row.subscription.promotionPrice, periods: row.subscription.promotionPeriods } : null,
  });
}

export function adminSubscriptionResource(row: Row): AdminSubscription {
  return {
    id: row.subscription.id,
    business_id: row.subscription.businessId,
    business_name: row.businessName,
    status: row.subscription.status,
    plan: row.plan.code,
    period_end: row.subscription.periodEnd.toISOString(),
    due_at: row.subscription.dueAt?.toISOString() ?? null,
    monthly: monthlyOf(row),
  };
}

export async function listSubscriptions(db: Db, query: { status?: SubscriptionStatus | undefined; plan?: string | undefined; search?: string | undefined }) {
  const rows = await db
    .select({ subscription: billingSubscriptions, plan: billingPlans, businessName: businesses.name })
    .from(billingSubscriptions)
    .innerJoin(billingPlans, eq(billingPlans.id, billingSubscriptions.planId))
    .innerJoin(businesses, eq(businesses.id, billingSubscriptions.businessId))
    .orderBy(desc(billingSubscriptions.id));
  const counts = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, 0])) as Record<SubscriptionStatus, number>;
  let mrr = 0;
  for (const row of rows) {
    counts[row.subscription.status]++;
    mrr += monthlyOf(row);
  }
  const search = query.search?.toLocaleLowerCase('pt-BR');
  const data: AdminSubscription[] = rows
    .filter((row) => (!query.status || row.subscription.status === query.status) && (!query.plan || row.plan.code === query.plan) && (!search || row.businessName.toLocaleLowerCase('pt-BR').includes(search)))
    .slice(0, 200)
    .map(adminSubscriptionResource);
  return { data, summary: { mrr, counts } };
}
