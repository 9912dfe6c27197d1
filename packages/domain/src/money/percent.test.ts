import { describe, expect, it } from 'vitest';
import { fitsHundredths, hundredthsToPercent, percentToFraction, percentToHundredths } from './percent';

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

describe('percentage stored as hundredths of a percent', () => {
  it('10% is 1000, 12,5% is 1250, 0,01% is 1, and back', () => {
    expect(percentToHundredths(10)).toBe(1000);
    expect(percentToHundredths(12.5)).toBe(1250);
    expect(percentToHundredths(0.01)).toBe(1);
    expect(percentToHundredths(100)).toBe(10000);
    expect(hundredthsToPercent(1000)).toBe(10);
    expect(hundredthsToPercent(1250)).toBe(12.5);
    expect(hundredthsToPercent(1)).toBe(0.01);
  });

  it('has no binary noise either way (0,29 × 100 is 28,999… in floats)', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(percentToHundredths(0.29)).toBe(29);
    expect(percentToHundredths(4.35)).toBe(435);
    expect(percentToHundredths(16.15)).toBe(1615);
    for (let h = 0; h <= 10_000; h++) expect(percentToHundredths(hundredthsToPercent(h))).toBe(h);
  });

  it('at most two decimal places fit; a third is refused, never rounded', () => {
    expect(fitsHundredths(12.34)).toBe(true);
    expect(fitsHundredths(10)).toBe(true);
    expect(fitsHundredths(12.345)).toBe(false);
    expect(fitsHundredths(Number.NaN)).toBe(false);
    expect(() => percentToHundredths(12.345)).toThrow(RangeError);
  });
});
