import { and, asc, eq, sql } from 'drizzle-orm';
import { isPromotionActive, promotionalPrice, type Promotion } from '@comanda/domain/promotions/promotion';
import type { ProductPromotionRule, PromotionResource } from '@comanda/domain/menu/product-pricing';
import type { Db } from '../../../db/client';
import { productPromotions } from '../../../db/schema/index';

// A product's promotions (spec §3 Promotion). The caller has checked the product's business.

export type PromotionRow = typeof productPromotions.$inferSelect;

/** The rule as the domain's pricing functions read it. */
export function toPromotionRule(row: PromotionRow): ProductPromotionRule {
  return {
    type: row.type,
    discount_value: row.discountValue,
    start_date: row.startDate,
    end_date: row.endDate,
    days_of_week: row.daysOfWeek,
    active: row.active,
  };
}

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

export async function listPromotions(db: Db, productId: number): Promise<PromotionRow[]> {
  return db.select().from(productPromotions).where(eq(productPromotions.productId, productId)).orderBy(asc(productPromotions.id));
}

export async function findPromotion(db: Db, productId: number, id: number): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(productPromotions)
    .where(and(eq(productPromotions.id, id), eq(productPromotions.productId, productId)));
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

export async function insertPromotion(db: Db, product: { id: number; businessId: number }, body: Promotion): Promise<PromotionRow> {
  const [row] = await db
    .insert(productPromotions)
    .values({ ...columns(body), productId: product.id, businessId: product.businessId })
    .returning();
  return row!;
}

export async function updatePromotion(db: Db, id: number, body: Promotion): Promise<PromotionRow> {
  const [row] = await db
    .update(productPromotions)
    .set({ ...columns(body), updatedAt: new Date() })
    .where(eq(productPromotions.id, id))
    .returning();
  return row!;
}

export async function togglePromotion(db: Db, id: number): Promise<PromotionRow> {
  const [row] = await db
    .update(productPromotions)
    .set({ active: sql`not ${productPromotions.active}`, updatedAt: new Date() })
    .where(eq(productPromotions.id, id))
    .returning();
  return row!;
}

export async function deletePromotion(db: Db, id: number): Promise<void> {
  await db.delete(productPromotions).where(eq(productPromotions.id, id));
}
