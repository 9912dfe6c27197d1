import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorMap } from './error-map';
import type { Lang } from './lang';
import {
  decimalString, hourField, isoDate, minWeight, objectWithKey, personName, requiredEmail, requiredString, slug, strictInteger,
} from './rules';

function check(field: string, schema: z.ZodType, value: unknown, lang: Lang = 'pt') {
  const data = value === undefined ? {} : { [field]: value };
  const result = z.object({ [field]: schema }).safeParse(data, { error: zodErrorMap(lang) });
  return result.success
    ? { ok: true as const, value: (result.data as Record<string, unknown>)[field], messages: [] as string[] }
    : { ok: false as const, value: undefined, messages: result.error.issues.map((issue) => issue.message) };
}

describe('required string', () => {
  it('passes a non-empty string and trims it', () => {
    expect(check('name', requiredString(), '  Ana ')).toMatchObject({ ok: true, value: 'Ana' });
  });
  it('missing, empty and blank all give only the required message', () => {
    for (const value of [undefined, '', '   ']) {
      expect(check('name', requiredString(5), value).messages).toEqual(['O campo nome é obrigatório']);
    }
  });
  it('max is checked after trimming, boundary included', () => {
    expect(check('name', requiredString(3), ' abc ').ok).toBe(true);
    expect(check('name', requiredString(3), 'abcd', 'en').messages).toEqual(['The name field may not be greater than 3 characters']);
  });
});

describe('person name (min_letters)', () => {
  it('one letter, or one letter and a dot, is refused in pt and en', () => {
    expect(check('name', personName(), 'J').messages).toEqual(['O campo nome deve ter pelo menos 2 letras']);
    expect(check('name', personName(), ' J. ', 'en').messages).toEqual(['The name field must have at least 2 letters']);
  });
  it('two letters of any alphabet pass, accents included', () => {
    expect(check('name', personName(), 'Zé')).toMatchObject({ ok: true, value: 'Zé' });
    expect(check('name', personName(), 'Li')).toMatchObject({ ok: true, value: 'Li' });
  });
  it('empty reads as required, not as too few letters', () => {
    expect(check('name', personName(), '  ').messages).toEqual(['O campo nome é obrigatório']);
  });
});

describe('required email', () => {
  it('empty gives only the required message, not also the e-mail one', () => {
    expect(check('email', requiredEmail(), '').messages).toEqual(['O campo e-mail é obrigatório']);
  });
  it('a malformed address gives the e-mail message', () => {
    expect(check('email', requiredEmail(), 'ana.com').messages).toEqual(['O campo e-mail deve ser um e-mail válido']);
    expect(check('email', requiredEmail(), ' ana@ex.com ').value).toBe('ana@ex.com');
  });
});

describe('max_hour', () => {
  const closing = hourField({ max: 24 });
  it('passes an hour below the limit', () => {
    expect(check('closing_time', closing, '23:59').ok).toBe(true);
    expect(check('closing_time', hourField({ max: 12 }), '11:59').ok).toBe(true);
  });
  it('fails at the limit with the spec message', () => {
    expect(check('closing_time', hourField({ max: 12 }), '12:00').messages).toEqual(['Horário de fechamento não é válida']);
    expect(check('closing_time', hourField({ max: 12 }), '12:00', 'en').messages).toEqual(['Closing time is not valid']);
  });
  it('a malformed time says the expected format', () => {
    expect(check('closing_time', closing, '25:00').messages).toEqual(['O campo horário de fechamento deve estar no formato HH:MM']);
  });
  it('an empty time is required', () => {
    expect(check('closing_time', closing, '').messages).toEqual(['O campo horário de fechamento é obrigatório']);
  });
});

describe('min_hour', () => {
  const opening = hourField({ min: 5 });
  it('passes an hour above the limit', () => expect(check('opening_time', opening, '06:00').ok).toBe(true));
  it('fails at the limit with the spec message', () => {
    expect(check('opening_time', opening, '05:30').messages).toEqual(['Horário de abertura não é válido']);
    expect(check('opening_time', opening, '05:30', 'en').messages).toEqual(['Opening time is not valid']);
  });
});

describe('decimal', () => {
  it('passes decimal text and a JSON number, as text', () => {
    expect(check('amount', decimalString(), '12.50')).toMatchObject({ ok: true, value: '12.50' });
    expect(check('amount', decimalString(), 12.5)).toMatchObject({ ok: true, value: '12.5' });
    expect(check('amount', decimalString({ separator: ',' }), 12.5)).toMatchObject({ ok: true, value: '12,5' });
  });
  it('fails non-decimal text with the spec message', () => {
    expect(check('amount', decimalString(), '12,50').messages).toEqual(['O campo valor deve conter apenas valores decimais']);
    expect(check('amount', decimalString(), 'abc', 'en').messages).toEqual(['The amount field must contain only decimal values']);
  });
  it('respects the number of decimals, boundary included', () => {
    expect(check('price', decimalString({ decimals: 2 }), '1.99').ok).toBe(true);
    expect(check('price', decimalString({ decimals: 2 }), '1.999').ok).toBe(false);
  });
  it('empty fails, as required', () => {
    expect(check('amount', decimalString(), '').messages).toEqual(['O campo valor é obrigatório']);
    expect(check('amount', decimalString(), undefined).messages).toEqual(['O campo valor é obrigatório']);
  });
});

