import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, time, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import type { PromotionType } from '@comanda/domain/promotions/promotion';
import type { Weekday } from '@comanda/domain/time/business-time';
import { businesses } from './businesses';
import { searchTextOf } from './search-text';

// The menu (spec §3 Product, Promotion; §7 "Menu", "Products"). Every row carries business_id so
// that each query can filter by tenant without a join (DESIGN.md "Tenancy").

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const businessId = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    /** The name folded for search (search-text.ts). */
    searchName: text('search_name').notNull().generatedAlwaysAs(searchTextOf('name')),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    ranking: integer('ranking').notNull().default(0),
    ...timestamps,
  },
  // A business has tens of categories: no search index, they are read by business anyway.
  (t) => [index('menu_categories_business_ranking_idx').on(t.businessId, t.ranking)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    businessId: businessId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The name folded for search (search-text.ts), served by the trigram index. */
    searchName: text('search_name').notNull().generatedAlwaysAs(searchTextOf('name')),
    description: text('description'),
    /** Centavos; per kilogram when is_weight_based. */
    amount: integer('amount').notNull(),
    active: boolean('active').notNull().default(true),
    isWeightBased: boolean('is_weight_based').notNull().default(false),
    /** Kilograms. */
    minWeight: numeric('min_weight', { precision: 8, scale: 3, mode: 'number' }),
    coverPath: text('cover_path'),
    ranking: integer('ranking').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // A category's products in their order, id breaking ties: a page is read off this index.
    index('products_category_ranking_idx').on(t.businessId, t.categoryId, t.ranking, t.id),
    index('products_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

export const productSchedules = pgTable(
  'product_schedules',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dayOfWeek: text('day_of_week').$type<Weekday>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    openingTime: time('opening_time').notNull(),
    closingTime: time('closing_time').notNull(),
  },
  (t) => [
    index('product_schedules_product_idx').on(t.productId),
    // The rows of a weekday across the business: which products are offered now (menu filter "unavailable").
    index('product_schedules_business_day_idx').on(t.businessId, t.dayOfWeek),
  ],
);

export const productPromotions = pgTable(
  'product_promotions',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').$type<PromotionType>().notNull(),
    /** Percent for 'percentage', centavos for 'fixed'. */
    discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    daysOfWeek: jsonb('days_of_week').$type<Weekday[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('product_promotions_product_idx').on(t.productId)],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    min: integer('min').notNull().default(0),
    max: integer('max').notNull().default(1),
    isHighestPrice: boolean('is_highest_price').notNull().default(false),
    isAverageCalc: boolean('is_average_calc').notNull().default(false),
    available: boolean('available').notNull().default(true),
    ranking: integer('ranking').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_variations_product_idx').on(t.productId, t.ranking)],
);

export const variationItems = pgTable(
  'variation_items',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    available: boolean('available').notNull().default(true),
    ranking: integer('ranking').notNull().default(0),
  },
  (t) => [index('variation_items_variation_idx').on(t.variationId, t.ranking)],
);
