import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MovementType } from '@comanda/domain/loyalty/ledger';
import type { StampRewardType } from '@comanda/domain/loyalty/stamp-card';
import { products } from './menu';

export type LoyaltyProgramName = 'points' | 'stamps' | 'cashback';
import { businesses } from './businesses';
import { customers } from './customers';
import { users } from './users';

/*
 * The points program and its ledger (issue 18, docs/decisions/0033). A balance is the sum of a
 * customer's movements; nothing else holds it. An order earns once and redeems once (unique indexes),
 * and each movement is reversed at most once, so a retried or concurrent finalize or cancel cannot
 * count twice.
 */
export const loyaltyPrograms = pgTable('loyalty_programs', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(false),
  minValue: integer('min_value').notNull().default(0),
  /** Centavos a point is worth (1: R$ 0,01, the spec's default). */
  pointValue: integer('point_value').notNull().default(1),
  expiryDays: integer('expiry_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const loyaltyMovements = pgTable(
  'loyalty_movements',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Which balance it moves: 'points', 'stamps' (the stamp card) or 'cashback' (centavos). */
    program: text('program').$type<LoyaltyProgramName>().notNull().default('points'),
    type: text('type').$type<MovementType>().notNull(),
    /** Signed points. */
    amount: integer('amount').notNull(),
    // No foreign key: orders.ts would import this file; an order is never deleted but with its business.
    orderId: integer('order_id'),
    /** The movement a 'reverse' takes back. */
    reversesId: integer('reverses_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_movements_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('loyalty_movements_order_program_once').on(t.orderId, t.program, t.type).where(sql`${t.orderId} IS NOT NULL AND ${t.type} IN ('earn', 'redeem')`),
    check('loyalty_movements_program_check', sql`${t.program} IN ('points', 'stamps', 'cashback')`),
    uniqueIndex('loyalty_movements_reversed_once').on(t.reversesId).where(sql`${t.reversesId} IS NOT NULL`),
    check('loyalty_movements_type_check', sql`${t.type} IN ('earn', 'redeem', 'expire', 'reverse')`),
    check('loyalty_movements_sign_check', sql`(${t.type} = 'earn' AND ${t.amount} > 0) OR (${t.type} IN ('redeem', 'expire') AND ${t.amount} < 0) OR (${t.type} = 'reverse' AND ${t.amount} <> 0)`),
  ],
);

export type LoyaltyMovementRow = typeof loyaltyMovements.$inferSelect;

/** The business's stamp card (one per business; spec §3 "Card config"). */
export const stampCards = pgTable(
  'stamp_cards',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    ordersRequired: integer('orders_required').notNull().default(10),
    minOrderValue: integer('min_order_value').notNull().default(0),
    rewardType: text('reward_type').$type<StampRewardType>().notNull().default('fixed'),
    rewardValue: integer('reward_value').notNull().default(0),
    rewardProductId: integer('reward_product_id').references(() => products.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stamp_cards_business_unique').on(t.businessId), check('stamp_cards_reward_type_check', sql`${t.rewardType} IN ('fixed', 'percentage', 'product')`)],
);

export type StampCardRow = typeof stampCards.$inferSelect;

/** Cashback rules (spec §7 "promotional-cashback/rules"): a share of a paid order credited to the customer. */
export const cashbackRules = pgTable('cashback_rules', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  percentHundredths: integer('percent_hundredths').notNull(),
  minOrder: integer('min_order').notNull().default(0),
  startsAt: date('starts_at', { mode: 'string' }),
  endsAt: date('ends_at', { mode: 'string' }),
  creditExpiryDays: integer('credit_expiry_days'),
  maxPerOrder: integer('max_per_order'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CashbackRuleRow = typeof cashbackRules.$inferSelect;
