import { char, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Weekday } from '@comanda/domain/time/business-time';
import { businesses } from './businesses';

// Regions (spec §7 "Regions and plans") and the bairros a business delivers to (spec §3 District).
// States and cities are IBGE's, seeded by migration 0004 with IBGE's codes as ids
// (docs/decisions/0021); districts are shared by every business of a city.

export const states = pgTable('states', {
  /** IBGE's state code (35: São Paulo). */
  id: integer('id').primaryKey(),
  uf: char('uf', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    /** IBGE's 7-digit municipality code (3550308: São Paulo). */
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
    /** placeNameKey(name): lists sort by it (PostgreSQL's C collation would put 'Águas' after 'Z'). */
    nameKey: text('name_key').notNull(),
  },
  (t) => [index('cities_state_name_idx').on(t.stateId, t.nameKey)],
);

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    /** placeNameKey(name), unique per city: 'Vila Olímpia' and 'vila olimpia' are one bairro. */
    nameKey: text('name_key').notNull(),
    /** The business that added it, kept for support; the bairro itself belongs to the city. */
    createdByBusinessId: integer('created_by_business_id').references(() => businesses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('districts_city_name_key_unique').on(t.cityId, t.nameKey)],
);

/** A bairro a business delivers to, with its terms; one row per business and bairro. */
export const districtDeliveries = pgTable(
  'district_deliveries',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    /** Centavos. */
    deliveryFee: integer('delivery_fee').notNull(),
    /** Minutes; null when not told. */
    deliveryTime: integer('delivery_time'),
    /** Centavos; 0 for none. */
    minimumOrder: integer('minimum_order').notNull().default(0),
    /** Centavos; null for never free. */
    freeDeliveryFrom: integer('free_delivery_from'),
    daysOfWeek: jsonb('days_of_week').$type<Weekday[]>().notNull(),
  },
  (t) => [uniqueIndex('district_deliveries_business_district_unique').on(t.businessId, t.districtId)],
);
