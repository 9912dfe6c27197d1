import { and, asc, eq, sql } from 'drizzle-orm';
import { isPromotionActive, promotionalPrice, type Promotion } from '@comanda/domain/promotions/promotion';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import type { Queryable } from '../../../db/client';
import { productPromotions } from '../../../db/schema/index';
import { toPromotionRule, type PromotionRow } from '../pricing/menu-rows';

// A product's promotions (spec §3 Promotion). Every read and write names the business as well as
// the id: another business's promotion is no row (null → 404), whatever the caller checked before.

export { toPromotionRule, type PromotionRow } from '../pricing/menu-rows';

/** running and promotional_price are computed for `now` in the business's time zone. */
export function toPromotionResource(row: PromotionRow, productAmount: number, now: Date, timeZone: string): PromotionResource {
  const rule = toPromotionRule(row);
  return {
    id: row.id,
    product_id: row.productId,
    type: row.type,
    discount_value: row.discountValue,
    start_date: row.startDate,
    end_date: row.endDate,
    days_of_week: row.daysOfWeek,
    active: row.active,
    running: row.active && isPromotionActive(rule, now, timeZone),
    promotional_price: promotionalPrice(productAmount, rule),
  };
}

const ofBusiness = (businessId: number, id: number) => and(eq(productPromotions.id, id), eq(productPromotions.businessId, businessId));

export async function listPromotions(db: Queryable, businessId: number, productId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(productPromotions)
    .where(and(eq(productPromotions.businessId, businessId), eq(productPromotions.productId, productId)))
    .orderBy(asc(productPromotions.id));
}

export async function findPromotion(db: Queryable, businessId: number, productId: number, id: number): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(productPromotions)
    .where(and(ofBusiness(businessId, id), eq(productPromotions.productId, productId)));
  return row ?? null;
}

function columns(body: Promotion) {
  return {
    type: body.type,
    discountValue: body.discount_value,
    startDate: body.start_date ?? null,
    endDate: body.end_date ?? null,
    daysOfWeek: body.days_of_week,
  };
}

export async function insertPromotion(db: Queryable, product: { id: number; businessId: number }, body: Promotion): Promise<PromotionRow> {
  const [row] = await db
    .insert(productPromotions)
    .values({ ...columns(body), productId: product.id, businessId: product.businessId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePromotion(db: Queryable, businessId: number, id: number, body: Promotion): Promise<PromotionRow | null> {
  const [row] = await db
    .update(productPromotions)
    .set({ ...columns(body), updatedAt: new Date() })
    .where(ofBusiness(businessId, id))
    .returning();
  return row ?? null;
}

export async function togglePromotion(db: Queryable, businessId: number, id: number): Promise<PromotionRow | null> {
  const [row] = await db
    .update(productPromotions)
    .set({ active: sql`not ${productPromotions.active}`, updatedAt: new Date() })
    .where(ofBusiness(businessId, id))
    .returning();
  return row ?? null;
}

/** The deleted row, or null when the business has no such promotion. */
export async function deletePromotion(db: Queryable, businessId: number, id: number): Promise<PromotionRow | null> {
  const [row] = await db.delete(productPromotions).where(ofBusiness(businessId, id)).returning();
  return row ?? null;
}