describe('min_weight', () => {
  it('passes exactly the minimum, with a comma or a dot, and outputs kg', () => {
    expect(check('weight', minWeight(0.5), '0,5')).toMatchObject({ ok: true, value: 0.5 });
    expect(check('weight', minWeight(0.5), '0.5')).toMatchObject({ ok: true, value: 0.5 });
    expect(check('weight', minWeight(0.5), 1)).toMatchObject({ ok: true, value: 1 });
  });
  it('fails just below the minimum with the spec message, min written per language', () => {
    expect(check('weight', minWeight(0.5), '0,499').messages).toEqual(['O peso mínimo deve ser maior ou igual a 0,5 kg']);
    expect(check('weight', minWeight(0.5), 0.499, 'en').messages).toEqual(['The minimum weight must be greater than or equal to 0.5 kg']);
  });
  it('fails text that is not a number and a wrong type', () => {
    expect(check('weight', minWeight(1), 'muito').messages).toEqual(['O peso mínimo deve ser maior ou igual a 1 kg']);
    expect(check('weight', minWeight(1), true).messages).toEqual(['O peso mínimo deve ser maior ou igual a 1 kg']);
  });
  it('missing or empty is required', () => {
    expect(check('weight', minWeight(1), undefined).messages).toEqual(['O campo peso é obrigatório']);
    expect(check('weight', minWeight(1), '').messages).toEqual(['O campo peso é obrigatório']);
  });
});

describe('date', () => {
  it('passes YYYY-MM-DD', () => expect(check('start_date', isoDate(), '2025-07-01').ok).toBe(true));
  it('fails other formats with the spec message', () => {
    expect(check('start_date', isoDate(), '01/07/2025').messages).toEqual(['Data deve ter o padrão YYYY-MM-DD no banco']);
    expect(check('start_date', isoDate(), '2100-01-01', 'en').messages).toEqual(['Date must follow the YYYY-MM-DD pattern in the database']);
  });
});

describe('object', () => {
  it('passes an object whose key is set', () => {
    expect(check('district', objectWithKey('id'), { id: 4, name: 'Centro' })).toMatchObject({ ok: true, value: { id: 4 } });
  });
  it('fails an object with an empty key, or a non-object, with the spec message', () => {
    expect(check('district', objectWithKey('id'), { id: '' }).messages).toEqual(['O campo bairro é obrigatório']);
    expect(check('district', objectWithKey('id'), 'Centro', 'en').messages).toEqual(['The neighbourhood field is required']);
    expect(check('district', objectWithKey('id'), undefined).messages).toEqual(['O campo bairro é obrigatório']);
  });
});

describe('slug', () => {
  it('passes lower-case groups joined by single hyphens', () => {
    expect(check('slug', slug(), 'pizzaria-do-ze').ok).toBe(true);
  });
  it('fails anything else with the spec message', () => {
    expect(check('slug', slug(), 'Pizzaria do Zé').messages).toEqual(['Slug deve ter APENAS letras.']);
    expect(check('slug', slug(), 'a--b', 'en').messages).toEqual(['Slug must have ONLY letters.']);
  });
  it('empty is required', () => expect(check('slug', slug(), '').messages).toEqual(['O campo slug é obrigatório']));
});

describe('integer', () => {
  it('passes whole numbers, as numbers or digit strings, and outputs a number', () => {
    expect(check('qty', strictInteger(), 3)).toMatchObject({ ok: true, value: 3 });
    expect(check('qty', strictInteger(), '12')).toMatchObject({ ok: true, value: 12 });
  });
  it('fails fractions and other values with the spec message', () => {
    expect(check('qty', strictInteger(), 1.5).messages).toEqual(['O campo deve ser um número inteiro']);
    expect(check('qty', strictInteger(), '1.0', 'en').messages).toEqual(['The field must be an integer']);
    expect(check('qty', strictInteger(), false).messages).toEqual(['O campo deve ser um número inteiro']);
  });
  it('missing is required', () => expect(check('qty', strictInteger(), undefined).messages).toEqual(['O campo quantidade é obrigatório']));
});

describe('rules carry no hard-coded message', () => {
  it('each custom issue names its rule in params and leaves the text to the error map', () => {
    const result = z.object({ slug: slug() }).safeParse({ slug: 'A' });
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { rule: 'slug' } });
  });
});
