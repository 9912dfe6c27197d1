import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { fitsHundredths, PERCENT_DECIMALS } from '../money/percent';
import { ORDER_TYPE_NAMES, OrderTypeSchema } from '../orders/order-type';
import { isoDate } from '../validation/rules';
import { COUPON_TYPES } from './coupon-rules';

// Wire contract of v1/coupons (spec §3 Coupon, §7 "Coupons"; issue 18, docs/decisions/0032).
// Percentages as percentages (10 for 10%), amounts in centavos, dates as the business's local days.

export const COUPON_CODE_MAX = 30;
export const CouponTypeSchema = z.enum(COUPON_TYPES);

const optionalDate = z.preprocess((value) => (value === '' ? null : value), isoDate().nullish());
const optionalCount = z.number().int().min(1).max(1_000_000).nullish();

export const CouponBodySchema = z
  .strictObject({
    /** Letters, digits, - and _; unique in the business whatever its case. */
    code: z.string().trim().min(3).max(COUPON_CODE_MAX).regex(/^[A-Za-z0-9_-]+$/),
    type: CouponTypeSchema,
    percent: z.number().min(0.01).max(100).refine(fitsHundredths, { params: { rule: 'max_decimals', decimals: PERCENT_DECIMALS } }).nullish(),
    amount: CentavosSchema.min(1).max(100_000_00).nullish(),
    min_order: CentavosSchema.max(100_000_00).default(0),
    starts_at: optionalDate,
    expires_at: optionalDate,
    total_uses: optionalCount,
    uses_per_customer: optionalCount,
    first_order_only: z.boolean().default(false),
    order_types: z.array(OrderTypeSchema).min(1).max(ORDER_TYPE_NAMES.length).default([...ORDER_TYPE_NAMES]),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'percentage' && body.percent == null) ctx.addIssue({ code: 'custom', path: ['percent'], input: body.percent, params: { rule: 'required' } });
    if (body.type === 'fixed' && body.amount == null) ctx.addIssue({ code: 'custom', path: ['amount'], input: body.amount, params: { rule: 'required' } });
    if (body.starts_at && body.expires_at && body.expires_at < body.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['expires_at'], input: body.expires_at, params: { rule: 'after_or_equal', other: 'starts_at' } });
    }
  });
export type CouponBody = z.infer<typeof CouponBodySchema>;
export type CouponBodyInput = z.input<typeof CouponBodySchema>;

export const CouponTermsSchema = z.object({
  code: z.string(),
  type: CouponTypeSchema,
  percent: z.number().nullable(),
  amount: z.number().int().nullable(),
  min_order: z.number().int(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  total_uses: z.number().int().nullable(),
  uses_per_customer: z.number().int().nullable(),
  first_order_only: z.boolean(),
  order_types: z.array(OrderTypeSchema),
  active: z.boolean(),
});

export const CouponResourceSchema = CouponTermsSchema.extend({
  id: z.number().int(),
  business_id: z.number().int(),
  /** Orders that used it and were not canceled. */
  uses_count: z.number().int(),
  created_at: z.string(),
});
export type CouponResource = z.infer<typeof CouponResourceSchema>;

/** POST v1/coupons/check: the PDV asks for a code's terms before the order is sent. */
export const CouponCheckBodySchema = z.strictObject({ code: z.string().trim().min(1).max(COUPON_CODE_MAX) });
