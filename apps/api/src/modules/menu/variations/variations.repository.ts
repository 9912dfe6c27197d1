import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { VariationBody } from '@comanda/domain/menu/variation';
import type { Queryable, Tx } from '../../../db/client';
import { productVariations, variationItems } from '../../../db/schema/index';
import type { VariationItemRow, VariationRow, VariationWithItems } from '../pricing/menu-rows';
import { rankedIds } from '../ranking';

// Option groups of a product and their items. Callers have already checked (menu-access
// requireProduct) that the product belongs to the caller's business; every query here is still
// scoped by product (and business where a row comes from outside that product).

export { toVariationResource, type VariationItemRow, type VariationRow, type VariationWithItems } from '../pricing/menu-rows';

async function withItems(db: Queryable, groups: VariationRow[]): Promise<VariationWithItems[]> {
  if (groups.length === 0) return [];
  const items = await db
    .select()
    .from(variationItems)
    .where(
      inArray(
        variationItems.variationId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(variationItems.ranking), asc(variationItems.id));
  return groups.map((g) => ({ ...g, items: items.filter((item) => item.variationId === g.id) }));
}

const ofBusiness = (businessId: number, id: number) => and(eq(productVariations.id, id), eq(productVariations.businessId, businessId));

/** Every available group of the business's products, by ranking, with its items (the PDV's menu). */
export async function listBusinessVariations(db: Queryable, businessId: number): Promise<VariationWithItems[]> {
  const groups = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.businessId, businessId), eq(productVariations.available, true)))
    .orderBy(asc(productVariations.ranking), asc(productVariations.id));
  return withItems(db, groups);
}

/** The product's groups by ranking, each with its items by ranking. */
export async function listVariations(db: Queryable, businessId: number, productId: number): Promise<VariationWithItems[]> {
  const groups = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.businessId, businessId), eq(productVariations.productId, productId)))
    .orderBy(asc(productVariations.ranking), asc(productVariations.id));
  return withItems(db, groups);
}

/** A group of this product of the business, or null (another product's or business's group reads as missing). */
export async function findVariation(db: Queryable, businessId: number, productId: number, id: number): Promise<VariationWithItems | null> {
  const [row] = await db
    .select()
    .from(productVariations)
    .where(and(ofBusiness(businessId, id), eq(productVariations.productId, productId)));
  if (!row) return null;
  const [group] = await withItems(db, [row]);
  return group ?? null;
}

/** A group of any product of the business (the source of a copy), or null. */
export async function findBusinessVariation(db: Queryable, businessId: number, id: number): Promise<VariationWithItems | null> {
  const [row] = await db.select().from(productVariations).where(ofBusiness(businessId, id));
  if (!row) return null;
  const [group] = await withItems(db, [row]);
  return group ?? null;
}

function groupColumns(body: Omit<VariationBody, 'items'>) {
  return {
    name: body.name,
    isRequired: body.is_required,
    min: body.min,
    max: body.max,
    isHighestPrice: body.is_highest_price,
    isAverageCalc: body.is_average_calc,
    available: body.available,
  };
}

