import { and, asc, eq } from 'drizzle-orm';
import type { PdvMenuCategory } from '@comanda/domain/pdv/pdv-menu';
import type { Queryable } from '../../../db/client';
import { products } from '../../../db/schema/index';
import type { BusinessRow } from '../../../plugins/tenancy';
import { listCategories } from '../categories/categories.repository';
import { toVariationResource } from '../pricing/menu-rows';
import { productFilterCondition } from '../products/product-filters';
import { clockOf, productWithExtrasColumns, toProductResource } from '../products/product-resource';
import { listBusinessVariations } from '../variations/variations.repository';

/**
 * The menu a business sells, in three queries (categories, active products, option groups) whatever
 * its size: active categories by ranking, each with its active products and their available option
 * groups. The PDV takes only what is offered now; the storefront also lists what is outside its hours,
 * to show as "indisponível agora" (`outsideHours`).
 */
export async function readSellingMenu(db: Queryable, business: BusinessRow, { outsideHours = false } = {}): Promise<PdvMenuCategory[]> {
  const clock = clockOf(business);
  const [categories, rows, groups] = await Promise.all([
    listCategories(db, business.id),
    db
      .select(productWithExtrasColumns)
      .from(products)
      .where(and(eq(products.businessId, business.id), productFilterCondition('active', business.id, clock)))
      .orderBy(asc(products.ranking), asc(products.id)),
    listBusinessVariations(db, business.id),
  ]);
  const groupsOf = new Map<number, ReturnType<typeof toVariationResource>[]>();
  for (const group of groups) groupsOf.set(group.productId, [...(groupsOf.get(group.productId) ?? []), toVariationResource(group)]);
  const byCategory = new Map<number, PdvMenuCategory['products']>();
  for (const row of rows) {
    const product = toProductResource(row, clock);
    if (!product.available_now && !outsideHours) continue;
    const list = byCategory.get(product.category_id) ?? [];
    list.push({ ...product, variations: groupsOf.get(product.id) ?? [] });
    byCategory.set(product.category_id, list);
  }
  return categories
    .filter((category) => category.active)
    .map((category) => ({ id: category.id, name: category.name, products: byCategory.get(category.id) ?? [] }))
    .filter((category) => category.products.length > 0);
}
