import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * Visitors of a business's public menu, one row per visitor per day (the dashboard's "visitas",
 * view_app_count, issue 33). `visitor` is a hash of the address and browser with a key of that day
 * (storefront_visit_keys, deleted two days later): the same phone counts once a day in every
 * process, and once its key is gone no row can be traced back to a person or linked across days.
 * Nothing else is kept.
 */
export const storefrontVisits = pgTable(
  'storefront_visits',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.visitor] })],
);

/**
 * The day's random key of the visitor hash, one per calendar day (YYYY-MM-DD, the businesses' own
 * day), shared by every process; the first to need it writes it. Deleted two days after.
 */
export const storefrontVisitKeys = pgTable('storefront_visit_keys', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** 32 random bytes, hex. */
  secret: text('secret').notNull(),
});

/**
 * One-time codes that open a storefront customer's loyalty balance (issue 33): sent to the WhatsApp,
 * stored hashed ("<salt>.<sha256>", as lib/one-time-tokens.ts), 10 minutes, 5 tries, single use. A
 * code confirmed becomes a grant: a random token (stored hashed) that lets orders and quotes of this
 * business and this phone spend the balance until `grant_expires_at`.
 */
export const storefrontLoyaltyCodes = pgTable(
  'storefront_loyalty_codes',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** E.164. */
    whatsapp: text('whatsapp').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    grantHash: text('grant_hash'),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storefront_loyalty_codes_phone_idx').on(t.businessId, t.whatsapp), uniqueIndex('storefront_loyalty_codes_grant_unique').on(t.grantHash)],
);
