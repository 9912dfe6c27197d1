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
