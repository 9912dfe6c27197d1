import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { billingAddons, billingPlans, billingSubscriptions, businessAddons, businesses } from '../../../db/schema/index';
import { recordEvent } from '../../../lib/events/record-event';

// What the business's active add-ons add (issue 39): their feature codes to the plan's, and their
// lines to each period's invoice while recurring. Read by the billing job and after a change.

/** The business's active add-ons (code, price, codes granted, recurring). */
async function activeAddons(tx: Tx, businessId: number) {
  return tx
    .select({ code: billingAddons.code, price: billingAddons.price, recurring: billingAddons.recurring, featureCodes: billingAddons.featureCodes })
    .from(businessAddons)
    .innerJoin(billingAddons, eq(billingAddons.id, businessAddons.addonId))
    .where(and(eq(businessAddons.businessId, businessId), eq(businessAddons.status, 'active')));
}

/** The recurring add-ons a period's invoice charges. */
export async function recurringAddons(tx: Tx, businessId: number): Promise<{ code: string; price: number }[]> {
  return (await activeAddons(tx, businessId)).filter((addon) => addon.recurring).map(({ code, price }) => ({ code, price }));
}

/** The plan's feature codes and the active add-ons'. */
export async function grantedFeatureCodes(tx: Tx, businessId: number, planCodes: readonly string[]): Promise<string[]> {
  const codes = new Set(planCodes);
  for (const addon of await activeAddons(tx, businessId)) for (const code of addon.featureCodes) codes.add(code);
  return [...codes];
}

/**
 * After an add-on is activated or canceled: the business's granted codes again, if its subscription
 * gives access now (trialing businesses have every paid feature already), and its screens hear it.
 */
export async function refreshBusinessFeatures(tx: Tx, businessId: number): Promise<void> {
  const [row] = await tx
    .select({ status: billingSubscriptions.status, planCodes: billingPlans.featureCodes })
    .from(billingSubscriptions)
    .innerJoin(billingPlans, eq(billingPlans.id, billingSubscriptions.planId))
    .where(eq(billingSubscriptions.businessId, businessId));
  if (row && (row.status === 'active' || row.status === 'past_due')) {
    await tx.update(businesses).set({ planFeatures: await grantedFeatureCodes(tx, businessId, row.planCodes) }).where(eq(businesses.id, businessId));
  }
  await recordEvent(tx, { businessId, name: 'billing.updated', payload: { data: { status: row?.status ?? 'none' } } });
}

/** An add-on's invoice was paid: the add-on it bought becomes active. */
export async function activateAddonsOf(tx: Tx, invoice: { id: number; businessId: number }): Promise<void> {
  const activated = await tx
    .update(businessAddons)
    .set({ status: 'active' })
    .where(and(eq(businessAddons.businessId, invoice.businessId), eq(businessAddons.invoiceId, invoice.id), inArray(businessAddons.status, ['pending'])))
    .returning({ id: businessAddons.id });
  if (activated.length > 0) await refreshBusinessFeatures(tx, invoice.businessId);
}
