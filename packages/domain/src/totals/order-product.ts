import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';

/*
 * A product as it sits in an order or a PDV cart (spec §3 Product). Amounts in centavos, weights
 * in kilograms.
 */

/** An option chosen for a product (a pizza flavour, an extra), spec §3 Product.items. */
export const OrderProductOptionSchema = z.object({
  item_id: z.number().int(),
  qty: z.number().int().min(1).default(1),
  amount: CentavosSchema,
  /** Among the flagged options only the single most expensive one is charged (pizza by its dearest flavour). */
  is_highest_price: z.boolean().default(false),
  /** The option is charged as a share: amount / category_average_count (half-and-half pizza). */
  is_average_calc: z.boolean().default(false),
  category_average_count: z.number().int().min(1).nullish(),
});
export type OrderProductOption = z.infer<typeof OrderProductOptionSchema>;

export const OrderProductSchema = z.object({
  id: z.number().int(),
  uuid: z.string().optional(),
  amount: CentavosSchema,
  promotional_price: CentavosSchema.nullish(),
  active_promotion: z.boolean().default(false),
  is_weight_based: z.boolean().default(false),
  /** Kilograms; when unset the minimum is DEFAULT_MIN_WEIGHT_KG. */
  min_weight: z.number().positive().nullish(),
  /** Kilograms, for weight-based products only. */
  weight: z.number().positive().nullish(),
  qty: z.number().int().min(1).default(1),
  comments: z.string().max(500).nullish(),
  items: z.array(OrderProductOptionSchema).default([]),
});
export type OrderProduct = z.infer<typeof OrderProductSchema>;
/** What callers may hand to the totals functions: flags and lists may be left out. */
export type OrderProductInput = z.input<typeof OrderProductSchema>;
export type OrderProductOptionInput = z.input<typeof OrderProductOptionSchema>;
