import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { applyDiscount, applyPercentDiscount } from '../money/money';
import { DEFAULT_TIME_ZONE, WeekdaySchema, businessDate, businessWeekday } from '../time/business-time';
import { isoDate } from '../validation/rules';

export const PROMOTION_TYPES = ['percentage', 'fixed'] as const;
export const PromotionTypeSchema = z.enum(PROMOTION_TYPES);
export type PromotionType = z.infer<typeof PromotionTypeSchema>;

/**
 * A product promotion (spec §3): a percentage off, or a fixed amount off in centavos, within
 * optional dates (inclusive, business days) and on optional weekdays.
 */
export const PromotionSchema = z
  .object({
    type: PromotionTypeSchema,
    /** Percent (10 = 10%) for 'percentage'; centavos for 'fixed'. */
    discount_value: z.number().positive(),
    start_date: isoDate().nullish(),
    end_date: isoDate().nullish(),
    days_of_week: z.array(WeekdaySchema).default([]),
  })
  .superRefine((promotion, ctx) => {
    if (promotion.type === 'percentage' && promotion.discount_value > 100) {
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum: 100, inclusive: true, input: promotion.discount_value, path: ['discount_value'] });
    }
    if (promotion.type === 'fixed' && !CentavosSchema.safeParse(promotion.discount_value).success) {
      ctx.addIssue({ code: 'custom', input: promotion.discount_value, path: ['discount_value'], params: { rule: 'integer' } });
    }
    if (promotion.start_date && promotion.end_date && promotion.end_date < promotion.start_date) {
      ctx.addIssue({
        code: 'custom',
        input: promotion.end_date,
        path: ['end_date'],
        params: { rule: 'after_or_equal', other: 'start_date' },
      });
    }
  });
export type Promotion = z.infer<typeof PromotionSchema>;
export type PromotionInput = z.input<typeof PromotionSchema>;

/**
 * A promotion is active only if the business's today is within start_date and end_date (when
 * set, both included) and is one of days_of_week (when the list is non-empty).
 */
export function isPromotionActive(
  promotion: Pick<PromotionInput, 'start_date' | 'end_date' | 'days_of_week'>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const today = businessDate(now, timeZone);
  if (promotion.start_date && today < promotion.start_date) return false;
  if (promotion.end_date && today > promotion.end_date) return false;
  const days = promotion.days_of_week ?? [];
  return days.length === 0 || days.includes(businessWeekday(now, timeZone));
}

/** The promotional price: a percentage or a fixed amount off, never below 0. */
export function promotionalPrice(amount: number, promotion: Pick<PromotionInput, 'type' | 'discount_value'>): number {
  return promotion.type === 'percentage'
    ? applyPercentDiscount(amount, promotion.discount_value)
    : applyDiscount(amount, promotion.discount_value);
}

/**
 * Why a promotion cannot go on a product of price `amount` (decision 0009): a promotion discounts
 * the product's own price only (option prices are added in full, decision 0008), and must leave it
 * above R$ 0,00. 'reaches_price': the discount takes all of it (a fixed discount of the price or
 * more, 100%, or a percentage that rounds it to zero). 'no_price': the product has no price of its
 * own (priced by its options), so there is nothing to discount. Null: the promotion is fine.
 */
export type PromotionPriceProblem = 'reaches_price' | 'no_price';

export function promotionPriceProblem(
  amount: number,
  promotion: Pick<PromotionInput, 'type' | 'discount_value'>,
): PromotionPriceProblem | null {
  if (amount <= 0) return 'no_price';
  return promotionalPrice(amount, promotion) <= 0 ? 'reaches_price' : null;
}

const PROBLEM_RULES: Record<PromotionPriceProblem, string> = {
  reaches_price: 'discount_reaches_price',
  no_price: 'discount_without_price',
};

/**
 * PromotionSchema for a product priced `amount`: the API and the promotion form refuse the same
 * discount with the same message, on discount_value. A discount already refused by PromotionSchema
 * (not positive, above 100%, centavos not whole) is left to that message alone.
 */
export function promotionSchemaFor(amount: number) {
  return PromotionSchema.superRefine((promotion, ctx) => {
    const value = promotion.discount_value;
    if (!Number.isFinite(value) || value <= 0) return;
    if (promotion.type === 'percentage' ? value > 100 : !Number.isInteger(value)) return;
    const problem = promotionPriceProblem(amount, promotion);
    if (!problem) return;
    ctx.addIssue({ code: 'custom', input: value, path: ['discount_value'], params: { rule: PROBLEM_RULES[problem] } });
  });
}

export type PricedProduct = { amount: number; promotional_price: number | null; active_promotion: boolean };

/**
 * What the product costs now: its promotional price while its promotion is active, else its amount.
 * The result feeds the totals (promotional_price / active_promotion of spec §3 Product).
 */
export function priceWithPromotion(
  amount: number,
  promotion: PromotionInput | null | undefined,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): PricedProduct {
  if (!promotion) return { amount, promotional_price: null, active_promotion: false };
  return {
    amount,
    promotional_price: promotionalPrice(amount, promotion),
    active_promotion: isPromotionActive(promotion, now, timeZone),
  };
}
