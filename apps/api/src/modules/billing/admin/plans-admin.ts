import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { AdminPlan } from '@comanda/domain/billing/billing-resource';
import { BASIC_FEATURES } from '@comanda/domain/features/feature-access';
import { GRANTABLE_FEATURES } from '@comanda/domain/features/grantable-features';
import type { Db, Queryable, Tx } from '../../../db/client';
import { billingPlans, billingSubscriptions, businesses, type BillingPlanRow } from '../../../db/schema/index';
import { writeAudit } from '../../../lib/audit';
import { recordEvent } from '../../../lib/events/record-event';

// The platform admin's plans (issue 39; spec §7 CRUD v1/core/plans and …/features). A plan's code and
// interval are fixed once made (subscriptions and invoices name them); its price and promotion apply
// from the next invoice on; its features reach the businesses on it at once. Each change is audited.


export function adminPlanResource(row: BillingPlanRow, subscriptions: number): AdminPlan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    interval: row.interval,
    price: row.price,
    trial_days: row.trialDays,
    offers_promotion: row.offersPromotion,
    active: row.active,
    feature_codes: row.featureCodes,
    subscriptions,
  };
}

/** Subscriptions not canceled, by plan id. */
async function subscriptionCounts(q: Queryable, planIds: number[]): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await q
    .select({ planId: billingSubscriptions.planId, n: count() })
    .from(billingSubscriptions)
    .where(and(inArray(billingSubscriptions.planId, planIds), ne(billingSubscriptions.status, 'canceled')))
    .groupBy(billingSubscriptions.planId);
  return new Map(rows.map((row) => [row.planId, row.n]));
}

export async function listAdminPlans(db: Db): Promise<AdminPlan[]> {
  const plans = await db.select().from(billingPlans).orderBy(asc(billingPlans.interval), asc(billingPlans.price), asc(billingPlans.id));
  const counts = await subscriptionCounts(db, plans.map((plan) => plan.id));
  return plans.map((plan) => adminPlanResource(plan, counts.get(plan.id) ?? 0));
}

export async function adminPlan(q: Queryable, id: number): Promise<AdminPlan | null> {
  const [plan] = await q.select().from(billingPlans).where(eq(billingPlans.id, id));
  return plan ? adminPlanResource(plan, (await subscriptionCounts(q, [plan.id])).get(plan.id) ?? 0) : null;
}

type Editable = Pick<BillingPlanRow, 'name' | 'price' | 'trialDays' | 'offersPromotion' | 'active'>;

export async function createPlan(tx: Tx, input: Editable & Pick<BillingPlanRow, 'code' | 'interval'>, adminUserId: number): Promise<BillingPlanRow | 'code_taken'> {
  const [row] = await tx
    .insert(billingPlans)
    .values({ ...input, businessPlan: input.interval === 'year' ? 'pro_yearly' : 'pro', featureCodes: [...BASIC_FEATURES] })
    .onConflictDoNothing({ target: billingPlans.code })
    .returning();
  if (!row) return 'code_taken';
  await writeAudit(tx, { businessId: null, actorUserId: adminUserId, action: 'plan.create', entity: 'plan', entityId: row.id, after: input });
  return row;
}

export async function updatePlan(tx: Tx, id: number, input: Editable, adminUserId: number): Promise<BillingPlanRow | null> {
  const [before] = await tx.select().from(billingPlans).where(eq(billingPlans.id, id)).for('update');
  if (!before) return null;
  const [row] = await tx.update(billingPlans).set(input).where(eq(billingPlans.id, id)).returning();
  await writeAudit(tx, {
    businessId: null,
    actorUserId: adminUserId,
    action: 'plan.update',
    entity: 'plan',
    entityId: id,
    before: { name: before.name, price: before.price, trialDays: before.trialDays, offersPromotion: before.offersPromotion, active: before.active },
    after: input,
  });
  return row!;
}

/** Deletes a plan nobody ever subscribed to; one with subscriptions (even canceled) is deactivated instead. */
export async function deletePlan(tx: Tx, id: number, adminUserId: number): Promise<'deleted' | 'not_found' | 'in_use'> {
  const [plan] = await tx.select().from(billingPlans).where(eq(billingPlans.id, id)).for('update');
  if (!plan) return 'not_found';
  const [used] = await tx.select({ id: billingSubscriptions.id }).from(billingSubscriptions).where(eq(billingSubscriptions.planId, id)).limit(1);
  if (used) return 'in_use';
  await tx.delete(billingPlans).where(eq(billingPlans.id, id));
  await writeAudit(tx, { businessId: null, actorUserId: adminUserId, action: 'plan.delete', entity: 'plan', entityId: id, before: adminPlanResource(plan, 0) });
  return 'deleted';
}

/**
 * Sets what a plan grants. The businesses paying for it (active or past due) get the new codes in
 * the same transaction, and their screens hear it: a feature taken away closes at once.
 */
export async function setPlanFeatures(tx: Tx, id: number, featureCodes: string[], adminUserId: number): Promise<BillingPlanRow | null> {
  const [before] = await tx.select().from(billingPlans).where(eq(billingPlans.id, id)).for('update');
  if (!before) return null;
  const codes = GRANTABLE_FEATURES.filter((code) => featureCodes.includes(code));
  const [row] = await tx.update(billingPlans).set({ featureCodes: codes }).where(eq(billingPlans.id, id)).returning();
  const paying = await tx
    .select({ businessId: billingSubscriptions.businessId, status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.planId, id), inArray(billingSubscriptions.status, ['active', 'past_due'])));
  for (const { businessId, status } of paying) {
    await tx.update(businesses).set({ planFeatures: codes }).where(eq(businesses.id, businessId));
    await recordEvent(tx, { businessId, name: 'billing.updated', payload: { data: { status } } });
  }
  await writeAudit(tx, { businessId: null, actorUserId: adminUserId, action: 'plan.features', entity: 'plan', entityId: id, before: before.featureCodes, after: codes });
  return row!;
}
