import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderLineOptionSnapshot } from '@comanda/domain/orders/order-resource';
import type { OrderStatus } from '@comanda/domain/orders/order-status';
import type { LocalSubType, OrderType } from '@comanda/domain/orders/order-type';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import type { CouponType } from '@comanda/domain/coupons/coupon-rules';
import { businesses } from './businesses';
import { coupons } from './coupons';
import { customers } from './customers';
import { products } from './menu';
import { districts } from './regions';
import { users } from './users';

// Orders, their lines, status history and payments, and the tables of the salão (issue 15,
// docs/decisions/0026). None of these is one of the identity tables (decision 0022): an order never
// clears the who-is-asking cache.

const businessId = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

const FINAL = sql.raw(`('finalized', 'canceled')`);

/** A table of the salão (spec §3 Table). Free or occupied is derived: occupied = it has an open order. */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    businessId: businessId(),
    name: text('name').notNull(),
    capacity: integer('capacity'),
    /** Where it stands: salão, varanda… free text. */
    area: text('area'),
    ranking: integer('ranking').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 'Mesa 4' and 'mesa 4' are one table.
    uniqueIndex('dining_tables_business_name_unique').on(t.businessId, sql`lower(${t.name})`),
    check('dining_tables_capacity_check', sql`${t.capacity} IS NULL OR ${t.capacity} BETWEEN 1 AND 1000`),
  ],
);

