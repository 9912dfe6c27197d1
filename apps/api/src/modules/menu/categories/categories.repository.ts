import { and, asc, count, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CategoryBody, CategoryResource } from '@comanda/domain/menu/menu-category';
import type { Db, Tx } from '../../../db/client';
import { menuCategories, products } from '../../../db/schema/index';
import type { CategoryRow } from '../menu-access';
import { nameMatches, positionIn } from '../products/products.repository';

// v1/menu/categories and v1/businesses/{id}/menu-categories (menu contract "Categories"). The caller
// has checked that the category belongs to the business (menu-access.ts).

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
export async function createCategory(db: Db | Tx, businessId: number, body: CategoryBody): Promise<CategoryRow> {
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
  return row!;
}

export async function updateCategory(db: Db, id: number, body: CategoryBody): Promise<void> {
  await db
    .update(menuCategories)
    .set({ name: body.name, description: body.description ?? null, active: body.active, updatedAt: new Date() })
    .where(eq(menuCategories.id, id));
}

/**
 * The business's categories by ranking, with product counts, in one query. With a keyword: the
 * categories whose name matches (counting all their products) and those with matching products
 * (counting those).
 */
export async function listCategories(db: Db, businessId: number, { keyword, ids }: { keyword?: string | undefined; ids?: number[] } = {}): Promise<CategoryWithCounts[]> {
  const categoryMatches = keyword ? nameMatches(menuCategories.name, keyword) : undefined;
  const productJoin: SQL[] = [eq(products.categoryId, menuCategories.id), eq(products.businessId, businessId)];
  if (keyword) productJoin.push(or(categoryMatches, nameMatches(products.name, keyword))!);
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
    .having(keyword ? or(categoryMatches, sql`count(${products.id}) > 0`) : undefined)
    .orderBy(asc(menuCategories.ranking), asc(menuCategories.id));
}

export async function findCategoryWithCounts(db: Db, businessId: number, id: number): Promise<CategoryWithCounts | null> {
  const [row] = await listCategories(db, businessId, { ids: [id] });
  return row ?? null;
}

export async function countProducts(db: Db, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

/**
 * Deletes a category. Its products, if any, either move to the end of `targetId` (keeping their
 * order) or are deleted with it. Returns the cover files of deleted products, for the caller to
 * remove once the rows are gone.
 */
export async function deleteCategory(
  db: Db,
  category: CategoryRow,
  disposal: { action: 'move'; targetId: number } | { action: 'delete' } | null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    let covers: string[] = [];
    if (disposal?.action === 'move') {
      await tx
        .update(products)
        .set({
          categoryId: disposal.targetId,
          ranking: sql`${products.ranking} + (select coalesce(max(ranking), 0) + 1 from products where category_id = ${disposal.targetId})`,
          updatedAt: new Date(),
        })
        .where(eq(products.categoryId, category.id));
    } else if (disposal?.action === 'delete') {
      const deleted = await tx.delete(products).where(eq(products.categoryId, category.id)).returning({ cover: products.coverPath });
      covers = deleted.flatMap((row) => (row.cover ? [row.cover] : []));
    }
    await tx.delete(menuCategories).where(eq(menuCategories.id, category.id));
    return covers;
  });
}

/**
 * POST v1/menu/categories/ranking: `ids` first in the order given, the other categories after them
 * in their current order. False when an id is not a category of this business.
 */
export async function rankCategories(db: Db, businessId: number, ids: readonly number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ofBusiness = eq(menuCategories.businessId, businessId);
    const current = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(ofBusiness)
      .orderBy(asc(menuCategories.ranking), asc(menuCategories.id));
    const known = new Set(current.map((row) => row.id));
    if (!ids.every((id) => known.has(id))) return false;
    const listed = new Set(ids);
    const order = [...ids, ...current.map((row) => row.id).filter((id) => !listed.has(id))];
    await tx.update(menuCategories).set({ ranking: positionIn(order, menuCategories.id) }).where(and(ofBusiness, inArray(menuCategories.id, order)));
    return true;
  });
}
