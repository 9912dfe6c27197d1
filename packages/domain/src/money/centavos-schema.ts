import { z } from 'zod';

/** An amount in centavos: a whole, non-negative number (R$ 12,50 is 1250). */
export const CentavosSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export type Centavos = z.infer<typeof CentavosSchema>;

/** An amount that may be negative, such as a difference or an adjustment. */
export const SignedCentavosSchema = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
