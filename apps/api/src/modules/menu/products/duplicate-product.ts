import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { ObjectStorage } from '../../../integrations/ports';
import { newImageKey } from '../../../lib/images';
import { productPromotions, productSchedules, productVariations, products, variationItems } from '../../../db/schema/index';
import type { ProductRow } from '../menu-access';
import { COVER_IMAGE } from './product-resource';

/**
 * PUT v1/products/{id}/duplicate: a copy of the product right after it in its category, with copies
 * of its schedules, promotions and option groups (with their items), in one transaction. The copy
 * gets a new id and uuid; `coverPath` is a copy of the cover file made by the caller, so deleting
 * one product never removes the other's picture.
 */
export async function duplicateProduct(tx: Tx, original: ProductRow, { name, coverPath }: { name: string; coverPath: string | null }): Promise<ProductRow> {
  const { businessId, categoryId } = original;
  // Make room right after the original.
  await tx
    .update(products)
    .set({ ranking: sql`${products.ranking} + 1` })
    .where(and(eq(products.businessId, businessId), eq(products.categoryId, categoryId), gt(products.ranking, original.ranking)));
  const [copy] = await tx
    .insert(products)
    .values({
      businessId,
      categoryId,
      name,
      description: original.description,
      amount: original.amount,
      active: original.active,
      isWeightBased: original.isWeightBased,
      minWeight: original.minWeight,
      coverPath,
      ranking: original.ranking + 1,
    })
    .returning();
  if (!copy) throw new Error('insert returned no row');
  const productId = copy.id;

  const schedules = await tx.select().from(productSchedules).where(eq(productSchedules.productId, original.id));
  if (schedules.length > 0) {
    await tx.insert(productSchedules).values(schedules.map(({ id: _id, ...row }) => ({ ...row, productId })));
  }

  const promotions = await tx.select().from(productPromotions).where(eq(productPromotions.productId, original.id));
  if (promotions.length > 0) {
    await tx
      .insert(productPromotions)
      .values(promotions.map(({ id: _id, createdAt: _c, updatedAt: _u, ...row }) => ({ ...row, productId })));
  }

  const groups = await tx.select().from(productVariations).where(eq(productVariations.productId, original.id));
  if (groups.length > 0) {
    // One INSERT per group keeps the old id → new id pairing explicit for the items.
    const newGroupId = new Map<number, number>();
    for (const { id, createdAt: _c, updatedAt: _u, ...group } of groups) {
      const [inserted] = await tx
        .insert(productVariations)
        .values({ ...group, productId })
        .returning({ id: productVariations.id });
      newGroupId.set(id, inserted!.id);
    }
    const items = await tx.select().from(variationItems).where(inArray(variationItems.variationId, [...newGroupId.keys()]));
    if (items.length > 0) {
      await tx
        .insert(variationItems)
        .values(items.map(({ id: _id, variationId, ...item }) => ({ ...item, variationId: newGroupId.get(variationId)! })));
    }
  }
  return copy;
}

/**
 * A copy of a stored cover under a new key, so that each product owns its object. Null when there is
 * none or its object is gone (the copy then simply has no cover); a store that fails throws.
 */
export async function copyStoredCover(storage: ObjectStorage, key: string | null): Promise<string | null> {
  if (!key) return null;
  const copy = newImageKey(COVER_IMAGE.folder);
  return (await storage.copy(key, copy)) ? copy : null;
}
