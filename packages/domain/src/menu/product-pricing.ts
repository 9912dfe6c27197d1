import { z } from 'zod';
import { PromotionTypeSchema, isPromotionActive, promotionalPrice, type PromotionInput } from '../promotions/promotion';
import { DEFAULT_TIME_ZONE, WeekdaySchema } from '../time/business-time';

/** A stored promotion: the rule plus the owner's on/off switch (PATCH …/toggle). */
export type ProductPromotionRule = PromotionInput & { active: boolean };

export type ProductPricing = {
  /** The price under the promotion running now; null while none runs. */
  promotional_price: number | null;
  active_promotion: boolean;
};

/**
 * The product's promotional price now (spec §3 Product: promotional_price, active_promotion): among
 * the switched-on promotions running today (spec §5), the one that gives the lowest price.
 */
export function productPricing(
  amount: number,
  promotions: readonly ProductPromotionRule[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): ProductPricing {
  let best: number | null = null;
  for (const promotion of promotions) {
    if (!promotion.active || !isPromotionActive(promotion, now, timeZone)) continue;
    const price = promotionalPrice(amount, promotion);
    if (best === null || price < best) best = price;
  }
  return { promotional_price: best, active_promotion: best !== null };
}

/** A stored promotion as the API answers it (v1/products/{id}/promotions). */
export const PromotionResourceSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  type: PromotionTypeSchema,
  discount_value: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  days_of_week: z.array(WeekdaySchema),
  active: z.boolean(),
  /** Switched on and within its dates and weekdays today. */
  running: z.boolean(),
  /** The product's price under this promotion. */
  promotional_price: z.number().int(),
});
export type PromotionResource = z.infer<typeof PromotionResourceSchema>;
