import { and, eq } from 'drizzle-orm';
import { CategoryBodySchema } from '@comanda/domain/menu/menu-category';
import { ProductCreateBodySchema } from '@comanda/domain/menu/product';
import { VariationBodySchema } from '@comanda/domain/menu/variation';
import { PromotionSchema } from '@comanda/domain/promotions/promotion';
import type { Tx } from '../db/client';
import type { ObjectStorage } from '../integrations/ports';
import { menuCategories, productPromotions, productSchedules, productVariations, products, variationItems } from '../db/schema/index';
import { storeImage } from '../lib/images';
import { createCategory } from '../modules/menu/categories/categories.repository';
import { COVER_IMAGE } from '../modules/menu/products/product-resource';
import { createProduct } from '../modules/menu/products/products.repository';
import { drawCover } from './demo-covers';
import { DEMO_MENU, type DemoProduct } from './demo-menu-data';

/**
 * Writes the demo menu (demo-menu-data.ts) for a business: categories in order, products with their
 * generated covers, schedules, option groups and promotions, inside the demo seed's transaction.
 * Categories and products go through the same repository functions as the API; every body is parsed
 * with its domain schema first, so the demo holds nothing the API would refuse. A business that
 * already has a category is left alone. Returns whether it wrote the menu.
 */
export async function seedDemoMenu(db: Tx, { businessId, storage }: { businessId: number; storage: ObjectStorage }): Promise<boolean> {
  const existing = await db.select({ id: menuCategories.id }).from(menuCategories).where(eq(menuCategories.businessId, businessId)).limit(1);
  if (existing.length > 0) return false;

  const all = DEMO_MENU.flatMap((category) => category.products);
  // Stored like a cover uploaded through POST v1/products/{id}/cover.
  const covers = await Promise.all(all.map((p) => drawCover(p.name, p.cover.kind, p.cover.color).then((png) => storeImage(storage, png, COVER_IMAGE))));
  const coverOf = new Map(all.map((p, i) => [p, covers[i] ?? null]));

  for (const category of DEMO_MENU) {
    const row = await createCategory(db, businessId, CategoryBodySchema.parse({ name: category.name, description: category.description ?? null }));
    for (const product of category.products) await insertProduct(db, businessId, row.id, product, coverOf.get(product) ?? null);
  }
  return true;
}

async function insertProduct(db: Tx, businessId: number, categoryId: number, product: DemoProduct, coverPath: string | null): Promise<void> {
  const body = ProductCreateBodySchema.parse({
    category_id: categoryId,
    name: product.name,
    description: product.description ?? null,
    amount: product.amount,
    active: product.active ?? true,
    is_weight_based: product.isWeightBased ?? false,
    min_weight: product.minWeight ?? null,
  });
  // Last in its category, with the default every-day schedule, as POST v1/products creates it.
  const { id: productId } = await createProduct(db, businessId, body);
  await db.update(products).set({ coverPath }).where(eq(products.id, productId));

  for (const rule of product.schedule ?? []) {
    await db
      .update(productSchedules)
      .set({ isActive: rule.is_active, openingTime: rule.opening_time, closingTime: rule.closing_time })
      .where(and(eq(productSchedules.productId, productId), eq(productSchedules.dayOfWeek, rule.day_of_week)));
  }

  for (const [ranking, input] of (product.variations ?? []).entries()) {
    const { items, ...group } = VariationBodySchema.parse(input);
    const [variation] = await db
      .insert(productVariations)
      .values({
        businessId,
        productId,
        name: group.name,
        isRequired: group.is_required,
        min: group.min,
        max: group.max,
        isHighestPrice: group.is_highest_price,
        isAverageCalc: group.is_average_calc,
        available: group.available,
        ranking,
      })
      .returning({ id: productVariations.id });
    await db.insert(variationItems).values(
      items.map((item, index) => ({ businessId, variationId: variation!.id, name: item.name, amount: item.amount, available: item.available, ranking: index })),
    );
  }

  for (const input of product.promotions ?? []) {
    const promotion = PromotionSchema.parse(input);
    await db.insert(productPromotions).values({
      businessId,
      productId,
      type: promotion.type,
      discountValue: promotion.discount_value,
      startDate: promotion.start_date ?? null,
      endDate: promotion.end_date ?? null,
      daysOfWeek: promotion.days_of_week,
    });
  }
}
