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
  period_index: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  lines: z.array(z.object({ kind: z.enum(['plan', 'promotion', 'addon', 'proration']), code: z.string(), amount: z.number().int() })),
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

export const AdminSubscriptionsSchema = z.object({
  data: z.array(AdminSubscriptionSchema),
  summary: z.object({ mrr: z.number().int(), counts: z.record(z.enum(SUBSCRIPTION_STATUSES), z.number().int()) }),
});

export const AdminSubscriptionsQuerySchema = z.strictObject({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  plan: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
});
