import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorMap } from '../validation/error-map';
import { cepDigits, cepSchema } from './cep';

describe('a CEP has 8 digits', () => {
  it('with or without the hyphen, spaces around ignored', () => {
    expect(cepDigits('01001-000')).toBe('01001000');
    expect(cepDigits(' 01001000 ')).toBe('01001000');
  });
  it('fewer or more digits, letters or a misplaced hyphen are no CEP', () => {
    for (const value of ['0100100', '010010000', '01001-00', '0100-1000', 'abcde-fgh', '']) expect(cepDigits(value)).toBeNull();
  });
  it('the schema names the rule in pt and en', () => {
    const schema = z.object({ zipcode: cepSchema });
    const message = (lang: 'pt' | 'en') => schema.safeParse({ zipcode: '1234' }, { error: zodErrorMap(lang) }).error?.issues[0]?.message;
    expect(message('pt')).toBe('O campo CEP deve ter 8 dígitos');
    expect(message('en')).toBe('The ZIP code field must have 8 digits');
  });
});
