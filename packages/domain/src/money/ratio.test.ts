import { describe, expect, it } from 'vitest';
import { divideRatio, multiplyRatios, ratioOf } from './ratio';

describe('exact ratios', () => {
  it('reads a number as the decimal it was written as', () => {
    expect(ratioOf(1.005)).toEqual({ numerator: 1005n, denominator: 1000n });
    expect(ratioOf(-0.5)).toEqual({ numerator: -5n, denominator: 10n });
    expect(ratioOf(1e-7)).toEqual({ numerator: 1n, denominator: 10000000n });
    expect(ratioOf(2e21)).toEqual({ numerator: 2000000000000000000000n, denominator: 1n });
    expect(ratioOf(42)).toEqual({ numerator: 42n, denominator: 1n });
  });

  it('refuses NaN and infinities', () => {
    expect(() => ratioOf(Number.NaN)).toThrow(RangeError);
    expect(() => ratioOf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('multiplies and divides without rounding', () => {
    expect(multiplyRatios(ratioOf(0.1), ratioOf(0.2))).toEqual({ numerator: 2n, denominator: 100n });
    expect(divideRatio(ratioOf(3), -2n)).toEqual({ numerator: -3n, denominator: 2n });
    expect(() => divideRatio(ratioOf(3), 0n)).toThrow(RangeError);
  });
});
