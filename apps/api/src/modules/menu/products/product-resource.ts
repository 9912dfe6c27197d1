import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ProductResource } from '@comanda/domain/menu/product';
import { productPricing, type ProductPromotionRule } from '@comanda/domain/menu/product-pricing';
import { DEFAULT_SCHEDULE, isOfferedAt, type ScheduleRule } from '@comanda/domain/menu/product-schedule';
import type { Db, Tx } from '../../../db/client';
import { products } from '../../../db/schema/index';
import { uploadUrl } from '../../../lib/images';
import type { ProductRow } from '../menu-access';

/*
 * ProductResource = the products row plus what the domain computes from its schedules and promotions
 * at request time (decision 0009). Those, and the option-group count, come in the SAME query as the
 * products, as correlated subqueries on the product_id indexes: a page of 20 or a whole category of
 * 1,000 costs one round trip, never one per product.
 */

/** Where covers are stored and how big (POST v1/products/{id}/cover; the demo seed uses the same). */
export const COVER_IMAGE = { folder: 'covers', maxSize: 1024, thumbs: true };

/** json from either driver: PGlite and postgres.js parse it, but a plain string is accepted too. */
const parseJson =
  <T>() =>
  (value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The outer row's id, qualified: in a single-table select Drizzle renders ${products.id} as a bare
 * "id", which inside a subquery would mean the subquery's own id column.
 */
export const outerProductId = sql.raw('"products"."id"');

export const schedulesJson = sql<ScheduleRule[]>`coalesce((
  select json_agg(json_build_object(
    'day_of_week', s.day_of_week, 'is_active', s.is_active,
    'opening_time', to_char(s.opening_time, 'HH24:MI'), 'closing_time', to_char(s.closing_time, 'HH24:MI')))
  from product_schedules s where s.product_id = ${outerProductId}), '[]'::json)`.mapWith(parseJson<ScheduleRule[]>());

// Switched-off promotions never price anything (productPricing skips them), so they are not loaded.
export const promotionsJson = sql<ProductPromotionRule[]>`coalesce((
  select json_agg(json_build_object(
    'type', pr.type, 'discount_value', pr.discount_value, 'start_date', pr.start_date,
    'end_date', pr.end_date, 'days_of_week', pr.days_of_week, 'active', pr.active))
  from product_promotions pr where pr.product_id = ${outerProductId} and pr.active), '[]'::json)`.mapWith(parseJson<ProductPromotionRule[]>());

const variationsCount = sql<number>`(select count(*) from product_variations v where v.product_id = ${outerProductId})`.mapWith(Number);

/** Select shape: every products column plus what the resource computes from. */
export const productWithExtrasColumns = {
  ...getTableColumns(products),
  schedules: schedulesJson,
  promotions: promotionsJson,
  variationsCount,
};

export type ProductWithExtras = ProductRow & {
  schedules: ScheduleRule[];
  promotions: ProductPromotionRule[];
  variationsCount: number;
};

/** When and where "now" is: the business's time zone decides the weekday and the hour. */
export interface Clock {
  now: Date;
  timeZone: string;
}

export const clockOf = (business: { timezone: string }, now = new Date()): Clock => ({ now, timeZone: business.timezone });

/** A product that was just created: default schedule, no promotion, no option group (no reload). */
export function asNewProduct(row: ProductRow): ProductWithExtras {
  return { ...row, schedules: [...DEFAULT_SCHEDULE], promotions: [], variationsCount: 0 };
}

export function toProductResource(row: ProductWithExtras, { now, timeZone }: Clock): ProductResource {
  const pricing = productPricing(row.amount, row.promotions, now, timeZone);
  return {
    id: row.id,
    uuid: row.uuid,
    business_id: row.businessId,
    category_id: row.categoryId,
    name: row.name,
    description: row.description,
    amount: row.amount,
    active: row.active,
    is_weight_based: row.isWeightBased,
    min_weight: row.minWeight,
    cover_url: uploadUrl(row.coverPath),
    ranking: row.ranking,
    promotional_price: pricing.promotional_price,
    active_promotion: pricing.active_promotion,
    available_now: row.active && isOfferedAt(row.schedules, now, timeZone),
    variations_count: row.variationsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One product of the business with its extras, or null (another business's reads as missing). */
export async function findProductWithExtras(db: Db | Tx, businessId: number, id: number): Promise<ProductWithExtras | null> {
  const [row] = await db
    .select(productWithExtrasColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.businessId, businessId)));
  return row ?? null;
}