/**
 * The per-business order number (issue 15 "Numbers"): one row per business and series (the business's
 * local date when numbers reset daily, 'all' otherwise), bumped with INSERT … ON CONFLICT DO UPDATE
 * … RETURNING, so two orders never get one number.
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    businessId: businessId(),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.series] })],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    businessId: businessId(),
    /** Short human number, unique within its series (order_counters). */
    number: integer('number').notNull(),
    numberSeries: text('number_series').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    /** Local orders only: at a table (mesa) or at the counter (balcão). */
    localSubType: text('local_sub_type').$type<LocalSubType>(),
    tableId: integer('table_id').references(() => diningTables.id, { onDelete: 'set null' }),
    /** The table's name when the order was taken: kept when the table is renamed or deleted. */
    tableName: text('table_name'),
    /** Centavos, all computed by the server (packages/domain totals) from the lines below. */
    subtotal: integer('subtotal').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** Hundredths of a percent applied to the subtotal (1000 = 10%); 0 when none. */
    serviceChargeRate: integer('service_charge_rate').notNull().default(0),
    serviceCharge: integer('service_charge').notNull().default(0),
    /** Card fee passed on to the customer (decision 0025), centavos. */
    cardFee: integer('card_fee').notNull().default(0),
    /** The discount asked for, and the one applied (never more than the order). */
    discountRequested: integer('discount_requested').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    /** The coupon (issue 18) and its terms as applied: its share is recomputed when the lines change. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponType: text('coupon_type').$type<CouponType>(),
    couponPercentHundredths: integer('coupon_percent_hundredths'),
    couponAmount: integer('coupon_amount'),
    /** Centavos the coupon took off, within `discount`. */
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** Loyalty points the customer spent on this order (issue 18), and the centavos they took off (added to the discount). */
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    loyaltyDiscount: integer('loyalty_discount').notNull().default(0),
    /** Centavos the stamp card's reward took off (added to the discount). */
    stampRewardDiscount: integer('stamp_reward_discount').notNull().default(0),
    /** Centavos of the customer's cashback spent on this order (added to the discount). */
    cashbackDiscount: integer('cashback_discount').notNull().default(0),
    total: integer('total').notNull().default(0),
    paymentType: text('payment_type').$type<PaymentMethod>(),
    paymentStatus: text('payment_status').$type<'paid' | 'unpaid'>().notNull().default('unpaid'),
    /** Cash handed over (troco para), and the change owed, centavos. */
    valueToChange: integer('value_to_change'),
    changeDue: integer('change_due'),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerWhatsapp: text('customer_whatsapp'),
    /**
     * The phone's digits, to tell one customer's orders however the phone was typed (the dashboard's
     * new customers, decision 0028). The product allows only digits, spaces and + ( ) . - in a phone.
     */
    /** The business's customer with this order's WhatsApp (issue 18): set as the order is written. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerPhoneDigits: text('customer_phone_digits')
      .notNull()
      .generatedAlwaysAs(sql.raw(`translate(coalesce("customer_whatsapp", ''), '+() .-', '')`)),
    addressStreet: text('address_street'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    addressReference: text('address_reference'),
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
    districtName: text('district_name'),
    notes: text('notes'),
    /** Raised by every change of the order: a whole-list write over a newer one is refused (409). */
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** A merged table's emptied order: the order its lines went to, and that table's name then (issue 31). */
    mergedIntoOrderId: integer('merged_into_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    mergedIntoTableName: text('merged_into_table_name'),
    /** A storefront order for a later slot (decision 0047), and when the release job put it on the board; held while released_at is null. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_business_number_unique').on(t.businessId, t.numberSeries, t.number),
    // A table has at most one open order: two waiters opening one free table leave one order.
    uniqueIndex('orders_open_table_unique').on(t.tableId).where(sql`${t.tableId} IS NOT NULL AND ${t.status} NOT IN ${FINAL}`),
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
    // Did this phone order before the period? (the dashboard's new customers, decision 0028)
    index('orders_business_phone_digits_idx').on(t.businessId, t.customerPhoneDigits, t.createdAt).where(sql`${t.status} <> 'canceled'`),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt).where(sql`${t.customerId} IS NOT NULL`),
    index('orders_business_open_idx').on(t.businessId, t.status).where(sql`${t.status} NOT IN ${FINAL}`),
    // The release job's sweep: held scheduled orders by slot.
    index('orders_held_scheduled_idx').on(t.scheduledFor).where(sql`${t.scheduledFor} IS NOT NULL AND ${t.releasedAt} IS NULL`),
    check(
      'orders_status_check',
      sql`${t.status} IN ('pending', 'noted', 'processing', 'done', 'in_delivery', 'waiting_get', 'in_consumption', 'finalized', 'canceled')`,
    ),
    check('orders_type_check', sql`${t.orderType} IN ('delivery', 'retirada', 'local')`),
    check('orders_local_sub_type_check', sql`${t.localSubType} IS NULL OR ${t.localSubType} IN ('mesa', 'balcao')`),
    check('orders_payment_type_check', sql`${t.paymentType} IS NULL OR ${t.paymentType} IN ('card', 'money', 'pix', 'mercado_pago')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} IN ('paid', 'unpaid')`),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 AND ${t.deliveryFee} >= 0 AND ${t.serviceCharge} >= 0 AND ${t.cardFee} >= 0 AND ${t.discount} >= 0 AND ${t.discountRequested} >= 0 AND ${t.total} >= 0 AND ${t.serviceChargeRate} BETWEEN 0 AND 10000`,
    ),
  ],
);

/**
 * One line of an order: a snapshot of what was sold (name, prices, chosen options with their names
 * and prices, weight, comments), so that later menu edits never change a past order. Lines are
 * appended, never rewritten from a client's copy, so two waiters on one table lose nothing.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: businessId(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** The product's price (per kg when weight-based) and its promotional price when one ran, centavos. */
    amount: integer('amount').notNull(),
    promotionalPrice: integer('promotional_price'),
    activePromotion: boolean('active_promotion').notNull().default(false),
    isWeightBased: boolean('is_weight_based').notNull().default(false),
    /** Kilograms, weight-based lines only. */
    weight: doublePrecision('weight'),
    qty: integer('qty').notNull().default(1),
    comments: text('comments'),
    options: jsonb('options').$type<OrderLineOptionSnapshot[]>().notNull().default([]),
    /** The line's total (spec §9 subtotal rules), centavos. */
    subtotal: integer('subtotal').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.id),
    // The lines of a period (the dashboard's top products, decision 0028).
    index('order_lines_business_created_idx').on(t.businessId, t.createdAt),
    check('order_lines_amounts_check', sql`${t.qty} BETWEEN 1 AND 999 AND ${t.amount} >= 0 AND ${t.subtotal} >= 0`),
  ],
);

/** Every status an order went through: status, when, who, and why (a cancellation's reason). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/**
 * Money received for an order, a ledger: a bill split across methods is several rows; a row is never
 * updated. The order is paid when the rows cover its total.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: businessId(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** What this payment covers of the order, centavos. */
    amount: integer('amount').notNull(),
    /** Cash handed over and change given back, for cash only. */
    received: integer('received'),
    changeGiven: integer('change_given'),
    /** A payment a provider confirmed (its webhook): the provider and its payment's id, so it is recorded once and can be refunded. */
    provider: text('provider').$type<'mercado_pago' | 'efi'>(),
    providerPaymentId: text('provider_payment_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    uniqueIndex('order_payments_provider_payment_unique').on(t.provider, t.providerPaymentId).where(sql`${t.providerPaymentId} IS NOT NULL`),
    check('order_payments_method_check', sql`${t.method} IN ('card', 'money', 'pix', 'mercado_pago')`),
    check('order_payments_amount_check', sql`${t.amount} > 0 AND (${t.received} IS NULL OR ${t.received} >= ${t.amount})`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type DiningTableRow = typeof diningTables.$inferSelect;
