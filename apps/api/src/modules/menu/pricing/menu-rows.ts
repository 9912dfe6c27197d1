import type { ProductPromotionRule } from '@comanda/domain/menu/product-pricing';
import type { VariationResource } from '@comanda/domain/menu/variation';
import type { productPromotions, productVariations, products, variationItems } from '../../../db/schema/index';

// Menu rows as the domain's pricing reads them, shared by the menu module (quote, promotions, option
// groups) and the orders module, which prices every line it stores with the same functions.

export type ProductRow = typeof products.$inferSelect;
export type PromotionRow = typeof productPromotions.$inferSelect;

/** The rule as the domain's pricing functions read it. */
export function toPromotionRule(row: PromotionRow): ProductPromotionRule {
  return {
    type: row.type,
    discount_value: row.discountValue,
    start_date: row.startDate,
    end_date: row.endDate,
    days_of_week: row.daysOfWeek,
    active: row.active,
  };
}

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

