import { describe, expect, it } from 'vitest';
import { CentavosSchema } from './centavos-schema';
import {
  applyDiscount, applyPercentDiscount, formatMoney, percentOf, priceByWeight, reaisToCentavos, roundHalfAwayFromZero,
} from './money';

const NBSP = '\u00a0';

describe('money is integer centavos', () => {
  it('the schema accepts whole non-negative centavos only', () => {
    expect(CentavosSchema.safeParse(1250).success).toBe(true);
    expect(CentavosSchema.safeParse(0).success).toBe(true);
    expect(CentavosSchema.safeParse(12.5).success).toBe(false);
    expect(CentavosSchema.safeParse(-1).success).toBe(false);
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(-2.4999)).toBe(-2);
  });
  it('never gives -0', () => expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true));
});

describe('percentages round once, half away from zero', () => {
  it('10% of R$ 0,05 is 1 centavo (0.5 rounds up)', () => expect(percentOf(5, 10)).toBe(1));
  it('12.5% of R$ 10,00 is R$ 1,25', () => expect(percentOf(1000, 12.5)).toBe(125));
  it('a decimal percentage is taken as written, not as its float', () => {
    // 16.15% of R$ 10,00 is exactly 161.5 centavos → 162; in floats 1000 × 16.15 / 100 is 161.4999….
    expect(percentOf(1000, 16.15)).toBe(162);
    expect(percentOf(100000, 1.005)).toBe(1005);
    expect(percentOf(33, 1.5)).toBe(0);
    expect(percentOf(100, 0.5)).toBe(1);
  });
});

describe('weights round once, half away from zero', () => {
  it('0,5 kg at R$ 39,90/kg is R$ 19,95', () => expect(priceByWeight(3990, 0.5)).toBe(1995));
  it('1,005 kg at R$ 1,00/kg is 100.5 centavos → 101 (the float 1.005 × 100 would give 100)', () => {
    expect(priceByWeight(100, 1.005)).toBe(101);
  });
  it('0,347 kg at R$ 59,90/kg is 2078.53 → 2079', () => expect(priceByWeight(5990, 0.347)).toBe(2079));
});

describe('discounts never take a price below 0', () => {
  it('subtracts a fixed discount', () => expect(applyDiscount(1000, 250)).toBe(750));
  it('clamps at 0 when the discount is larger than the price', () => expect(applyDiscount(1000, 1500)).toBe(0));
  it('a negative discount does not raise the price', () => expect(applyDiscount(1000, -300)).toBe(1000));
  it('a percentage discount over 100% makes it free, not negative', () => {
    expect(applyPercentDiscount(1000, 120)).toBe(0);
    expect(applyPercentDiscount(999, 10)).toBe(899);
  });
});

describe('formatMoney', () => {
  it('pt shows R$ 1.234,50 with a no-break space', () => expect(formatMoney(123450, 'pt')).toBe(`R$${NBSP}1.234,50`));
  it('en keeps the business currency, in English number style: R$1,234.50', () => {
    expect(formatMoney(123450, 'en')).toBe('R$1,234.50');
  });
  it('another currency can be given', () => expect(formatMoney(1000, 'en', 'USD')).toBe('$10.00'));
  it('null, undefined, NaN and Infinity show as R$ 0,00', () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(value, 'pt')).toBe(`R$${NBSP}0,00`);
    }
  });
  it('zero and minus zero show without a sign', () => expect(formatMoney(-0, 'pt')).toBe(`R$${NBSP}0,00`));
  it('centavos below a real keep two places', () => expect(formatMoney(5, 'pt')).toBe(`R$${NBSP}0,05`));
});

describe('reaisToCentavos', () => {
  it('reads a comma or a dot as the decimal separator, exactly', () => {
    expect(reaisToCentavos('12,50')).toBe(1250);
    expect(reaisToCentavos('12.5')).toBe(1250);
    expect(reaisToCentavos('1234')).toBe(123400);
    expect(reaisToCentavos('0,005')).toBe(1);
    expect(reaisToCentavos('1.005')).toBe(101);
  });
  it('refuses text that is not a plain decimal', () => {
    for (const bad of ['', 'R$ 10', '1.234,50', 'abc', '1,2,3']) expect(reaisToCentavos(bad), bad).toBeNull();
  });
});
