import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  CategoryProductsQuery,
  ProductCreateBody,
  ProductImportBody,
  ProductResource,
  ProductUpdateBody,
} from '@comanda/domain/menu/product';
import type { ProductFilter } from '@comanda/domain/menu/product-filter';
import { productPricing } from '@comanda/domain/menu/product-pricing';
import { DEFAULT_SCHEDULE, isOfferedAt } from '@comanda/domain/menu/product-schedule';
import type { Queryable, Tx } from '../../../db/client';
import { productSchedules, products } from '../../../db/schema/index';
import type { ProductRow } from '../menu-access';
import { positionIn, rankedIds } from '../ranking';
import { outerProductId, productWithExtrasColumns, toProductResource, type Clock, type ProductWithExtras } from './product-resource';

// Writes of v1/products (menu contract "Products"). Every write names the business as well as the
// id: another business's product is no row (null → 404). The category of a write is checked by the
// caller (requireCategory). Functions that must be atomic take a Tx: the caller opens it.

/*
 * Keyword search, case- and accent-insensitive without the unaccent extension (PGlite has no
 * contrib modules loaded): the same letter map runs in SQL (translate) and here, so "acai" finds
 * "Açaí". lower() runs after translate, when the text is plain ASCII, whatever the collation.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucn'.repeat(2);
const PLAIN_OF = new Map([...ACCENTED].map((ch, i) => [ch, PLAIN[i]!]));

function fold(text: string): string {
  return [...text].map((ch) => PLAIN_OF.get(ch) ?? ch).join('').toLowerCase();
}

/** `column` contains `keyword`; `%` and `_` typed by a person are literal characters. */
export function nameMatches(column: AnyPgColumn, keyword: string): SQL {
  const pattern = `%${fold(keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN})) like ${pattern}`;
}

/** Whether a text matches a keyword the way nameMatches does in SQL. */
export function textMatches(text: string, keyword: string): boolean {
  return fold(text).includes(fold(keyword));
}

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
 * GET …/menu-categories/{id}/products. "active" and "paused" are columns, so the database pages them.
 * "promotion" and "unavailable" depend on the clock and the domain's rules (productPricing,
 * isOfferedAt): SQL only narrows to the products that could qualify, the rule decides in memory,
 * then the page is cut. Either way one query, with the extras (product-resource.ts).
 */

// Could be without a running promotion now: has at least one switched-on promotion.
const hasActivePromotion = (_businessId: number) =>
  sql`exists (select 1 from product_promotions pr where pr.product_id = ${outerProductId} and pr.active)`;
// Could be unavailable now: paused, or a schedule other than "every day, all day" (a day off or
// shorter, or fewer than seven rows). One pass over the business's schedule rows, not a subquery
// per product: the categories list asks this of a whole menu.
const mayBeUnavailable = (businessId: number) => sql`(not ${products.active}
  or ${products.id} in (select s.product_id from product_schedules s where s.business_id = ${businessId}
    group by s.product_id
    having count(*) < 7 or bool_or(not (s.is_active and s.opening_time = '00:00' and s.closing_time >= '23:59'))))`;

/** What a clock filter decides on: the product's state, price, schedule and switched-on promotions. */
export type ClockFacts = Pick<ProductWithExtras, 'active' | 'amount' | 'schedules' | 'promotions'>;

/**
 * The filters that depend on the clock: SQL narrows to the products that could match (`narrow`), the
 * domain's rules decide now (`keep`, as toProductResource computes active_promotion and available_now).
 * Shared by a category's products and the categories list, so both agree on what matches.
 */
export const CLOCK_FILTERS = {
  promotion: {
    narrow: hasActivePromotion,
    keep: (p: ClockFacts, { now, timeZone }: Clock) => productPricing(p.amount, p.promotions, now, timeZone).active_promotion,
  },
  unavailable: {
    narrow: mayBeUnavailable,
    keep: (p: ClockFacts, { now, timeZone }: Clock) => !(p.active && isOfferedAt(p.schedules, now, timeZone)),
  },
} as const;

export type ClockFilter = keyof typeof CLOCK_FILTERS;

export function isClockFilter(filter: ProductFilter): filter is ClockFilter {
  return filter in CLOCK_FILTERS;
}

export interface CategoryProductsPage {
  data: ProductResource[];
  total: number;
}

export async function listCategoryProducts(
  db: Queryable,
  { businessId, category, query, clock }: { businessId: number; category: { id: number; name: string }; query: CategoryProductsQuery; clock: Clock },
): Promise<CategoryProductsPage> {
  const { keyword, filter, page, per_page: perPage } = query;
  const conditions: SQL[] = [eq(products.businessId, businessId), eq(products.categoryId, category.id)];
  // A category whose own name matches shows all its products, as the categories list counts them.
  if (keyword && !textMatches(category.name, keyword)) conditions.push(nameMatches(products.name, keyword));
  if (filter === 'active') conditions.push(eq(products.active, true));
  if (filter === 'paused') conditions.push(eq(products.active, false));
  if (isClockFilter(filter)) conditions.push(CLOCK_FILTERS[filter].narrow(businessId));
  const where = and(...conditions);
  const ordered = [asc(products.ranking), asc(products.id)];

  if (isClockFilter(filter)) {
    const rows = await db.select(productWithExtrasColumns).from(products).where(where).orderBy(...ordered);
    const keep = CLOCK_FILTERS[filter].keep;
    const matching = rows.filter((row) => keep(row, clock)).map((row) => toProductResource(row, clock));
    return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
  }

  const rows = await db
    .select({ ...productWithExtrasColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...ordered)
    .limit(perPage)
    .offset((page - 1) * perPage);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page the window has no row to report the total on.
    const [counted] = await db.select({ n: count() }).from(products).where(where);
    total = counted?.n ?? 0;
  }
  return { data: rows.map((row) => toProductResource(row, clock)), total };
}
