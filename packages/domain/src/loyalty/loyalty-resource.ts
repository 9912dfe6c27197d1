import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { RowIdSchema } from '../validation/row-id';
import { isoDate } from '../validation/rules';
import { MOVEMENT_TYPES } from './ledger';
import { STAMP_REWARD_TYPES } from './stamp-card';

// Wire contract of the points program (spec §3 "Loyalty config", §7 "Loyalty"; issue 18, decision 0033).
// point_value is in reais as the spec has it (0.01: a point is worth R$ 0,01); min_value in centavos.

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9;

export const LoyaltyProgramBodySchema = z.strictObject({
  active: z.boolean(),
  /** Centavos: orders below it earn nothing. */
  min_value: CentavosSchema.max(100_000_00).default(0),
  point_value: z.number().min(0.01).max(100).refine(twoDecimals, { params: { rule: 'max_decimals', decimals: 2 } }).default(0.01),
  /** Days a point lasts; null: forever. */
  expiry_days: z.number().int().min(1).max(3650).nullish(),
});
export type LoyaltyProgramBody = z.infer<typeof LoyaltyProgramBodySchema>;

export const LoyaltyProgramSchema = z.object({
  active: z.boolean(),
  min_value: z.number().int(),
  point_value: z.number(),
  expiry_days: z.number().int().nullable(),
});
export type LoyaltyProgram = z.infer<typeof LoyaltyProgramSchema>;

export const LOYALTY_PROGRAMS = ['points', 'stamps', 'cashback'] as const;

export const PointsMovementSchema = z.object({
  id: z.number().int(),
  /** Which balance it moves: points, or the stamp card's stamps. */
  program: z.enum(LOYALTY_PROGRAMS),
  type: z.enum(MOVEMENT_TYPES),
  /** Signed points. */
  amount: z.number().int(),
  order_id: z.number().int().nullable(),
  order_number: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type PointsMovement = z.infer<typeof PointsMovementSchema>;

/** GET v1/customers/{id}/points and v1/fidelity-program/points/customer/{id}. */
export const CustomerPointsSchema = z.object({
  customer_id: z.number().int(),
  balance: z.number().int(),
  /** Centavos the balance is worth now. */
  value: z.number().int(),
  point_value: z.number(),
  movements: z.array(PointsMovementSchema),
  /** The stamp card: stamps collected, how many fill it, and whether its reward may be used now. */
  stamps: z.number().int(),
  stamps_required: z.number().int().nullable(),
  stamp_reward_ready: z.boolean(),
  /** Cashback credit to spend, centavos. */
  cashback_balance: z.number().int(),
});
export type CustomerPoints = z.infer<typeof CustomerPointsSchema>;

/** POST v1/fidelity-program/points/use-points: points of the order's customer as a discount on it. */
export const UsePointsBodySchema = z.strictObject({ order_id: RowIdSchema, points: z.number().int().min(1).max(10_000_000) });

/** POST v1/fidelity-program/cards: the business's stamp card (one; posting again changes it). */
export const StampCardBodySchema = z
  .strictObject({
    is_active: z.boolean().default(true),
    orders_required: z.number().int().min(2).max(50).default(10),
    min_order_value: CentavosSchema.max(100_000_00).default(0),
    reward_type: z.enum(STAMP_REWARD_TYPES).default('fixed'),
    /** fixed: centavos; percentage: 1–100; product: 0. */
    reward_value: z.number().int().min(0).max(100_000_00).default(0),
    reward_product_id: RowIdSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.reward_type === 'product' && body.reward_product_id == null) ctx.addIssue({ code: 'custom', path: ['reward_product_id'], input: null, params: { rule: 'required' } });
    if (body.reward_type === 'percentage' && (body.reward_value < 1 || body.reward_value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['reward_value'], input: body.reward_value, params: { rule: 'between', min: 1, max: 100 } });
    }
    if (body.reward_type === 'fixed' && body.reward_value < 1) ctx.addIssue({ code: 'custom', path: ['reward_value'], input: body.reward_value, params: { rule: 'min_value', min: 1 } });
  });
export type StampCardBody = z.infer<typeof StampCardBodySchema>;

export const StampCardSchema = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  orders_required: z.number().int(),
  min_order_value: z.number().int(),
  reward_type: z.enum(STAMP_REWARD_TYPES),
  reward_value: z.number().int(),
  reward_product_id: z.number().int().nullable(),
  reward_product_name: z.string().nullable(),
});
export type StampCardResource = z.infer<typeof StampCardSchema>;

/** POST v1/promotional-cashback/rules: a cashback rule. */
export const CashbackRuleBodySchema = z
  .strictObject({
    percent: z.number().min(0.01).max(100).refine(twoDecimals, { params: { rule: 'max_decimals', decimals: 2 } }),
    min_order: CentavosSchema.max(100_000_00).default(0),
    starts_at: z.preprocess((value) => (value === '' ? null : value), isoDate().nullish()),
    ends_at: z.preprocess((value) => (value === '' ? null : value), isoDate().nullish()),
    /** Days a credit lasts; null: forever. */
    credit_expiry_days: z.number().int().min(1).max(3650).nullish(),
    max_per_order: CentavosSchema.min(1).max(100_000_00).nullish(),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.starts_at && body.ends_at && body.ends_at < body.starts_at) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], input: body.ends_at, params: { rule: 'after_or_equal', other: 'starts_at' } });
    }
  });
export type CashbackRuleBody = z.infer<typeof CashbackRuleBodySchema>;

export const CashbackRuleSchema = z.object({
  id: z.number().int(),
  percent: z.number(),
  min_order: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  credit_expiry_days: z.number().int().nullable(),
  max_per_order: z.number().int().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type CashbackRuleResource = z.infer<typeof CashbackRuleSchema>;
