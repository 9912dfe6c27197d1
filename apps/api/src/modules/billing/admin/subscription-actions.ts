import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { billingInvoices, billingPlans, billingSubscriptions, businesses } from '../../../db/schema/index';
import { writeAudit } from '../../../lib/audit';
import { recordEvent } from '../../../lib/events/record-event';
import { changePlan, payInvoice } from '../subscriptions/subscribe';

// The platform admin's actions on one subscription (issue 39), each with its reason in the audit
// trail: mark an invoice paid (a transfer that came outside Mercado Pago, a courtesy), give periods
// for free, change the plan. They go through the same functions as the webhook and the owner.

type Admin = { adminUserId: number; reason: string };

export async function subscriptionDetail(db: Db, id: number) {
  const [row] = await db
    .select({ subscription: billingSubscriptions, plan: billingPlans, businessName: businesses.name })
    .from(billingSubscriptions)
    .innerJoin(billingPlans, eq(billingPlans.id, billingSubscriptions.planId))
    .innerJoin(businesses, eq(businesses.id, billingSubscriptions.businessId))
    .where(eq(billingSubscriptions.id, id));
  if (!row) return null;
  const invoices = await db.select().from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, id), eq(billingInvoices.businessId, row.subscription.businessId))).orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.id)).limit(100);
  return { ...row, invoices };
}

async function lockedSubscription(tx: Tx, id: number) {
  const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
  return row ?? null;
}

export async function markInvoicePaid(tx: Tx, input: Admin & { subscriptionId: number; invoiceUuid: string; now: Date }): Promise<'paid' | 'already_paid' | 'not_found'> {
  const [invoice] = await tx.select().from(billingInvoices).where(and(eq(billingInvoices.uuid, input.invoiceUuid), eq(billingInvoices.subscriptionId, input.subscriptionId)));
  if (!invoice) return 'not_found';
  const outcome = await payInvoice(tx, { invoiceId: invoice.id, now: input.now });
  if (outcome !== 'paid') return outcome;
  await writeAudit(tx, {
    businessId: invoice.businessId,
    actorUserId: input.adminUserId,
    action: 'subscription.mark_paid',
    entity: 'invoice',
    entityId: invoice.uuid,
    before: { status: 'open', total: invoice.total },
    after: { status: 'paid', reason: input.reason },
  });
  return 'paid';
}

/** Gives `periods` free periods: the next invoices are credited to zero, one each. */
export async function giveFreePeriods(tx: Tx, input: Admin & { subscriptionId: number; periods: number }): Promise<'given' | 'not_found' | 'canceled'> {
  const row = await lockedSubscription(tx, input.subscriptionId);
  if (!row) return 'not_found';
  if (row.status === 'canceled') return 'canceled';
  const freePeriods = row.freePeriods + input.periods;
  await tx.update(billingSubscriptions).set({ freePeriods, updatedAt: new Date() }).where(and(eq(billingSubscriptions.id, row.id), eq(billingSubscriptions.businessId, row.businessId)));
  await writeAudit(tx, {
    businessId: row.businessId,
    actorUserId: input.adminUserId,
    action: 'subscription.free_periods',
    entity: 'subscription',
    entityId: row.id,
    before: { free_periods: row.freePeriods },
    after: { free_periods: freePeriods, reason: input.reason },
  });
  await recordEvent(tx, { businessId: row.businessId, name: 'billing.updated', payload: { data: { status: row.status } } });
  return 'given';
}

/** Up at once, down at the period's end (the owner's rule); only between plans of the same interval. */
export async function adminChangePlan(tx: Tx, input: Admin & { subscriptionId: number; planCode: string }): Promise<'changed' | 'not_found' | 'refused'> {
  const row = await lockedSubscription(tx, input.subscriptionId);
  if (!row) return 'not_found';
  const [before] = await tx.select({ code: billingPlans.code }).from(billingPlans).where(eq(billingPlans.id, row.planId));
  if ((await changePlan(tx, { subscriptionId: row.id, planCode: input.planCode })) === 'refused') return 'refused';
  await writeAudit(tx, {
    businessId: row.businessId,
    actorUserId: input.adminUserId,
    action: 'subscription.change_plan',
    entity: 'subscription',
    entityId: row.id,
    before: { plan: before?.code },
    after: { plan: input.planCode, reason: input.reason },
  });
  return 'changed';
}
