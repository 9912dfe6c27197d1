import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { orders } from './orders';
import { users } from './users';

/**
 * A restaurant's account at a payment provider (issue 34): Mercado Pago (its orders' online payment)
 * or Efí (Pix charges). `secret` is the credentials as JSON sealed by lib/secret-box.ts (never sent
 * back by the API); `shown` what the settings may display: the public key, the last digits of the
 * token, the account's name at the provider, whether it is a test account. One per provider.
 */
export const paymentConnections = pgTable(
  'payment_connections',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['mercado_pago', 'efi'] }).notNull(),
    secret: text('secret').notNull(),
    shown: jsonb('shown').$type<Record<string, string | boolean | null>>().notNull(),
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.provider] })],
);

/**
 * The hosted checkout an order is paid through (Mercado Pago Checkout Pro: a preference), one per
 * order: asked again, the same one is answered (and Mercado Pago's idempotency key makes a second
 * request for it answer the same preference).
 */
export const orderCheckouts = pgTable('order_checkouts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['mercado_pago'] }).notNull(),
  checkoutId: text('checkout_id').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A refund of a provider's payment (issue 34): asked for when a paid online order is canceled, in
 * the cancel's transaction, and made by the `refund-payment` job with Mercado Pago's idempotency key
 * `refund-<payment id>`, so a cancel sent ten times, or a job run twice, refunds once. `failed` after
 * the job's last attempt: the order shows it to the owner, never as silently "canceled and paid".
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['mercado_pago', 'efi'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['requested', 'refunded', 'failed'] }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_refunds_payment_unique').on(t.provider, t.providerPaymentId)],
);

/**
 * An order's dynamic Pix charge at the restaurant's Efí account (issue 34, decision 0048): one per
 * order, its txid made from the order's uuid (dynamicPixTxid), so asking twice is one charge. Kept so
 * the tracking page and the PDV show the code and its countdown without asking Efí at every look; a
 * charge whose amount or expiry no longer fits the order is revised at Efí (PATCH /v2/cob/:txid).
 */
export const pixCharges = pgTable('pix_charges', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  txid: text('txid').notNull().unique(),
  /** What the charge asks, centavos. */
  amount: integer('amount').notNull(),
  /** Efí's "Pix copia e cola" of the charge (its CRC checked before it is kept). */
  brCode: text('br_code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A Pix received in a restaurant's Efí account that matches no order (issue 34): a customer who paid
 * the key directly, a charge of an order since deleted. Listed for the owner by the daily sweep of
 * Efí's received Pix (`GET /v2/pix`); one row per restaurant and Pix (its endToEndId).
 */
export const unmatchedPix = pgTable(
  'unmatched_pix',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    endToEndId: text('end_to_end_id').notNull(),
    txid: text('txid'),
    amount: integer('amount').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('unmatched_pix_e2e_unique').on(t.businessId, t.endToEndId)],
);
