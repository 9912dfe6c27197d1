import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  CategoryProductsQuery,
  ProductCreateBody,
  ProductImportBody,
  ProductResource,
  ProductUpdateBody,
} from '@comanda/domain/menu/product';
import { DEFAULT_SCHEDULE } from '@comanda/domain/menu/product-schedule';
import type { Queryable, Tx } from '../../../db/client';
import { productSchedules, products } from '../../../db/schema/index';
import type { ProductRow } from '../menu-access';
import { positionIn, rankedIds } from '../ranking';
import { productFilterCondition, nameMatches, textMatches } from './product-filters';
import { productWithExtrasColumns, toProductResource, type Clock } from './product-resource';

// Writes of v1/products (menu contract "Products"). Every write names the business as well as the
// id: another business's product is no row (null → 404). The category of a write is checked by the
// caller (requireCategory). Functions that must be atomic take a Tx: the caller opens it.

/** The ranking after the last product of a category, computed inside the INSERT/UPDATE itself. */
const lastRankingIn = (businessId: number, categoryId: number) =>
  sql<number>`(select coalesce(max(ranking), 0) + 1 from products where business_id = ${businessId} and category_id = ${categoryId})`;

function scheduleRowsFor(rows: readonly { id: number; businessId: number }[]) {
  return rows.flatMap((row) =>
    DEFAULT_SCHEDULE.map((rule) => ({
      businessId: row.businessId,
      productId: row.id,
      dayOfWeek: rule.day_of_week,
      isActive: rule.is_active,
      openingTime: rule.opening_time,
      closingTime: rule.closing_time,
    })),
  );
}

/**
 * Creates a product last in its category, with the default schedule (every day, all day) and the
 * cover already stored, if any. The category must be the business's (requireCategory). Reused by
 * the demo seed.
 */
export async function createProduct(tx: Tx, businessId: number, body: ProductCreateBody, coverPath: string | null = null): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({
      businessId,
      categoryId: body.category_id,
      name: body.name,
      description: body.description ?? null,
      amount: body.amount,
      active: body.active,
      isWeightBased: body.is_weight_based,
      minWeight: body.is_weight_based ? (body.min_weight ?? null) : null,
      coverPath,
      ranking: lastRankingIn(businessId, body.category_id),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await tx.insert(productSchedules).values(scheduleRowsFor([row]));
  return row;
}

/** POST v1/products/import: all drafts or none, appended to the category in the order sent. */
export async function importProducts(tx: Tx, businessId: number, body: ProductImportBody): Promise<ProductRow[]> {
  const [last] = await tx
    .select({ ranking: sql<number>`coalesce(max(${products.ranking}), 0)`.mapWith(Number) })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.categoryId, body.category_id)));
  const first = (last?.ranking ?? 0) + 1;
  const rows = await tx
    .insert(products)
    .values(
      body.products.map((draft, index) => ({
        businessId,
        categoryId: body.category_id,
        name: draft.name,
        description: draft.description ?? null,
        amount: draft.amount,
        ranking: first + index,
      })),
    )
    .returning();
  await tx.insert(productSchedules).values(scheduleRowsFor(rows));
  return rows.sort((a, b) => a.ranking - b.ranking);
}

const ofBusiness = (businessId: number, id: number) => and(eq(products.id, id), eq(products.businessId, businessId));

/** PUT v1/products/{id}: only the fields sent; a new category puts the product last there. */
export async function updateProduct(db: Queryable, product: ProductRow, body: ProductUpdateBody): Promise<ProductRow | null> {
  const isWeightBased = body.is_weight_based ?? product.isWeightBased;
  const movesCategory = body.category_id !== undefined && body.category_id !== product.categoryId;
  const [row] = await db
    .update(products)
    .set({
      ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.amount !== undefined ? { amount: body.amount } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(body.is_weight_based !== undefined ? { isWeightBased: body.is_weight_based } : {}),
      // A minimum weight only means something for a product sold by weight.
      ...(!isWeightBased ? { minWeight: null } : body.min_weight !== undefined ? { minWeight: body.min_weight } : {}),
      ...(movesCategory ? { ranking: lastRankingIn(product.businessId, body.category_id!) } : {}),
      updatedAt: new Date(),
    })
    .where(ofBusiness(product.businessId, product.id))
    .returning();
  return row ?? null;
}

/** Deletes the product; schedules, promotions and option groups go with it (ON DELETE CASCADE). */
export async function deleteProduct(db: Queryable, businessId: number, id: number): Promise<ProductRow | null> {
  const [row] = await db.delete(products).where(ofBusiness(businessId, id)).returning();
  return row ?? null;
}

export async function setProductCover(db: Queryable, businessId: number, id: number, coverPath: string | null): Promise<ProductRow | null> {
  const [row] = await db.update(products).set({ coverPath, updatedAt: new Date() }).where(ofBusiness(businessId, id)).returning();
  return row ?? null;
}

/**
 * POST v1/products/ranking. `ids` come first in the order given, the category's other products
 * follow in their current order (the web sends only the pages it has loaded). False when an id is
 * not a product of this category.
 */
export async function rankProducts(tx: Tx, businessId: number, categoryId: number, ids: readonly number[]): Promise<boolean> {
  const inCategory = and(eq(products.businessId, businessId), eq(products.categoryId, categoryId));
  const current = await tx
    .select({ id: products.id })
    .from(products)
    .where(inCategory)
    .orderBy(asc(products.ranking), asc(products.id))
    .for('update');
  const order = rankedIds(current.map((row) => row.id), ids);
  if (!order) return false;
  await tx.update(products).set({ ranking: positionIn(order, products.id) }).where(and(inCategory, inArray(products.id, order)));
  return true;
}

/*
 * GET …/menu-categories/{id}/products: the page first, then its extras (issue 20). The inner query
 * reads only ids — in the category's order, with the keyword and the filter as SQL
 * (product-filters.ts) — counts them and cuts the page; only the page's rows are
 * joined back for their columns and the per-row subqueries (schedules, promotions, option groups),
 * so the last page costs what the first does.
 */
export interface CategoryProductsPage {
  data: ProductResource[];
  total: number;
}

export async function listCategoryProducts(
  db: Queryable,
  { businessId, category, query, clock }: { businessId: number; category: { id: number; name: string }; query: CategoryProductsQuery; clock: Clock },
): Promise<CategoryProductsPage> {
  const { keyword, filter, page, per_page: perPage } = query;
  const conditions: (SQL | undefined)[] = [eq(products.businessId, businessId), eq(products.categoryId, category.id), productFilterCondition(filter, businessId, clock)];
  // A category whose own name matches shows all its products, as the categories list counts them.
  if (keyword && !textMatches(category.name, keyword)) conditions.push(nameMatches(products.searchName, keyword));
  const where = and(...conditions);

  // The category's matching ids in order, counted and cut in one aggregate: every page reads the
  // same ids once and skips none of them one by one (an OFFSET past 5,000 rows did, at 1.5× page 1).
  const offset = (page - 1) * perPage;
  const [cut] = await db
    .select({
      ids: sql<number[] | null>`(array_agg(${products.id} order by ${products.ranking}, ${products.id}))[${offset + 1}:${offset + perPage}]`,
      total: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(where);
  const ids = cut?.ids ?? [];
  const total = cut?.total ?? 0;
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(productWithExtrasColumns)
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.ranking), asc(products.id));
  return { data: rows.map((row) => toProductResource(row, clock)), total };
}
