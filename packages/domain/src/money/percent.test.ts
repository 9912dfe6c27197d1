import { describe, expect, it } from 'vitest';
import { percentToFraction } from './percent';

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
