import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouponType } from '@comanda/domain/coupons/coupon-rules';
import type { OrderType } from '@comanda/domain/orders/order-type';
import { businesses } from './businesses';
import { customers } from './customers';

/*
 * Coupons (issue 18, docs/decisions/0032). `uses_count` is moved only under the coupon's row lock, by
 * the placement that uses it and the cancellation that gives the use back, and a check keeps it within
 * `total_uses` whatever happens. Each use is a row of coupon_redemptions, one per order.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Upper case (normalizeCouponCode): 'bemvindo' and 'BEMVINDO' are one code. */
    code: text('code').notNull(),
    type: text('type').$type<CouponType>().notNull(),
    /** Percentage coupons: hundredths of a percent (1000 = 10%). */
    percentHundredths: integer('percent_hundredths'),
    /** Fixed coupons: centavos. */
    amount: integer('amount'),
    minOrder: integer('min_order').notNull().default(0),
    startsAt: date('starts_at', { mode: 'string' }),
    expiresAt: date('expires_at', { mode: 'string' }),
    totalUses: integer('total_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    orderTypes: jsonb('order_types').$type<OrderType[]>().notNull(),
    active: boolean('active').notNull().default(true),
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_business_code_unique').on(t.businessId, t.code),
    check('coupons_type_check', sql`${t.type} IN ('percentage', 'fixed', 'free_delivery')`),
    check('coupons_uses_check', sql`${t.usesCount} >= 0 AND (${t.totalUses} IS NULL OR ${t.usesCount} <= ${t.totalUses})`),
  ],
);

/** One use of a coupon by an order; `released_at` once the order was canceled (the use given back). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id').notNull(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    // No foreign key to orders: orders.ts imports this file's table (orders.coupon_id).
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_customer_idx').on(t.couponId, t.customerId).where(sql`${t.releasedAt} IS NULL`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
