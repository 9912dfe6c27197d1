import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './subscription';

// The wire shapes of billing (issue 39): the plans a business may take, its subscription and invoices.

/** GET v1/businesses/{id}/plans: a pricing card, with the business's own promotion when it has one. */
export const PlanCardSchema = z.object({
  code: z.string(),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  /** Per interval, centavos. */
  price: z.number().int(),
  trial_days: z.number().int(),
  feature_codes: z.array(z.string()),
  promotion: z.object({ kind: z.string(), label: z.string(), price: z.number().int(), months: z.number().int(), savings: z.number().int() }).nullable(),
});
export type PlanCard = z.infer<typeof PlanCardSchema>;

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.string(),
  /** The plan the next period switches to (a downgrade). */
  next_plan: z.string().nullable(),
  period_end: z.string(),
  /** The oldest unpaid invoice's due date; null when nothing is owed. */
  due_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  promotion: z.object({ kind: z.string(), price: z.number().int(), months: z.number().int() }).nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const InvoiceSchema = z.object({
  uuid: z.string(),
  /** 'period': the period's own; 'proration': a plan upgrade's difference; 'addon': an add-on taken. */
  kind: z.enum(['period', 'proration', 'addon']),
  period_index: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  lines: z.array(z.object({ kind: z.enum(['plan', 'promotion', 'addon', 'proration', 'credit']), code: z.string(), amount: z.number().int() })),
  total: z.number().int(),
  /** `overdue`: open past its due date. */
  status: z.enum(['open', 'overdue', 'paid', 'void']),
  due_at: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const SubscribeBodySchema = z.strictObject({ plan: z.string().trim().min(1).max(40) });
export const CancelSubscriptionBodySchema = z.strictObject({ cancel: z.boolean() });

/** GET v1/core/subscriptions: one row of the platform admin's list. */
export const AdminSubscriptionSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  business_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.string(),
  period_end: z.string(),
  due_at: z.string().nullable(),
  /** What it adds to the monthly recurring revenue now, centavos (0 unless active or past due). */
  monthly: z.number().int(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

/** GET v1/core/subscriptions/{id}: one subscription, for the platform admin's actions, with its invoices. */
export const AdminSubscriptionDetailSchema = AdminSubscriptionSchema.extend({
  next_plan: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** Periods given that the next invoices will credit. */
  free_periods: z.number().int(),
  invoices: z.array(InvoiceSchema),
});
export type AdminSubscriptionDetail = z.infer<typeof AdminSubscriptionDetailSchema>;

const reason = z.string().trim().min(1).max(500);
export const MarkPaidBodySchema = z.strictObject({ reason });
export const FreePeriodsBodySchema = z.strictObject({ periods: z.number().int().min(1).max(12), reason });
export const AdminChangePlanBodySchema = z.strictObject({ plan: z.string().trim().min(1).max(40), reason });

export const AdminSubscriptionsSchema = z.object({
  data: z.array(AdminSubscriptionSchema),
  summary: z.object({ mrr: z.number().int(), counts: z.record(z.enum(SUBSCRIPTION_STATUSES), z.number().int()) }),
});

export const AdminSubscriptionsQuerySchema = z.strictObject({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  plan: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
});

/** The platform admin's plans (v1/core/plans): what businesses subscribe to, and how many do. */
export const AdminPlanSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  price: z.number().int(),
  trial_days: z.number().int(),
  /** Spec §9's promotions (the launch offer, the old customers' offer) apply to this plan. */
  offers_promotion: z.boolean(),
  active: z.boolean(),
  feature_codes: z.array(z.string()),
  /** Subscriptions not canceled on it: a plan with any cannot be deleted (deactivate it instead). */
  subscriptions: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

/** A plan's price is at most R$ 100.000,00 per interval. */
export const MAX_PLAN_PRICE = 10_000_000;
const planEditable = {
  name: z.string().trim().min(1).max(60),
  price: z.number().int().min(0).max(MAX_PLAN_PRICE),
  trial_days: z.number().int().min(0).max(365),
  offers_promotion: z.boolean(),
  active: z.boolean(),
};
export const PlanUpdateBodySchema = z.strictObject(planEditable);
export const PlanCreateBodySchema = z.strictObject({
  ...planEditable,
  /** Lowercase letters, digits and underscores; fixed once created (subscriptions and invoices name it). */
  code: z.string().trim().regex(/^[a-z][a-z0-9_]{1,39}$/),
  interval: z.enum(['month', 'year']),
});
export const PlanFeaturesBodySchema = z.strictObject({ feature_codes: z.array(z.string().max(60)).max(100) });

/** GET v1/businesses/{id}/addons: an add-on on sale, and whether the business has taken it. */
export const AddonSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  recurring: z.boolean(),
  feature_codes: z.array(z.string()),
  /** The business's: pending (its invoice unpaid) or active; null when not taken. */
  taken: z.object({ id: z.number().int(), status: z.enum(['pending', 'active']), invoice_uuid: z.string().nullable() }).nullable(),
});
export type Addon = z.infer<typeof AddonSchema>;
export const BuyAddonBodySchema = z.strictObject({ addon_id: z.number().int().positive().max(2_147_483_647) });

/** The platform admin's add-ons (v1/core/addons). */
export const AdminAddonSchema = AddonSchema.omit({ taken: true }).extend({ active: z.boolean(), businesses: z.number().int() });
export type AdminAddon = z.infer<typeof AdminAddonSchema>;
const addonEditable = {
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(300),
  price: z.number().int().min(0).max(MAX_PLAN_PRICE),
  recurring: z.boolean(),
  feature_codes: z.array(z.string().max(60)).max(100),
  active: z.boolean(),
};
export const AddonUpdateBodySchema = z.strictObject(addonEditable);
export const AddonCreateBodySchema = z.strictObject({ ...addonEditable, code: z.string().trim().regex(/^[a-z][a-z0-9_]{1,39}$/) });
