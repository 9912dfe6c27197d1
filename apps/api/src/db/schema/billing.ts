import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '@comanda/domain/billing/invoice-lines';
import { REMINDER_KINDS } from '@comanda/domain/billing/dunning';
import { businesses } from './businesses';

/**
 * The plans a business subscribes to (issue 39; platform admin's `v1/core/plans`), seeded with the
 * spec's: ESSENCIAL R$ 69,90 and PROFISSIONAL R$ 99,90 a month, and PROFISSIONAL billed yearly.
 * `businessPlan` is what `businesses.plan` (and so plan_status and the gates) becomes while the
 * subscription gives access.
 */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    /** Per interval, in centavos. */
    price: integer('price').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    /** Spec §9's promotions (launch offer, old customers' offer) apply to this plan (seeded: ESSENCIAL). */
    offersPromotion: boolean('offers_promotion').notNull().default(false),
    featureCodes: jsonb('feature_codes').$type<string[]>().notNull().default([]),
    businessPlan: text('business_plan', { enum: ['pro', 'pro_yearly'] }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_plans_code_unique').on(t.code), check('billing_plans_price_check', sql`${t.price} >= 0`)],
);

/**
 * A business's subscription (one at most): the state of docs/decisions/0053's machine, moved only
 * by the billing job and payments, under a row lock. `nextRunAt` is when the job must look again
 * (the machine's next deadline), indexed for the job's scan.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => billingPlans.id),
    nextPlanId: integer('next_plan_id').references(() => billingPlans.id),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'suspended', 'canceled'] }).notNull(),
    /** Where the paid periods are counted from (the trial's end, or the subscription's start). */
    periodAnchor: timestamp('period_anchor', { withTimezone: true }).notNull(),
    periodIndex: integer('period_index').notNull().default(0),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The promotion it was sold with (spec §9): its price per period, for its first periods. */
    promotionCode: text('promotion_code'),
    promotionPrice: integer('promotion_price'),
    promotionPeriods: integer('promotion_periods'),
    /** Periods the platform admin gave ("um mês grátis"): the next invoices are credited to zero, one each. */
    freePeriods: integer('free_periods').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_subscriptions_business_unique').on(t.businessId), index('billing_subscriptions_next_run_idx').on(t.nextRunAt)],
);

/** One invoice per subscription and period, whoever issues it and however often (the unique key). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    /** The public id of `/subscription/invoice/{uuid}`. */
    uuid: text('uuid').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => billingSubscriptions.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    periodIndex: integer('period_index').notNull(),
    /** 'period': the period's own (one per period); 'proration': an upgrade's difference, paid to switch now; 'addon': an add-on bought. */
    kind: text('kind', { enum: ['period', 'proration', 'addon'] }).notNull().default('period'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    total: integer('total').notNull(),
    status: text('status', { enum: ['open', 'paid', 'void'] }).notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_invoices_period_unique').on(t.subscriptionId, t.periodIndex).where(sql`${t.kind} = 'period'`),
    uniqueIndex('billing_invoices_uuid_unique').on(t.uuid),
    index('billing_invoices_business_idx').on(t.businessId, t.createdAt),
    // The dunning job reads the open invoices by due date.
    index('billing_invoices_open_due_idx').on(t.dueAt).where(sql`${t.status} = 'open'`),
    check('billing_invoices_total_check', sql`${t.total} >= 0`),
  ],
);

/** The reminders sent of an invoice (dunning): each kind once, however many runs find it owed. */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    /** How many owners it went to (0: none with an e-mail). */
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_reminders_invoice_kind_unique').on(t.invoiceId, t.kind), index('billing_reminders_business_idx').on(t.businessId)],
);

/**
 * Add-ons (issue 39; platform admin's `v1/core/addons`): extras sold beside a plan, recurring (on every
 * period's invoice) or one-off, each granting its feature codes while taken.
 */
export const billingAddons = pgTable(
  'billing_addons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Per period when recurring, once otherwise; centavos. */
    price: integer('price').notNull(),
    recurring: boolean('recurring').notNull().default(true),
    featureCodes: jsonb('feature_codes').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_addons_code_unique').on(t.code), check('billing_addons_price_check', sql`${t.price} >= 0`)],
);

/** An add-on a business took: pending until its invoice is paid, active, or canceled (at most one not canceled per add-on). */
export const businessAddons = pgTable(
  'business_addons',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    addonId: integer('addon_id')
      .notNull()
      .references(() => billingAddons.id),
    status: text('status', { enum: ['pending', 'active', 'canceled'] }).notNull(),
    /** The invoice that pays for taking it (null when there was nothing to pay). */
    invoiceId: integer('invoice_id').references(() => billingInvoices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('business_addons_taken_unique').on(t.businessId, t.addonId).where(sql`${t.status} <> 'canceled'`), index('business_addons_business_idx').on(t.businessId)],
);

export type BillingAddonRow = typeof billingAddons.$inferSelect;
export type BusinessAddonRow = typeof businessAddons.$inferSelect;
export type BillingPlanRow = typeof billingPlans.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;
export type BillingReminderRow = typeof billingReminders.$inferSelect;
