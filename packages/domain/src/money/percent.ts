import { ratioOf } from './ratio';

/**
 * A percentage as a decimal fraction (10 → 0.1, 1.1 → 0.011), shifted in decimal rather than
 * divided in binary: 1.1 / 100 is 0.011000000000000001 in floats.
 */
export function percentToFraction(percent: number): number {
  const { numerator, denominator } = ratioOf(percent);
  const places = denominator.toString().length - 1; // denominators of ratioOf are powers of ten
  return Number(`${numerator}e-${places + 2}`);
}

/*
 * Percentages are stored as whole hundredths of a percent (12,5% → 1250), so the database holds no
 * float; the wire shows the percentage (spec §3 "value as a percentage"). These two are the only
 * conversions between the forms.
 */

/** Decimal places a stored percentage keeps (hundredths of a percent). */
export const PERCENT_DECIMALS = 2;

/** True when the percentage has at most two decimal places, read from its decimal text (12.34, not 12.345). */
export function fitsHundredths(percent: number): boolean {
  if (!Number.isFinite(percent)) return false;
  const { denominator } = ratioOf(percent);
  return 100n % denominator === 0n;
}

/** 12.5 → 1250. Throws on more than two decimal places: validate with fitsHundredths first. */
export function percentToHundredths(percent: number): number {
  const { numerator, denominator } = ratioOf(percent);
  const scaled = numerator * 100n;
  if (scaled % denominator !== 0n) throw new RangeError(`More than ${PERCENT_DECIMALS} decimal places: ${percent}`);
  return Number(scaled / denominator);
}

/** 1250 → 12.5, shifted in decimal (1 → 0.01, not 0.010000000000000002). */
export function hundredthsToPercent(hundredths: number): number {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`Not a whole number of hundredths: ${hundredths}`);
  return Number(`${hundredths}e-${PERCENT_DECIMALS}`);
}
