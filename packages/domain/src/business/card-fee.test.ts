import { describe, expect, it } from 'vitest';
import { cardFeeFor, cardFeeFromStored, storedCardFeeValue } from './card-fee';

describe('cardFeeFor: the card fee of an amount, in centavos', () => {
  it('a percentage of the amount: 3,5% of R$ 100,00 is R$ 3,50', () => {
    expect(cardFeeFor(100_00, { type: 'percentage', value: 3.5 })).toBe(350);
  });

  it('a percentage rounds once, halves away from zero (decision 0002)', () => {
    // 2,5% of R$ 10,20 is 25.5 centavos → 26; 3,5% of R$ 10,10 is 35.35 → 35.
    expect(cardFeeFor(1020, { type: 'percentage', value: 2.5 })).toBe(26);
    expect(cardFeeFor(1010, { type: 'percentage', value: 3.5 })).toBe(35);
    // 16,15% of R$ 10,00 is 161.5 exactly (161.4999… in floats).
    expect(cardFeeFor(1000, { type: 'percentage', value: 16.15 })).toBe(162);
  });

  it('a fixed fee is the same on any amount', () => {
    expect(cardFeeFor(100_00, { type: 'fixed', value: 150 })).toBe(150);
    expect(cardFeeFor(1, { type: 'fixed', value: 150 })).toBe(150);
  });

  it('no fee, a fee of 0, or an amount of 0 charge nothing', () => {
    expect(cardFeeFor(100_00, null)).toBe(0);
    expect(cardFeeFor(100_00, { type: 'percentage', value: 0 })).toBe(0);
    expect(cardFeeFor(0, { type: 'fixed', value: 150 })).toBe(0);
    expect(cardFeeFor(-500, { type: 'percentage', value: 3.5 })).toBe(0);
  });
});

describe('stored card fee: hundredths of a percent or centavos', () => {
  it('reads the columns into wire units, and back', () => {
    expect(cardFeeFromStored('percentage', 350)).toEqual({ type: 'percentage', value: 3.5 });
    expect(cardFeeFromStored('percentage', 355)).toEqual({ type: 'percentage', value: 3.55 });
    expect(cardFeeFromStored('fixed', 150)).toEqual({ type: 'fixed', value: 150 });
    expect(storedCardFeeValue({ type: 'percentage', value: 3.55 })).toBe(355);
    expect(storedCardFeeValue({ type: 'percentage', value: 1.1 })).toBe(110);
    expect(storedCardFeeValue({ type: 'fixed', value: 150 })).toBe(150);
  });

  it('no type, or a value of 0, is no fee', () => {
    expect(cardFeeFromStored(null, 350)).toBeNull();
    expect(cardFeeFromStored('fixed', 0)).toBeNull();
  });
});
