import { describe, expect, it } from 'vitest';
import { MESSAGES, renderMessage } from './messages';

describe('validation messages', () => {
  it('pt and en have the same message keys', () => {
    expect(Object.keys(MESSAGES.en).sort()).toEqual(Object.keys(MESSAGES.pt).sort());
  });

  it('en and pt use the same placeholders in each message', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(MESSAGES.pt) as (keyof typeof MESSAGES.pt)[]) {
      expect(placeholders(MESSAGES.en[key]), key).toEqual(placeholders(MESSAGES.pt[key]));
    }
  });

  it('custom rules carry the exact texts of spec §5', () => {
    expect(MESSAGES.pt.max_hour).toBe('{field} não é válida');
    expect(MESSAGES.pt.min_hour).toBe('{field} não é válido');
    expect(MESSAGES.pt.decimal).toBe('O campo {field} deve conter apenas valores decimais');
    expect(MESSAGES.pt.min_weight).toBe('O peso mínimo deve ser maior ou igual a {min} kg');
    expect(MESSAGES.pt.date).toBe('Data deve ter o padrão YYYY-MM-DD no banco');
    expect(MESSAGES.pt.object).toBe('O campo {field} é obrigatório');
    expect(MESSAGES.pt.slug).toBe('{field} deve ter APENAS letras.');
    expect(MESSAGES.pt.integer).toBe('O campo deve ser um número inteiro');
  });

  it('a message that starts with the field label is capitalised', () => {
    expect(renderMessage('max_hour', 'pt', { field: 'horário de fechamento' })).toBe('Horário de fechamento não é válida');
  });

  it('numbers are written the way the language writes them', () => {
    expect(renderMessage('min_weight', 'pt', { min: 0.5 })).toBe('O peso mínimo deve ser maior ou igual a 0,5 kg');
    expect(renderMessage('min_weight', 'en', { min: 0.5 })).toBe('The minimum weight must be greater than or equal to 0.5 kg');
  });

  // Issue 31, item 13: money in a message reads as the amounts on the page do.
  it('an amount (a …_centavos placeholder) is written by the one money formatter', () => {
    expect(renderMessage('card_fee_fixed_max', 'pt', { max_centavos: 100_00 })).toBe('A taxa fixa do cartão deve ser de no máximo R$\u00a0100,00');
    expect(renderMessage('card_fee_fixed_max', 'en', { max_centavos: 100_00 })).toBe('The fixed card fee must be at most R$100.00');
  });

  it('an unknown placeholder is left visible rather than dropped', () => {
    expect(renderMessage('between', 'pt', { field: 'nota', min: 1 })).toBe('O campo nota deve estar entre 1 e {max}');
  });
});
