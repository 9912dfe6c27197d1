import { and, eq } from 'drizzle-orm';
import type { ProductFilter } from '@comanda/domain/menu/product-filter';
import type { Queryable } from '../../../db/client';
import { products } from '../../../db/schema/index';
import { promotionsJson, schedulesJson, type Clock } from '../products/product-resource';
import { CLOCK_FILTERS, isClockFilter, textMatches } from '../products/products.repository';
import { listCategories, type CategoryWithCounts } from './categories.repository';

/*
 * GET …/menu-categories?filter=…: the categories with at least one product under the menu's filter,
 * counting those, so the page shows only the categories that match (issue 13) and still loads each
 * one's products lazily. One request; "promotion" and "unavailable" depend on the clock, so their
 * counts come from the same rule the category's products use (CLOCK_FILTERS), over the products SQL
 * says could match.
 */
export async function listCategoriesFiltered(
  db: Queryable,
  businessId: number,
  { keyword, filter, clock }: { keyword: string | undefined; filter: ProductFilter; clock: Clock },
): Promise<CategoryWithCounts[]> {
  if (filter === 'all') return listCategories(db, businessId, { keyword });
  if (!isClockFilter(filter)) return listCategories(db, businessId, { keyword, state: filter });

  const { narrow, keep } = CLOCK_FILTERS[filter];
  const [categories, candidates] = await Promise.all([
    listCategories(db, businessId),
    db
      .select({ categoryId: products.categoryId, name: products.name, active: products.active, amount: products.amount, schedules: schedulesJson, promotions: promotionsJson })
      .from(products)
      .where(and(eq(products.businessId, businessId), narrow(businessId))),
  ]);
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));
  const counts = new Map<number, { all: number; active: number }>();
  for (const row of candidates) {
    const categoryName = nameOf.get(row.categoryId) ?? '';
    // As a category's products are searched: its own name matching shows all of them.
    if (keyword && !textMatches(categoryName, keyword) && !textMatches(row.name, keyword)) continue;
    if (!keep(row, clock)) continue;
    const count = counts.get(row.categoryId) ?? { all: 0, active: 0 };
    count.all += 1;
    if (row.active) count.active += 1;
    counts.set(row.categoryId, count);
  }
  return categories.flatMap((category) => {
    const count = counts.get(category.id);
    return count ? [{ ...category, productsCount: count.all, activeProductsCount: count.active }] : [];
  });
}