async function nextRanking(tx: Tx, productId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${productVariations.ranking})` })
    .from(productVariations)
    .where(eq(productVariations.productId, productId));
  return row?.max == null ? 0 : Number(row.max) + 1;
}

type ItemValues = Pick<VariationItemRow, 'name' | 'amount' | 'available'>;

async function insertGroup(
  tx: Tx,
  target: { businessId: number; productId: number },
  group: ReturnType<typeof groupColumns>,
  items: readonly ItemValues[],
): Promise<number> {
  const ranking = await nextRanking(tx, target.productId);
  const [row] = await tx
    .insert(productVariations)
    .values({ ...group, ...target, ranking })
    .returning({ id: productVariations.id });
  if (!row) throw new Error('insert returned no row');
  const variationId = row.id;
  if (items.length === 0) return variationId;
  await tx.insert(variationItems).values(
    items.map((item, index) => ({ businessId: target.businessId, variationId, name: item.name, amount: item.amount, available: item.available, ranking: index })),
  );
  return variationId;
}

/** A new group, last of the product, with its items in the order given. */
export async function createVariation(tx: Tx, businessId: number, productId: number, body: VariationBody): Promise<VariationWithItems> {
  const id = await insertGroup(tx, { businessId, productId }, groupColumns(body), body.items);
  return written(await findVariation(tx, businessId, productId, id));
}

/** A group read back inside the transaction that wrote it: it is there. */
function written(group: VariationWithItems | null): VariationWithItems {
  if (!group) throw new Error('a group written in this transaction is missing');
  return group;
}

/**
 * Rewrites a group and replaces its items: an item with an id is updated, one without is created,
 * a stored item missing from the list is deleted. The caller checks that every given id belongs to
 * this group; the `variation_id` and `business_id` filters keep a foreign id from touching anything regardless.
 */
export async function replaceVariation(tx: Tx, group: VariationWithItems, body: VariationBody): Promise<VariationWithItems | null> {
  const updated = await tx
    .update(productVariations)
    .set({ ...groupColumns(body), updatedAt: new Date() })
    .where(ofBusiness(group.businessId, group.id))
    .returning({ id: productVariations.id });
  if (updated.length === 0) return null; // deleted meanwhile
  const keptIds = body.items.flatMap((item) => (item.id ? [item.id] : []));
  await tx
    .delete(variationItems)
    .where(and(eq(variationItems.variationId, group.id), eq(variationItems.businessId, group.businessId), keptIds.length > 0 ? notInArray(variationItems.id, keptIds) : undefined));
  for (const [ranking, item] of body.items.entries()) {
    const values = { name: item.name, amount: item.amount, available: item.available, ranking };
    if (item.id) {
      await tx
        .update(variationItems)
        .set(values)
        .where(and(eq(variationItems.id, item.id), eq(variationItems.variationId, group.id), eq(variationItems.businessId, group.businessId)));
    } else {
      await tx.insert(variationItems).values({ ...values, businessId: group.businessId, variationId: group.id });
    }
  }
  return written(await findVariation(tx, group.businessId, group.productId, group.id));
}

/** False when the business's product has no such group. */
export async function deleteVariation(db: Queryable, businessId: number, productId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(productVariations)
    .where(and(ofBusiness(businessId, id), eq(productVariations.productId, productId)))
    .returning({ id: productVariations.id });
  return rows.length > 0;
}

/**
 * Puts the given groups first, in the given order; groups left out keep their relative order
 * after them. Returns false (and changes nothing) when an id is not a group of this product.
 */
export async function rankVariations(tx: Tx, businessId: number, productId: number, ids: readonly number[]): Promise<boolean> {
  const current = await tx
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(and(eq(productVariations.businessId, businessId), eq(productVariations.productId, productId)))
    .orderBy(asc(productVariations.ranking), asc(productVariations.id))
    .for('update');
  const order = rankedIds(current.map((row) => row.id), ids);
  if (!order) return false;
  for (const [ranking, id] of order.entries()) {
    await tx.update(productVariations).set({ ranking }).where(ofBusiness(businessId, id));
  }
  return true;
}

/** False when the business has no such group (deleted meanwhile). */
export async function setVariationAvailable(db: Queryable, group: VariationRow, available: boolean): Promise<boolean> {
  const rows = await db
    .update(productVariations)
    .set({ available, updatedAt: new Date() })
    .where(ofBusiness(group.businessId, group.id))
    .returning({ id: productVariations.id });
  return rows.length > 0;
}

/** Flips an item of the group; false when the item is not one of the group's. */
export async function toggleVariationItem(db: Queryable, businessId: number, variationId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .update(variationItems)
    .set({ available: sql`not ${variationItems.available}` })
    .where(and(eq(variationItems.id, itemId), eq(variationItems.variationId, variationId), eq(variationItems.businessId, businessId)))
    .returning({ id: variationItems.id });
  return rows.length > 0;
}

/** A copy of a group (with its items) appended last to another (or the same) product. */
export async function copyVariation(tx: Tx, source: VariationWithItems, productId: number): Promise<VariationWithItems> {
  const group = {
    name: source.name,
    isRequired: source.isRequired,
    min: source.min,
    max: source.max,
    isHighestPrice: source.isHighestPrice,
    isAverageCalc: source.isAverageCalc,
    available: source.available,
  };
  const id = await insertGroup(tx, { businessId: source.businessId, productId }, group, source.items);
  return written(await findVariation(tx, source.businessId, productId, id));
}
