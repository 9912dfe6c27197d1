import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { requiredString } from '../validation/rules';
import { RowIdSchema } from '../validation/row-id';
import { MAX_PRICE_CENTAVOS } from './product';

/*
 * Variations (spec §3 Product.items, §9): option groups of a product — a size, the flavours of a
 * half-and-half pizza, the add-ons. Each group says how many of its items the customer picks and
 * how they are charged: plainly (every chosen item adds its price), by the highest price (only the
 * dearest chosen item counts) or by the average (each chosen item adds its share).
 */

export const VARIATION_PRICING_MODES = ['sum', 'highest', 'average'] as const;
export type VariationPricingMode = (typeof VARIATION_PRICING_MODES)[number];

export const VariationItemBodySchema = z.strictObject({
  /** Present when an existing item is edited; absent for a new one. */
  id: RowIdSchema.optional(),
  name: requiredString(80),
  amount: CentavosSchema.max(MAX_PRICE_CENTAVOS),
  available: z.boolean().default(true),
});
export type VariationItemBody = z.infer<typeof VariationItemBodySchema>;

/** POST/PUT v1/products/{id}/variations: the group with all its items (the items list replaces the stored one). */
export const VariationBodySchema = z
  .strictObject({
    name: requiredString(80),
    is_required: z.boolean().default(false),
    /** Fewest items the customer picks (0 when the group is optional). */
    min: z.number().int().min(0).max(50).default(0),
    /** Most items the customer picks. */
    max: z.number().int().min(1).max(50).default(1),
    is_highest_price: z.boolean().default(false),
    is_average_calc: z.boolean().default(false),
    available: z.boolean().default(true),
    items: z.array(VariationItemBodySchema).min(1).max(100),
  })
  .superRefine((group, ctx) => {
    if (group.max < group.min) {
      ctx.addIssue({ code: 'custom', input: group.max, path: ['max'], params: { rule: 'min_value', min: group.min } });
    }
    if (group.is_required && group.min < 1) {
      ctx.addIssue({ code: 'custom', input: group.min, path: ['min'], params: { rule: 'min_value', min: 1 } });
    }
    if (group.is_highest_price && group.is_average_calc) {
      ctx.addIssue({ code: 'custom', input: true, path: ['is_average_calc'], params: { rule: 'invalid' } });
    }
  });
export type VariationBody = z.infer<typeof VariationBodySchema>;
export type VariationBodyInput = z.input<typeof VariationBodySchema>;

export const VariationCopyBodySchema = z.strictObject({
  source_variation_id: RowIdSchema,
});

export const AvailableBodySchema = z.strictObject({ available: z.boolean() });

export const VariationItemResourceSchema = z.object({
  id: z.number().int(),
  variation_id: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  available: z.boolean(),
  ranking: z.number().int(),
});
export type VariationItemResource = z.infer<typeof VariationItemResourceSchema>;

export const VariationResourceSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  is_required: z.boolean(),
  min: z.number().int(),
  max: z.number().int(),
  is_highest_price: z.boolean(),
  is_average_calc: z.boolean(),
  available: z.boolean(),
  ranking: z.number().int(),
  items: z.array(VariationItemResourceSchema),
});
export type VariationResource = z.infer<typeof VariationResourceSchema>;

export function pricingModeOf(group: Pick<VariationBody, 'is_highest_price' | 'is_average_calc'>): VariationPricingMode {
  if (group.is_highest_price) return 'highest';
  return group.is_average_calc ? 'average' : 'sum';
}
