import { z } from 'zod';
import { OrderProductOptionSchema } from '../totals/order-product';
import { RowIdSchema } from '../validation/row-id';

/*
 * POST v1/products/{id}/quote: the server's price of one order line (DESIGN.md "Server is the
 * authority"), so that the menu preview and the PDV show what the order will charge.
 */

export const QuoteBodySchema = z.strictObject({
  qty: z.number().int().min(1).max(999).default(1),
  /**
   * Kilograms, weight-based products only. Not bounded below here: a weight under the product's
   * minimum answers the spec's min_weight message, naming the product's minimum, rather than a generic
   * range message.
   */
  weight: z.number().min(0).max(1000).nullish(),
  items: z
    .array(z.strictObject({ item_id: RowIdSchema, qty: z.number().int().min(1).max(50).optional() }))
    .max(200)
    .default([]),
});
export type QuoteBody = z.infer<typeof QuoteBodySchema>;

export const QuoteResourceSchema = z.object({
  /** The product's own price (per kg when weight-based). */
  amount: z.number().int(),
  promotional_price: z.number().int().nullable(),
  active_promotion: z.boolean(),
  /** The chosen options, priced as the order will store them. */
  options: z.array(OrderProductOptionSchema),
  /** The line's total in centavos (spec §9 subtotal rules). */
  subtotal: z.number().int(),
});
export type QuoteResource = z.infer<typeof QuoteResourceSchema>;
