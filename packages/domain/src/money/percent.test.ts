import { describe, expect, it } from 'vitest';
import { hasHundredthsPrecision, hundredthsToPercent, percentToFraction, percentToHundredths } from './percent';

describe('percentage to fraction', () => {
  it('shifts the decimal point two places', () => {
    expect(percentToFraction(10)).toBe(0.1);
    expect(percentToFraction(12.5)).toBe(0.125);
    expect(percentToFraction(0)).toBe(0);
  });
  it('does not pick up binary noise', () => {
    expect(percentToFraction(1.1)).toBe(0.011);
    expect(String(percentToFraction(1.1))).toBe('0.011');
  });
});

describe('percentages in hundredths (stored form)', () => {
  it('converts exactly both ways', () => {
    expect(percentToHundredths(3.5)).toBe(350);
    expect(percentToHundredths(1.1)).toBe(110);
    expect(percentToHundredths(16.15)).toBe(1615);
    expect(hundredthsToPercent(355)).toBe(3.55);
    expect(hundredthsToPercent(1)).toBe(0.01);
    expect(hundredthsToPercent(0)).toBe(0);
  });
  it('tells whether a percentage fits in hundredths', () => {
    expect(hasHundredthsPrecision(3.55)).toBe(true);
    expect(hasHundredthsPrecision(20)).toBe(true);
    expect(hasHundredthsPrecision(3.555)).toBe(false);
    expect(hasHundredthsPrecision(Number.NaN)).toBe(false);
  });
});
