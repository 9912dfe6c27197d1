import { z } from 'zod';
import { PaymentMethodSchema } from '../orders/payment';
import { OrderTypeSchema } from '../orders/order-type';
import { isoDate } from '../validation/rules';

/*
 * GET v1/businesses/{id}/stats (issue 16, spec §3 "Dashboard metrics", §7 "stats"): the home page's
 * figures. The day's are for every plan ("relatórios diários"); the period's and its series are the
 * plan feature dashboard_statistics, and are null without it. Dates are the business's local days
 * (its time zone); a canceled order never counts, neither as an order nor as revenue. Money in centavos.
 */

/** The longest period one request may ask for: a year and a day (a leap year's every day). */
export const STATS_MAX_DAYS = 366;

export const StatsQuerySchema = z.strictObject({
  /** First day, included; the month's first day by default. */
  from: isoDate().optional(),
  /** Last day, included; today by default. */
  to: isoDate().optional(),
});
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

const Money = z.number().int();
const Count = z.number().int().nonnegative();

export const StatsSeriesSchema = z.object({
  /** Every day of the period, the ones without orders included. */
  revenue_per_day: z.array(z.object({ date: z.string(), revenue: Money, orders: Count })),
  /** Hours 0–23 of the business's clock, over the whole period. */
  orders_per_hour: z.array(z.object({ hour: z.number().int().min(0).max(23), orders: Count })),
  /** The ten products sold most (by quantity), with what they brought in. */
  top_products: z.array(z.object({ product_id: z.number().int().nullable(), name: z.string(), qty: Count, revenue: Money })),
  payment_methods: z.array(z.object({ method: PaymentMethodSchema.nullable(), orders: Count, revenue: Money })),
  order_types: z.array(z.object({ order_type: OrderTypeSchema, orders: Count, revenue: Money })),
});
export type StatsSeries = z.infer<typeof StatsSeriesSchema>;

export const StatsResourceSchema = z.object({
  /** The business's today. */
  today: z.string(),
  revenue_generated_day: Money,
  orders_count_day: Count,
  /** The period the figures below are for. */
  from: z.string(),
  to: z.string(),
  /** Null without dashboard_statistics in the plan (as every figure below). */
  revenue_generated: Money.nullable(),
  orders_count: Count.nullable(),
  /** Customers who ordered for the first time in the period. */
  customers_count: Count.nullable(),
  /** Visits of the public menu: none until the public menu exists. */
  view_app_count: Count.nullable(),
  series: StatsSeriesSchema.nullable(),
});
export type StatsResource = z.infer<typeof StatsResourceSchema>;
