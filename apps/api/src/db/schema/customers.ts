import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConsentSource, CustomerSource } from '@comanda/domain/customers/customer-resource';
import type { SignUpFields } from '@comanda/domain/customers/sign-up-change';
import { businesses } from './businesses';
import { districts } from './regions';
import { foldedExpression } from './search-text';

/*
 * A business's customers (issue 18, docs/decisions/0031): one per business and WhatsApp number, in
 * E.164, so an order placed with '(11) 98765-4321' and one with '+55 11 98765-4321' find the same
 * customer. Deleting one removes the row (LGPD); past orders keep their own snapshot of the name and
 * phone, and lose the link (orders.customer_id set null).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email'),
    whatsapp: text('whatsapp').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    addressStreet: text('address_street'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    addressReference: text('address_reference'),
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** Consent to promotions (LGPD): when and where it was given; an opt-out is kept with its date. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    marketingConsentSource: text('marketing_consent_source').$type<ConsentSource>(),
    marketingOptOutAt: timestamp('marketing_opt_out_at', { withTimezone: true }),
    /** The random key of the "não quero mais receber" link in campaign e-mails (made with the first one). */
    unsubscribeToken: text('unsubscribe_token'),
    source: text('source').$type<CustomerSource>().notNull(),
    /** first and last name folded for the search box (search-text.ts). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(foldedExpression(`"first_name" || ' ' || coalesce("last_name", '')`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_business_whatsapp_unique').on(t.businessId, t.whatsapp),
    uniqueIndex('customers_unsubscribe_token_unique').on(t.unsubscribeToken),
    index('customers_business_created_idx').on(t.businessId, t.createdAt),
    index('customers_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    check('customers_source_check', sql`${t.source} IN ('back_office', 'sign_up_link', 'order')`),
    check('customers_consent_source_check', sql`${t.marketingConsentSource} IS NULL OR ${t.marketingConsentSource} IN ('back_office', 'sign_up_link', 'storefront')`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
/*
 * A sign-up through the public link for a WhatsApp number the business already has (issue 30): its
 * change waits here until the person who holds the number opens the single-use link sent to it.
 * Only the token's hash is kept; a newer sign-up for the customer replaces the older one.
 */
export const customerConfirmations = pgTable(
  'customer_confirmations',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    change: jsonb('change').$type<Partial<SignUpFields>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_confirmations_token_unique').on(t.tokenHash), index('customer_confirmations_customer_idx').on(t.customerId)],
);
