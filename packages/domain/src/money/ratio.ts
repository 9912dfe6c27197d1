/**
 * Exact rational arithmetic for the few places money meets a non-integer (a percentage, a weight).
 * A number is read through its shortest decimal text, so 1.005 kg is exactly 1005/1000 and not the
 * binary float just below it; the product is then rounded once, in roundHalfAwayFromZero.
 */
export type Ratio = { readonly numerator: bigint; readonly denominator: bigint };

/** The exact decimal value a finite number was written as (String(1.005) is '1.005'). */
export function ratioOf(value: number): Ratio {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  if (Number.isInteger(value) && Number.isSafeInteger(value)) return { numerator: BigInt(value), denominator: 1n };
  const [mantissa = '0', exponentText = '0'] = String(value).toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  const exponent = Number(exponentText) - fraction.length;
  let numerator = BigInt(whole + fraction);
  let denominator = 1n;
  if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
  else denominator = 10n ** BigInt(-exponent);
  return { numerator: negative ? -numerator : numerator, denominator };
}

export function multiplyRatios(...factors: readonly Ratio[]): Ratio {
  return factors.reduce(
    (product, factor) => ({
      numerator: product.numerator * factor.numerator,
      denominator: product.denominator * factor.denominator,
    }),
    { numerator: 1n, denominator: 1n },
  );
}

/** a / b as a ratio, for an integer divisor such as the 100 of a percentage. */
export function divideRatio(ratio: Ratio, divisor: bigint): Ratio {
  if (divisor === 0n) throw new RangeError('Division by zero');
  return divisor < 0n
    ? { numerator: -ratio.numerator, denominator: ratio.denominator * -divisor }
    : { numerator: ratio.numerator, denominator: ratio.denominator * divisor };
}
