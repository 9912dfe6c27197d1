import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { couponRefusal, normalizeCouponCode, useRefusal, type CouponOrder, type CouponRefusal, type CouponTerms } from '@comanda/domain/coupons/coupon-rules';
import type { CouponResource } from '@comanda/domain/coupons/coupon-resource';
import { hundredthsToPercent } from '@comanda/domain/money/percent';
import type { Lang } from '@comanda/domain/validation/lang';
import { formatCentavos } from '@comanda/domain/money/money';
import type { Queryable, Tx } from '../../db/client';
import { couponRedemptions, coupons, orders, type CouponRow, type OrderRow } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';
import { msg } from '../../lib/messages';

/*
 * A coupon's uses (issue 18, docs/decisions/0032). A placement locks the coupon's row (FOR UPDATE)
 * before it checks anything, so two orders using the last use of a coupon queue there: the second
 * sees the first's use and is refused. The use is counted (uses_count, within total_uses by a check)
 * and recorded (coupon_redemptions, one per order) in the order's transaction; a cancellation gives it
 * back under the same lock.
 */

export function couponTerms(row: CouponRow): CouponTerms {
  return {
    type: row.type,
    percent: row.percentHundredths === null ? null : hundredthsToPercent(row.percentHundredths),
    amount: row.amount,
    min_order: row.minOrder,
    starts_at: row.startsAt,
    expires_at: row.expiresAt,
    total_uses: row.totalUses,
    uses_per_customer: row.usesPerCustomer,
    first_order_only: row.firstOrderOnly,
    order_types: row.orderTypes,
    active: row.active,
  };
}

export function toCouponResource(row: CouponRow): CouponResource {
  return { ...couponTerms(row), order_types: [...row.orderTypes], id: row.id, business_id: row.businessId, code: row.code, uses_count: row.usesCount, created_at: row.createdAt.toISOString() };
}

/** The order columns that keep the coupon and the terms it is priced by. */
export function couponColumns(row: CouponRow | null) {
  return {
    couponId: row?.id ?? null,
    couponCode: row?.code ?? null,
    couponType: row?.type ?? null,
    couponPercentHundredths: row?.percentHundredths ?? null,
    couponAmount: row?.amount ?? null,
  };
}

/** The coupon of the business with this code, locked, or a 422 on coupon_code. */
export async function lockCouponByCode(tx: Tx, businessId: number, code: string, lang: Lang): Promise<CouponRow> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.businessId, businessId), eq(coupons.code, normalizeCouponCode(code))))
    .for('update');
  if (!row) throw fieldError('coupon_code', msg(lang, 'coupon_not_found'));
  return row;
}

/** The 422 on coupon_code saying, in the caller's language, why the coupon does not apply. */
export function couponRefused(reason: CouponRefusal, row: CouponRow, lang: Lang) {
  const minimum = formatCentavos(row.minOrder, lang === 'pt' ? 'pt-BR' : 'en-US', 'BRL');
  return fieldError('coupon_code', msg(lang, `coupon_${reason}`, { code: row.code, minimum }));
}

/** Refuses (422) a coupon whose own terms exclude the order. */
export function checkCouponTerms(row: CouponRow, order: CouponOrder, lang: Lang): void {
  const reason = couponRefusal(couponTerms(row), order);
  if (reason) throw couponRefused(reason, row, lang);
}

/** Refuses (422) one more use of a locked coupon, by its count in all and the customer's. */
export async function checkCouponUses(q: Queryable, row: CouponRow, customerId: number | null, lang: Lang): Promise<void> {
  let customerUses = 0;
  let customerOrders = 0;
  if (customerId !== null) {
    const [uses] = await q
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, row.id), eq(couponRedemptions.customerId, customerId), isNull(couponRedemptions.releasedAt)));
    const [placed] = await q.select({ n: count() }).from(orders).where(and(eq(orders.customerId, customerId), ne(orders.status, 'canceled')));
    customerUses = uses?.n ?? 0;
    customerOrders = placed?.n ?? 0;
  }
  const reason = useRefusal(couponTerms(row), { usesCount: row.usesCount, customerKnown: customerId !== null, customerUses, customerOrders });
  if (reason) throw couponRefused(reason, row, lang);
}

/** Counts the use by a new order (the coupon's row is locked). */
export async function redeemCoupon(tx: Tx, row: CouponRow, order: Pick<OrderRow, 'id' | 'businessId'>, customerId: number | null): Promise<void> {
  await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} + 1` })
    .where(and(eq(coupons.id, row.id), eq(coupons.businessId, order.businessId)));
  await tx.insert(couponRedemptions).values({ businessId: order.businessId, couponId: row.id, orderId: order.id, customerId });
}

/** Gives back the use of a canceled order, once (its redemption is released under the coupon's lock). */
export async function releaseCoupon(tx: Tx, order: Pick<OrderRow, 'id' | 'businessId' | 'couponId'>): Promise<void> {
  if (order.couponId === null) return;
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, order.couponId)).for('update');
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, order.id), eq(couponRedemptions.businessId, order.businessId), isNull(couponRedemptions.releasedAt)))
    .returning({ id: couponRedemptions.id });
  if (released.length === 0) return;
  await tx
    .update(coupons)
    .set({ usesCount: sql`greatest(${coupons.usesCount} - 1, 0)` })
    .where(and(eq(coupons.id, order.couponId), eq(coupons.businessId, order.businessId)));
}
