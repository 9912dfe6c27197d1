import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavosToPixAmount, pixAmountToCentavos } from './pix-amount';

describe('Pix amounts on the wire', () => {
  it('write centavos as reais with two decimals', () => {
    expect(centavosToPixAmount(4590)).toBe('45.90');
    expect(centavosToPixAmount(5)).toBe('0.05');
    expect(centavosToPixAmount(0)).toBe('0.00');
    expect(centavosToPixAmount(123456789)).toBe('1234567.89');
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => centavosToPixAmount(bad)).toThrow(RangeError);
  });

  it('read only digits, a point and two decimals', () => {
    expect(pixAmountToCentavos('45.90')).toBe(4590);
    expect(pixAmountToCentavos('0.01')).toBe(1);
    for (const bad of ['45.9', '45', '45,90', '-1.00', ' 1.00', '1e3', '1.000', '', '.50']) expect(pixAmountToCentavos(bad)).toBeNull();
  });

  it('round-trip every amount exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (c) => pixAmountToCentavos(centavosToPixAmount(c)) === c));
  });
});
