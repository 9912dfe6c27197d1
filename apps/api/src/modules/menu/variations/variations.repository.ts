import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { VariationBody, VariationResource } from '@comanda/domain/menu/variation';
import type { Db, Tx } from '../../../db/client';
import { productVariations, variationItems } from '../../../db/schema/index';

// Option groups of a product and their items. Callers have already checked (menu-access
// requireProduct) that the product belongs to the caller's business; every query here is still
// scoped by product (and business where a row comes from outside that product).

export type VariationRow = typeof productVariations.$inferSelect;
export type VariationItemRow = typeof variationItems.$inferSelect;
export type VariationWithItems = VariationRow & { items: VariationItemRow[] };

export function toVariationResource(v: VariationWithItems): VariationResource {
  return {
    id: v.id,
    product_id: v.productId,
    name: v.name,
    is_required: v.isRequired,
    min: v.min,
    max: v.max,
    is_highest_price: v.isHighestPrice,
    is_average_calc: v.isAverageCalc,
    available: v.available,
    ranking: v.ranking,
    items: v.items.map((item) => ({
      id: item.id,
      variation_id: item.variationId,
      name: item.name,
      amount: item.amount,
      available: item.available,
      ranking: item.ranking,
    })),
  };
}

async function withItems(db: Db | Tx, groups: VariationRow[]): Promise<VariationWithItems[]> {
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

/** The product's groups by ranking, each with its items by ranking. */
export async function listVariations(db: Db | Tx, productId: number): Promise<VariationWithItems[]> {
  const groups = await db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(asc(productVariations.ranking), asc(productVariations.id));
  return withItems(db, groups);
}

/** A group of this product, or null (another product's group reads as missing). */
export async function findVariation(db: Db | Tx, productId: number, id: number): Promise<VariationWithItems | null> {
  const [row] = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.id, id), eq(productVariations.productId, productId)));
  if (!row) return null;
  const [group] = await withItems(db, [row]);
  return group ?? null;
}

/** A group of any product of the business (the source of a copy), or null. */
export async function findBusinessVariation(db: Db | Tx, businessId: number, id: number): Promise<VariationWithItems | null> {
  const [row] = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.id, id), eq(productVariations.businessId, businessId)));
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
  const variationId = row!.id;
  if (items.length === 0) return variationId;
  await tx.insert(variationItems).values(
    items.map((item, index) => ({ businessId: target.businessId, variationId, name: item.name, amount: item.amount, available: item.available, ranking: index })),
  );
  return variationId;
}

/** A new group, last of the product, with its items in the order given. */
export async function createVariation(db: Db, businessId: number, productId: number, body: VariationBody): Promise<VariationWithItems> {
  return db.transaction(async (tx) => {
    const id = await insertGroup(tx, { businessId, productId }, groupColumns(body), body.items);
    return (await findVariation(tx, productId, id))!;
  });
}

/**
 * Rewrites a group and replaces its items: an item with an id is updated, one without is created,
 * a stored item missing from the list is deleted. The caller checks that every given id belongs to
 * this group; the `variation_id` filter keeps a foreign id from touching anything regardless.
 */
export async function replaceVariation(db: Db, group: VariationWithItems, body: VariationBody): Promise<VariationWithItems> {
  return db.transaction(async (tx) => {
    await tx
      .update(productVariations)
      .set({ ...groupColumns(body), updatedAt: new Date() })
      .where(eq(productVariations.id, group.id));
    const keptIds = body.items.flatMap((item) => (item.id ? [item.id] : []));
    await tx
      .delete(variationItems)
      .where(and(eq(variationItems.variationId, group.id), keptIds.length > 0 ? notInArray(variationItems.id, keptIds) : undefined));
    for (const [ranking, item] of body.items.entries()) {
      const values = { name: item.name, amount: item.amount, available: item.available, ranking };
      if (item.id) {
        await tx
          .update(variationItems)
          .set(values)
          .where(and(eq(variationItems.id, item.id), eq(variationItems.variationId, group.id)));
      } else {
        await tx.insert(variationItems).values({ ...values, businessId: group.businessId, variationId: group.id });
      }
    }
    return (await findVariation(tx, group.productId, group.id))!;
  });
}

export async function deleteVariation(db: Db, productId: number, id: number): Promise<void> {
  await db.delete(productVariations).where(and(eq(productVariations.id, id), eq(productVariations.productId, productId)));
}

/**
 * Puts the given groups first, in the given order; groups left out keep their relative order
 * after them. Returns false (and changes nothing) when an id is not a group of this product.
 */
export async function rankVariations(db: Db, productId: number, ids: readonly number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(eq(productVariations.productId, productId))
      .orderBy(asc(productVariations.ranking), asc(productVariations.id));
    const known = new Set(current.map((row) => row.id));
    if (!ids.every((id) => known.has(id))) return false;
    const order = [...ids, ...current.map((row) => row.id).filter((id) => !ids.includes(id))];
    for (const [ranking, id] of order.entries()) {
      await tx.update(productVariations).set({ ranking }).where(eq(productVariations.id, id));
    }
    return true;
  });
}

export async function setVariationAvailable(db: Db, group: VariationRow, available: boolean): Promise<void> {
  await db.update(productVariations).set({ available, updatedAt: new Date() }).where(eq(productVariations.id, group.id));
}

/** Flips an item of the group; false when the item is not one of the group's. */
export async function toggleVariationItem(db: Db, variationId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .update(variationItems)
    .set({ available: sql`not ${variationItems.available}` })
    .where(and(eq(variationItems.id, itemId), eq(variationItems.variationId, variationId)))
    .returning({ id: variationItems.id });
  return rows.length > 0;
}

/** A copy of a group (with its items) appended last to another (or the same) product. */
export async function copyVariation(db: Db, source: VariationWithItems, productId: number): Promise<VariationWithItems> {
  return db.transaction(async (tx) => {
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
    return (await findVariation(tx, productId, id))!;
  });
}
