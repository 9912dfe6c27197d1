import { describe, expect, it } from 'vitest';
import { cleanPercentText, formatPercentText, parsePercentText } from './percent-text';

describe('percentage text', () => {
  it('keeps digits and the first decimal separator only', () => {
    expect(cleanPercentText('12,5%')).toBe('12,5');
    expect(cleanPercentText('1.2.3')).toBe('1.23');
    expect(cleanPercentText('abc')).toBe('');
    expect(cleanPercentText(' 10 ')).toBe('10');
  });

  it('reads a comma or a dot; empty is none', () => {
    expect(parsePercentText('12,5')).toBe(12.5);
    expect(parsePercentText('12.5')).toBe(12.5);
    expect(parsePercentText('12,')).toBe(12);
    expect(parsePercentText(',5')).toBe(0.5);
    expect(parsePercentText('150')).toBe(150);
    expect(parsePercentText('')).toBeNull();
    expect(parsePercentText(',')).toBeNull();
  });

  it('writes the number the language way, and reads back what it wrote', () => {
    expect(formatPercentText(12.5, 'pt')).toBe('12,5');
    expect(formatPercentText(12.5, 'en')).toBe('12.5');
    expect(formatPercentText(10, 'pt')).toBe('10');
    expect(formatPercentText(null, 'pt')).toBe('');
    for (const value of [0.01, 4.35, 99.99, 100]) expect(parsePercentText(formatPercentText(value, 'pt'))).toBe(value);
  });
});
