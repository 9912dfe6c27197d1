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

/**
 * Percentages are stored as whole hundredths of a percent (350 is 3,5%; the card fee and the
 * service charge columns), so that no float reaches the database. True when `percent` has at most
 * two decimal places, as written (3.55 yes, 3.555 no).
 */
export function hasHundredthsPrecision(percent: number): boolean {
  return Number.isFinite(percent) && ratioOf(percent).denominator <= 100n;
}

/** 3.5 → 350, exactly; call it on a percentage that hasHundredthsPrecision. */
export function percentToHundredths(percent: number): number {
  const { numerator, denominator } = ratioOf(percent);
  return Number((numerator * 100n) / denominator);
}

/** 350 → 3.5, shifted in decimal (355 → 3.55, not 3.5500000000000003). */
export function hundredthsToPercent(hundredths: number): number {
  return Number(`${hundredths}e-2`);
}
