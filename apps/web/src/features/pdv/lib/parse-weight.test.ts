import { describe, expect, it } from 'vitest';
import { parseWeightKg } from './parse-weight';

describe('parseWeightKg', () => {
  it('reads a comma or a dot', () => {
    expect(parseWeightKg('0,350')).toBe(0.35);
    expect(parseWeightKg('1.2')).toBe(1.2);
    expect(parseWeightKg(' 2 kg')).toBe(2);
    expect(parseWeightKg(',5')).toBe(0.5);
  });
  it('refuses what is not a positive weight', () => {
    for (const text of ['', 'abc', '0', '-1', '1,2,3', '1e3']) expect(parseWeightKg(text)).toBeNull();
  });
});
