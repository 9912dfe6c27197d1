import { LOCALE_BY_LANG, type Lang } from '../validation/lang';
import { divideRatio, multiplyRatios, ratioOf, type Ratio } from './ratio';

/*
 * Money is an integer number of centavos everywhere (DESIGN.md "Money"). Rounding of percentages and
 * weights happens only in roundHalfAwayFromZero, once per computed amount; see
 * docs/decisions/0002-money-rounding.md. The schemas of amounts are in centavos-schema.ts: this file
 * stays free of zod, so that a page that only shows prices does not load it (docs/decisions/0007).
 */

/**
 * The one rounding rule for money: to the nearest integer, halves away from zero (2.5 → 3,
 * -2.5 → -3), as people round by hand. Works on an exact ratio so that a percentage or a weight
 * written in decimal rounds as written.
 */
export function roundHalfAwayFromZero(value: number | Ratio): number {
  const { numerator, denominator } = typeof value === 'number' ? ratioOf(value) : value;
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  const result = Number(negative ? -quotient : quotient);
  return result === 0 ? 0 : result; // never -0, which would print as '-R$ 0,00'
}

/** `percent`% of an amount, rounded once (10% of R$ 0,05 is 1 centavo: 0.5 rounds up). */
export function percentOf(centavos: number, percent: number): number {
  return roundHalfAwayFromZero(divideRatio(multiplyRatios(ratioOf(centavos), ratioOf(percent)), 100n));
}

/** Price of `weightKg` of a product sold at `pricePerKgCentavos` a kilogram, rounded once. */
export function priceByWeight(pricePerKgCentavos: number, weightKg: number): number {
  return roundHalfAwayFromZero(multiplyRatios(ratioOf(pricePerKgCentavos), ratioOf(weightKg)));
}

/**
 * A price after a discount: never below 0, and a negative discount does not raise the price.
 */
export function applyDiscount(centavos: number, discountCentavos: number): number {
  return Math.max(0, centavos - Math.max(0, discountCentavos));
}

/** A percentage discount of a price, never below 0 (a 120% promotion makes it free). */
export function applyPercentDiscount(centavos: number, percent: number): number {
  return applyDiscount(centavos, percentOf(centavos, percent));
}

/**
 * Shows an amount in the UI language's number style; the currency stays the business's
 * (DESIGN.md "Currency": R$ 1.234,50 in pt, R$1,234.50 in en). A null, undefined or non-finite
 * value shows as zero, as the spec asks for invalid currency values.
 */
export function formatMoney(centavos: number | null | undefined, locale: Lang, currency = 'BRL'): string {
  return formatCentavos(centavos, LOCALE_BY_LANG[locale], currency);
}

// Building an Intl.NumberFormat costs far more than using one: a menu page formats hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * formatMoney for an Intl locale ('pt-BR', 'en-US') rather than a UI language. `whole` rounds to
 * whole units (R$ 1.235), for a chart's axis where centavos are noise.
 */
export function formatCentavos(centavos: number | null | undefined, intlLocale: string, currency = 'BRL', { whole = false } = {}): string {
  const amount = typeof centavos === 'number' && Number.isFinite(centavos) ? centavos : 0;
  const key = `${intlLocale}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, whole ? { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 } : { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount === 0 ? 0 : amount / 100);
}

/**
 * Reads a decimal amount typed in reais ('12,50', '12.5', '1234') into centavos, exactly;
 * null when the text is not a plain decimal. Thousands separators are not accepted: a form's
 * money input should not produce them.
 */
export function reaisToCentavos(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^-?(\d+(\.\d+)?|\.\d+)$/.test(normalised)) return null;
  return roundHalfAwayFromZero(multiplyRatios(ratioOf(Number(normalised)), ratioOf(100)));
}
