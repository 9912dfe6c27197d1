import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyWhole } from './format';

// Issue 31, item 13: "R$ 0.01" beside "R$0.50" on one English page. Every amount goes through here.

describe('the one money formatter', () => {
  it('writes the business currency in the language of the page', () => {
    expect(formatMoney(1, 'BRL', 'pt-BR')).toBe('R$\u00a00,01');
    expect(formatMoney(1, 'BRL', 'en-US')).toBe('R$0.01');
    expect(formatMoney(123450, 'BRL', 'pt-BR')).toBe('R$\u00a01.234,50');
    expect(formatMoney(123450, 'BRL', 'en-US')).toBe('R$1,234.50');
  });

  it('reads a missing amount as zero and never writes -0', () => {
    expect(formatMoney(undefined, 'BRL', 'en-US')).toBe('R$0.00');
    expect(formatMoney(-0, 'BRL', 'pt-BR')).toBe('R$\u00a00,00');
  });

  it('a chart axis rounds to whole units with the same look', () => {
    expect(formatMoneyWhole(123450, 'BRL', 'pt-BR')).toBe('R$\u00a01.235');
    expect(formatMoneyWhole(123450, 'BRL', 'en-US')).toBe('R$1,235');
  });
});
