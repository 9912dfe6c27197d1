import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Addon, AdminAddon } from '@comanda/domain/billing/billing-resource';
import { upgradeProration } from '@comanda/domain/billing/invoice-lines';
import { periodAt } from '@comanda/domain/billing/periods';
import type { Db, Queryable, Tx } from '../../../db/client';
import { billingAddons, billingInvoices, billingPlans, billingSubscriptions, businessAddons, type BillingAddonRow } from '../../../db/schema/index';
import { writeAudit } from '../../../lib/audit';
import { refreshBusinessFeatures } from './addon-features';

// Add-ons (issue 39; spec §7 `GET/POST addons`, `DELETE addons/{id}`, `POST addons/{id}/payment`).
// Taking one issues an invoice of kind 'addon' — a one-off's price, or a recurring one's share of the
// period still ahead — and the add-on is active once it is paid (at once when there is nothing to
// pay, as during the trial); from the next period a recurring one is a line of each invoice.
// Canceling stops it at once (nothing refunded) and voids its unpaid invoice.

/** The add-ons on sale, with what the business has taken of them. */
export async function addonsFor(db: Db, businessId: number): Promise<Addon[]> {
  const [addons, taken] = await Promise.all([
    db.select().from(billingAddons).orderBy(asc(billingAddons.price), asc(billingAddons.id)),
    db
      .select({ id: businessAddons.id, addonId: businessAddons.addonId, status: businessAddons.status, invoiceUuid: billingInvoices.uuid })
      .from(businessAddons)
      .leftJoin(billingInvoices, eq(billingInvoices.id, businessAddons.invoiceId))
      .where(and(eq(businessAddons.businessId, businessId), ne(businessAddons.status, 'canceled'))),
  ]);
  const byAddon = new Map(taken.map((row) => [row.addonId, row]));
  return addons
    .filter((addon) => addon.active || byAddon.has(addon.id))
    .map((addon) => {
      const mine = byAddon.get(addon.id);
      return {
        ...addonFields(addon),
        taken: mine ? { id: mine.id, status: mine.status as 'pending' | 'active', invoice_uuid: mine.status === 'pending' ? mine.invoiceUuid : null } : null,
      };
    });
}

function addonFields(addon: BillingAddonRow) {
  return { id: addon.id, code: addon.code, name: addon.name, description: addon.description, price: addon.price, recurring: addon.recurring, feature_codes: addon.featureCodes };
}

export type BuyOutcome = { businessAddonId: number; invoiceId: number | null } | { refused: 'unknown' | 'taken' | 'no_subscription' | 'owes' };

export async function buyAddon(tx: Tx, input: { businessId: number; addonId: number; now: Date }): Promise<BuyOutcome> {
  const [addon] = await tx.select().from(billingAddons).where(and(eq(billingAddons.id, input.addonId), eq(billingAddons.active, true)));
  if (!addon) return { refused: 'unknown' };
  const [row] = await tx
    .select({ subscription: billingSubscriptions, interval: billingPlans.interval })
    .from(billingSubscriptions)
    .innerJoin(billingPlans, eq(billingPlans.id, billingSubscriptions.planId))
    .where(eq(billingSubscriptions.businessId, input.businessId))
    .for('update', { of: billingSubscriptions });
  if (!row || row.subscription.status === 'canceled') return { refused: 'no_subscription' };
  if (row.subscription.status === 'past_due' || row.subscription.status === 'suspended') return { refused: 'owes' };
  const [taken] = await tx
    .insert(businessAddons)
    .values({ businessId: input.businessId, addonId: addon.id, status: 'pending', createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: businessAddons.id });
  if (!taken) return { refused: 'taken' };
  const subscription = row.subscription;
  const period = periodAt(subscription.periodAnchor, row.interval, subscription.periodIndex);
  // During the trial a recurring add-on is charged from the first invoice; a one-off is paid now.
  const amount = !addon.recurring ? addon.price : subscription.status === 'trialing' ? 0 : upgradeProration(0, addon.price, period, input.now);
  if (amount === 0) {
    await tx.update(businessAddons).set({ status: 'active' }).where(and(eq(businessAddons.id, taken.id), eq(businessAddons.businessId, input.businessId)));
    await refreshBusinessFeatures(tx, input.businessId);
    return { businessAddonId: taken.id, invoiceId: null };
  }
  const [invoice] = await tx
    .insert(billingInvoices)
    .values({
      uuid: randomUUID(),
      subscriptionId: subscription.id,
      businessId: input.businessId,
      kind: 'addon',
      periodIndex: subscription.periodIndex,
      periodStart: input.now,
      periodEnd: addon.recurring ? period.end : input.now,
      lines: [{ kind: 'addon', code: addon.code, amount }],
      total: amount,
      dueAt: input.now,
      createdAt: input.now,
    })
    .returning({ id: billingInvoices.id });
  await tx.update(businessAddons).set({ invoiceId: invoice!.id }).where(and(eq(businessAddons.id, taken.id), eq(businessAddons.businessId, input.businessId)));
  return { businessAddonId: taken.id, invoiceId: invoice!.id };
}

