import type { ScheduleRule } from '@comanda/domain/menu/product-schedule';
import type { Queryable } from '../../../db/client';
import { fromColumnJson, runFixed } from '../../../db/fixed-statement';
import { productPromotions, productSchedules, productVariations, products, variationItems } from '../../../db/schema/index';
import type { ProductRow, PromotionRow, VariationWithItems } from './menu-rows';

/** What pricing one product needs: the row, its promotions, option groups with items, and its week. */
export interface PricingMenuEntry {
  product: ProductRow;
  promotions: PromotionRow[];
  groups: VariationWithItems[];
  schedules: ScheduleRule[];
}

/** Products by id, each with what it is priced from. */
export type PricingMenu = Map<number, PricingMenuEntry>;

type Json = Record<string, unknown>;

// One fixed statement (docs/decisions/0027): placing an order reads its products with every row their
// price depends on in one round trip and no query building. $1 business, $2 product ids.
const PRICING_MENU = `
select row_to_json(p) as "product",
  coalesce((select json_agg(pp order by pp.id) from product_promotions pp where pp.product_id = p.id), '[]') as "promotions",
  coalesce((
    select json_agg(json_build_object(
      'group', v,
      'items', coalesce((select json_agg(i order by i.ranking, i.id) from variation_items i where i.variation_id = v.id), '[]')
    ) order by v.ranking, v.id)
    from product_variations v where v.product_id = p.id
  ), '[]') as "groups",
  coalesce((select json_agg(s order by s.id) from product_schedules s where s.product_id = p.id), '[]') as "schedules"
from products p
where p.business_id = $1 and p.id = any($2::int[])`;

/**
 * The business's products of an order with everything their lines are priced from, in one round trip
 * whatever the number of lines. A product of another business is simply absent (decision 0006).
 */
export async function loadPricingMenu(q: Queryable, businessId: number, productIds: readonly number[]): Promise<PricingMenu> {
  const ids = [...new Set(productIds)];
  const menu: PricingMenu = new Map();
  if (ids.length === 0) return menu;
  const rows = await runFixed<{ product: Json; promotions: Json[]; groups: { group: Json; items: Json[] }[]; schedules: Json[] }>(
    q,
    'pricing_menu',
    PRICING_MENU,
    [businessId, `{${ids.join(',')}}`],
  );
  for (const row of rows) {
    const product = fromColumnJson(products, row.product);
    menu.set(product.id, {
      product,
      promotions: row.promotions.map((json) => fromColumnJson(productPromotions, json)),
      groups: row.groups.map(({ group, items }) => ({
        ...fromColumnJson(productVariations, group),
        items: items.map((json) => fromColumnJson(variationItems, json)),
      })),
      schedules: row.schedules
        .map((json) => fromColumnJson(productSchedules, json))
        .map((s) => ({ day_of_week: s.dayOfWeek, is_active: s.isActive, opening_time: s.openingTime.slice(0, 5), closing_time: s.closingTime.slice(0, 5) })),
    });
  }
  return menu;
}
