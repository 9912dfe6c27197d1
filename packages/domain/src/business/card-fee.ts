import { z } from 'zod';
import { percentOf } from '../money/money';
import { fitsHundredths, hundredthsToPercent, percentToHundredths } from '../money/percent';

/*
 * The card fee (spec §3 "a card fee (id, type, value)"; issue 14): what the card machine takes,
 * a percentage of the order or a fixed amount, and whether the customer pays it on top. On the
 * wire `value` is a percentage for 'percentage' (3.5 is 3,5%) and centavos for 'fixed' (150 is
 * R$ 1,50); the business row stores the percentage in hundredths (350) so no float is kept.
 */

/** Card fee (spec §3 "a card fee (id, type, value)"): a percentage of the order or a fixed amount. */
export const CARD_FEE_TYPES = ['percentage', 'fixed'] as const;
export type CardFeeType = (typeof CARD_FEE_TYPES)[number];
export const CardFeeTypeSchema = z.enum(CARD_FEE_TYPES);

/** A card fee in wire units. */
export type CardFee = { type: CardFeeType; value: number };

/**
 * Highest fees accepted. Card machines in Brazil take a few percent; 35 typed for 3,5 is a slip
 * worth stopping, as is a fixed fee above what any machine charges.
 */
export const CARD_FEE_MAX_PERCENT = 20;
export const CARD_FEE_MAX_FIXED_CENTAVOS = 100_00;

/**
 * The card fee of an amount, in centavos: a percentage rounded once as all money is (decision
 * 0002: half away from zero), or the fixed amount; 0 with no fee, and 0 on an amount of 0 (nothing
 * is paid by card, so nothing is charged).
 */
export function cardFeeFor(amountCentavos: number, fee: CardFee | null): number {
  if (!fee || fee.value <= 0 || amountCentavos <= 0) return 0;
  return fee.type === 'percentage' ? percentOf(amountCentavos, fee.value) : fee.value;
}

/** The business row's columns as a fee: null when none is set. */
export function cardFeeFromStored(type: CardFeeType | null, storedValue: number): CardFee | null {
  if (!type || storedValue <= 0) return null;
  return { type, value: type === 'percentage' ? hundredthsToPercent(storedValue) : storedValue };
}

/** The column value of a fee: hundredths of a percent, or centavos. */
export function storedCardFeeValue(fee: CardFee): number {
  return fee.type === 'percentage' ? percentToHundredths(fee.value) : fee.value;
}

/** The fee on the wire; its id is the business's, as a business has one card fee, kept on its row. */
export const CardFeeResourceSchema = z.object({
  id: z.number().int(),
  type: CardFeeTypeSchema,
  value: z.number(),
  passed_to_customer: z.boolean(),
});
export type CardFeeResource = z.infer<typeof CardFeeResourceSchema>;

/** Custom issues name the fee as the field: 'O campo taxa do cartão…' rather than 'valor'. */
const onValue = (ctx: z.RefinementCtx, input: number, params: Record<string, unknown>) =>
  ctx.addIssue({ code: 'custom', input, path: ['value'], params: { field: 'card_fee', ...params } });

/** The rules of a fee's value by its type; nothing to check when it removes the fee (0). */
export function checkCardFeeValue(fee: CardFee, ctx: z.RefinementCtx): void {
  if (fee.value === 0) return;
  if (fee.type === 'percentage') {
    if (fee.value > CARD_FEE_MAX_PERCENT) onValue(ctx, fee.value, { rule: 'card_fee_percent_max', max: CARD_FEE_MAX_PERCENT });
    else if (!fitsHundredths(fee.value)) onValue(ctx, fee.value, { rule: 'percent_decimals' });
  } else if (!Number.isInteger(fee.value)) onValue(ctx, fee.value, { rule: 'integer' });
  else if (fee.value > CARD_FEE_MAX_FIXED_CENTAVOS) onValue(ctx, fee.value, { rule: 'card_fee_fixed_max', max_centavos: CARD_FEE_MAX_FIXED_CENTAVOS });
}
