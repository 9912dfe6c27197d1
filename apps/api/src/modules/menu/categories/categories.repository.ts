import { and, asc, count, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CategoryBody, CategoryResource } from '@comanda/domain/menu/menu-category';
import type { Queryable, Tx } from '../../../db/client';
import { menuCategories, products } from '../../../db/schema/index';
import type { CategoryRow } from '../menu-access';
import { nameMatches } from '../products/product-filters';
import { positionIn, rankedIds } from '../ranking';

// v1/menu/categories and v1/businesses/{id}/menu-categories (menu contract "Categories"). Every read
// and write names the business as well as the id (another business's category is no row → 404);
// the functions that must be atomic take a Tx, so their caller opens the transaction.

export type CategoryWithCounts = CategoryRow & { productsCount: number; activeProductsCount: number };

export function toCategoryResource(row: CategoryWithCounts): CategoryResource {
  return {
    id: row.id,
    business_id: row.businessId,
    name: row.name,
    description: row.description,
    active: row.active,
    ranking: row.ranking,
    products_count: row.productsCount,
    active_products_count: row.activeProductsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Appends a category after the business's last one. Reused by the demo seed. */
export async function createCategory(db: Queryable, businessId: number, body: CategoryBody): Promise<CategoryRow> {
  const [row] = await db
    .insert(menuCategories)
    .values({
      businessId,
      name: body.name,
      description: body.description ?? null,
      active: body.active,
      ranking: sql`(select coalesce(max(ranking), 0) + 1 from menu_categories where business_id = ${businessId})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

const ofBusiness = (businessId: number, id: number) => and(eq(menuCategories.id, id), eq(menuCategories.businessId, businessId));

/** The edited row; null when the business has no such category. */
export async function updateCategory(db: Queryable, businessId: number, id: number, body: CategoryBody): Promise<CategoryRow | null> {
  const [row] = await db
    .update(menuCategories)
    .set({ name: body.name, description: body.description ?? null, active: body.active, updatedAt: new Date() })
    .where(ofBusiness(businessId, id))
    .returning();
  return row ?? null;
}

export interface CategoryListOptions {
  keyword?: string | undefined;
  ids?: number[];
  /** A menu filter's condition on products (productFilterCondition): only the categories with such products, counting those. */
  filter?: SQL | undefined;
}

/**
 * The business's categories by ranking, with product counts, in one query (GET …/menu-categories,
 * issue 13). With a keyword: the categories whose name matches (counting all their products) and
 * those with matching products (counting those). With a filter, only the categories with products
 * that pass it (a matching name alone does not keep a category with none).
 */
export async function listCategories(db: Queryable, businessId: number, { keyword, ids, filter }: CategoryListOptions = {}): Promise<CategoryWithCounts[]> {
  const categoryMatches = keyword ? nameMatches(menuCategories.searchName, keyword) : undefined;
  const productJoin: SQL[] = [eq(products.categoryId, menuCategories.id), eq(products.businessId, businessId)];
  if (keyword) productJoin.push(or(categoryMatches, nameMatches(products.searchName, keyword))!);
  if (filter) productJoin.push(filter);
  const hasProducts = sql`count(${products.id}) > 0`;
  let having: SQL | undefined;
  if (filter) having = hasProducts;
  else if (keyword) having = or(categoryMatches, hasProducts);
  const where: SQL[] = [eq(menuCategories.businessId, businessId)];
  if (ids) where.push(inArray(menuCategories.id, ids));
  return db
    .select({
      ...getTableColumns(menuCategories),
      productsCount: sql<number>`count(${products.id})`.mapWith(Number),
      activeProductsCount: sql<number>`count(${products.id}) filter (where ${products.active})`.mapWith(Number),
    })
    .from(menuCategories)
    .leftJoin(products, and(...productJoin))
    .where(and(...where))
    .groupBy(menuCategories.id)
    .having(having)
    .orderBy(asc(menuCategories.ranking), asc(menuCategories.id));
}

export async function findCategoryWithCounts(db: Queryable, businessId: number, id: number): Promise<CategoryWithCounts | null> {
  const [row] = await listCategories(db, businessId, { ids: [id] });
  return row ?? null;
}

export async function countProducts(db: Queryable, businessId: number, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.categoryId, categoryId)));
  return row?.n ?? 0;
}

/**
 * Deletes a category of the business. Its products, if any, either move to the end of `targetId`
 * (keeping their order) or are deleted with it. Null when the business has no such category;
 * otherwise the cover files of deleted products, for the caller to remove once committed.
 */
export async function deleteCategory(
  tx: Tx,
  businessId: number,
  categoryId: number,
  disposal: { action: 'move'; targetId: number } | { action: 'delete' } | null,
): Promise<string[] | null> {
  const inCategory = and(eq(products.businessId, businessId), eq(products.categoryId, categoryId));
  let covers: string[] = [];
  if (disposal?.action === 'move') {
    await tx
      .update(products)
      .set({
        categoryId: disposal.targetId,
        ranking: sql`${products.ranking} + (select coalesce(max(ranking), 0) + 1 from products where business_id = ${businessId} and category_id = ${disposal.targetId})`,
        updatedAt: new Date(),
      })
      .where(inCategory);
  } else if (disposal?.action === 'delete') {
    const deleted = await tx.delete(products).where(inCategory).returning({ cover: products.coverPath });
    covers = deleted.flatMap((row) => (row.cover ? [row.cover] : []));
  }
  const [gone] = await tx.delete(menuCategories).where(ofBusiness(businessId, categoryId)).returning({ id: menuCategories.id });
  return gone ? covers : null;
}

/**
 * POST v1/menu/categories/ranking: `ids` first in the order given, the other categories after them
 * in their current order. False when an id is not a category of this business.
 */
export async function rankCategories(tx: Tx, businessId: number, ids: readonly number[]): Promise<boolean> {
  const inBusiness = eq(menuCategories.businessId, businessId);
  const current = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(inBusiness)
    .orderBy(asc(menuCategories.ranking), asc(menuCategories.id))
    .for('update');
  const order = rankedIds(current.map((row) => row.id), ids);
  if (!order) return false;
  await tx.update(menuCategories).set({ ranking: positionIn(order, menuCategories.id) }).where(and(inBusiness, inArray(menuCategories.id, order)));
  return true;
}
