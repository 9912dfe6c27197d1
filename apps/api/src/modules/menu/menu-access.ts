import { and, eq } from 'drizzle-orm';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../db/client';
import { menuCategories, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';

/*
 * The menu's tenancy guard: a category or product of another business reads exactly like one that
 * does not exist (404, docs/decisions/0006-tenancy-404-and-blocked-businesses.md). Every menu route
 * that takes an id loads it through here, scoped by the business that requireBusiness returned.
 */

export type CategoryRow = typeof menuCategories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export async function findCategory(db: Queryable, businessId: number, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.id, id), eq(menuCategories.businessId, businessId)));
  return row;
}

export async function requireCategory(db: Queryable, businessId: number, id: number, lang: Lang): Promise<CategoryRow> {
  const row = await findCategory(db, businessId, id);
  if (!row) throw new AppError('not_found', msg(lang, 'category_not_found'));
  return row;
}

export async function requireProduct(db: Queryable, businessId: number, id: number, lang: Lang): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.businessId, businessId)));
  if (!row) throw new AppError('not_found', msg(lang, 'product_not_found'));
  return row;
}
