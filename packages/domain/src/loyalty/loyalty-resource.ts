import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { RowIdSchema } from '../validation/row-id';
import { MOVEMENT_TYPES } from './ledger';

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

export const PointsMovementSchema = z.object({
  id: z.number().int(),
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
});
export type CustomerPoints = z.infer<typeof CustomerPointsSchema>;

/** POST v1/fidelity-program/points/use-points: points of the order's customer as a discount on it. */
export const UsePointsBodySchema = z.strictObject({ order_id: RowIdSchema, points: z.number().int().min(1).max(10_000_000) });
