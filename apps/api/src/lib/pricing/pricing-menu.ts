import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ScheduleRule } from '@comanda/domain/menu/product-schedule';
import type { Queryable } from '../../db/client';
import { productPromotions, productSchedules, productVariations, products, variationItems } from '../../db/schema/index';
import type { ProductRow, PromotionRow, VariationWithItems } from './menu-rows';

/** What pricing one product needs: the row, its promotions, option groups with items, and its week. */
export interface PricingMenuEntry {
  product: ProductRow;
  promotions: PromotionRow[];
  groups: VariationWithItems[];
  schedules: ScheduleRule[];
}

/**
 * The business's products of an order with everything their lines are priced from, in five queries
 * whatever the number of lines. A product of another business is simply absent (decision 0006).
 */
export async function loadPricingMenu(q: Queryable, businessId: number, productIds: readonly number[]): Promise<Map<number, PricingMenuEntry>> {
  const ids = [...new Set(productIds)];
  const menu = new Map<number, PricingMenuEntry>();
  if (ids.length === 0) return menu;
  const rows = await q
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, ids)));
  if (rows.length === 0) return menu;
  const found = rows.map((row) => row.id);
  const [promotions, groups, schedules] = await Promise.all([
    q
      .select()
      .from(productPromotions)
      .where(and(eq(productPromotions.businessId, businessId), inArray(productPromotions.productId, found)))
      .orderBy(asc(productPromotions.id)),
    q
      .select()
      .from(productVariations)
      .where(and(eq(productVariations.businessId, businessId), inArray(productVariations.productId, found)))
      .orderBy(asc(productVariations.ranking), asc(productVariations.id)),
    q
      .select()
      .from(productSchedules)
      .where(and(eq(productSchedules.businessId, businessId), inArray(productSchedules.productId, found))),
  ]);
  const items =
    groups.length === 0
      ? []
      : await q
          .select()
          .from(variationItems)
          .where(inArray(variationItems.variationId, groups.map((g) => g.id)))
          .orderBy(asc(variationItems.ranking), asc(variationItems.id));
  for (const product of rows) {
    menu.set(product.id, {
      product,
      promotions: promotions.filter((p) => p.productId === product.id),
      groups: groups.filter((g) => g.productId === product.id).map((g) => ({ ...g, items: items.filter((item) => item.variationId === g.id) })),
      schedules: schedules
        .filter((s) => s.productId === product.id)
        .map((s) => ({ day_of_week: s.dayOfWeek, is_active: s.isActive, opening_time: s.openingTime.slice(0, 5), closing_time: s.closingTime.slice(0, 5) })),
    });
  }
  return menu;
}
