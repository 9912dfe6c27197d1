import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/**
 * Visitors of a business's public menu, one row per visitor per day (the dashboard's "visitas",
 * view_app_count, issue 33). `visitor` is a hash of the address and browser with a key that changes
 * every day and is never stored: the same phone counts once a day, and no row can be traced back to
 * a person or linked across days. Nothing else is kept.
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
