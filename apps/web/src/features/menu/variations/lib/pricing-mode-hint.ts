import type { VariationPricingMode } from '@comanda/domain/menu/variation';
import { formatMoney } from '../../../../lib/format';
import type { OptionsT } from '../../i18n';

// The prices of each mode's worked example (centavos): half Calabresa and half Portuguesa; two flavours.
const EXAMPLES: Record<VariationPricingMode, Record<string, number>> = {
  sum: {},
  highest: { low: 57_90, high: 62_90 },
  average: { low: 40_00, high: 50_00, average: 45_00 },
};

/** The explanation of a pricing mode, its example amounts written by the one money formatter. */
export function pricingModeHint(ot: OptionsT, mode: VariationPricingMode): string {
  const amounts = Object.fromEntries(Object.entries(EXAMPLES[mode]).map(([name, cents]) => [name, formatMoney(cents)]));
  return ot(`mode.hint.${mode}`, amounts);
}