/** Stops an add-on at once (nothing refunded); its unpaid invoice is voided. */
export async function cancelAddon(tx: Tx, input: { businessId: number; businessAddonId: number; now: Date }): Promise<'canceled' | 'not_found'> {
  const [row] = await tx
    .update(businessAddons)
    .set({ status: 'canceled', canceledAt: input.now })
    .where(and(eq(businessAddons.id, input.businessAddonId), eq(businessAddons.businessId, input.businessId), ne(businessAddons.status, 'canceled')))
    .returning();
  if (!row) return 'not_found';
  if (row.invoiceId !== null) {
    await tx.update(billingInvoices).set({ status: 'void' }).where(and(eq(billingInvoices.id, row.invoiceId), eq(billingInvoices.businessId, input.businessId), eq(billingInvoices.status, 'open')));
  }
  await refreshBusinessFeatures(tx, input.businessId);
  return 'canceled';
}

/** The open invoice of a pending add-on (to pay it), or null. */
export async function pendingAddonInvoice(q: Queryable, businessId: number, businessAddonId: number) {
  const [row] = await q
    .select({ invoice: billingInvoices, addonName: billingAddons.name })
    .from(businessAddons)
    .innerJoin(billingInvoices, eq(billingInvoices.id, businessAddons.invoiceId))
    .innerJoin(billingAddons, eq(billingAddons.id, businessAddons.addonId))
    .where(and(eq(businessAddons.id, businessAddonId), eq(businessAddons.businessId, businessId), eq(businessAddons.status, 'pending'), eq(billingInvoices.status, 'open')));
  return row ?? null;
}

// The platform admin's add-ons (v1/core/addons), audited.

export async function listAdminAddons(q: Queryable): Promise<AdminAddon[]> {
  const addons = await q.select().from(billingAddons).orderBy(asc(billingAddons.price), asc(billingAddons.id));
  const counts = addons.length
    ? await q
        .select({ addonId: businessAddons.addonId, n: count() })
        .from(businessAddons)
        .where(and(inArray(businessAddons.addonId, addons.map((a) => a.id)), ne(businessAddons.status, 'canceled')))
        .groupBy(businessAddons.addonId)
    : [];
  const byId = new Map(counts.map((c) => [c.addonId, c.n]));
  return addons.map((addon) => ({ ...addonFields(addon), active: addon.active, businesses: byId.get(addon.id) ?? 0 }));
}

type AddonInput = Pick<BillingAddonRow, 'name' | 'description' | 'price' | 'recurring' | 'featureCodes' | 'active'>;

export async function createAddon(tx: Tx, input: AddonInput & { code: string }, adminUserId: number): Promise<BillingAddonRow | 'code_taken'> {
  const [row] = await tx.insert(billingAddons).values(input).onConflictDoNothing({ target: billingAddons.code }).returning();
  if (!row) return 'code_taken';
  await writeAudit(tx, { businessId: null, actorUserId: adminUserId, action: 'addon.create', entity: 'addon', entityId: row.id, after: input });
  return row;
}

/** Changes an add-on: the price applies to the next invoices; its features reach the businesses that have it at once. */
export async function updateAddon(tx: Tx, id: number, input: AddonInput, adminUserId: number): Promise<BillingAddonRow | null> {
  const [before] = await tx.select().from(billingAddons).where(eq(billingAddons.id, id)).for('update');
  if (!before) return null;
  const [row] = await tx.update(billingAddons).set(input).where(eq(billingAddons.id, id)).returning();
  const holders = await tx.select({ businessId: businessAddons.businessId }).from(businessAddons).where(and(eq(businessAddons.addonId, id), eq(businessAddons.status, 'active')));
  for (const { businessId } of holders) await refreshBusinessFeatures(tx, businessId);
  await writeAudit(tx, { businessId: null, actorUserId: adminUserId, action: 'addon.update', entity: 'addon', entityId: id, before: addonFields(before), after: input });
  return row!;
}

export async function deleteAddon(tx: Tx, id: number, adminUserId: number): Promise<'deleted' | 'not_found' | 'in_use'> {
  const [addon] = await tx.select().from(billingAddons).where(eq(billingAddons.id, id)).for('update');
  if (!addon) return 'not_found';
  const [used] = await tx.select({ id: businessAddons.id }).from(businessAddons).where(eq(businessAddons.addonId, id)).limit(1);
  if (used) return 'in_use';
  await tx.delete(billingAddons).where(eq(billingAddons.id, id));
  await writeAudit(tx, { businessId: null, actorUserId: adminUserId, action: 'addon.delete', entity: 'addon', entityId: id, before: addonFields(addon) });
  return 'deleted';
}
