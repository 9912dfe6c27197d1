import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorMap } from './error-map';
import type { Lang } from './lang';

function messages(schema: z.ZodType, data: unknown, lang: Lang = 'pt'): string[] {
  const result = schema.safeParse(data, { error: zodErrorMap(lang) });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const form = z.object({
  name: z.string().min(1).max(10),
  email: z.email(),
  password: z.string().min(8),
  qty: z.number().min(1).max(99),
  code: z.string().regex(/^[A-Z]+$/),
});

describe('zodErrorMap: required', () => {
  it('a missing key gives the required message, in pt and en', () => {
    expect(messages(z.object({ email: z.string() }), {})).toEqual(['O campo e-mail é obrigatório']);
    expect(messages(z.object({ email: z.string() }), {}, 'en')).toEqual(['The email field is required']);
  });

  it('null counts as missing', () => {
    expect(messages(z.object({ name: z.string() }), { name: null })).toEqual(['O campo nome é obrigatório']);
  });

  it('NaN (an emptied number input) counts as missing, not as "must be a number"', () => {
    expect(messages(z.object({ qty: z.number().positive() }), { qty: Number.NaN })).toEqual(['O campo quantidade é obrigatório']);
    expect(messages(z.object({ qty: z.number() }), { qty: Number.NaN }, 'en')).toEqual(['The quantity field is required']);
  });

  it('an empty string on a required (min 1) field gives the required message', () => {
    expect(messages(form.pick({ name: true }), { name: '' })).toEqual(['O campo nome é obrigatório']);
  });

  it('a missing enum or array is required too', () => {
    const schema = z.object({ lang: z.enum(['pt', 'en']), items: z.array(z.number()).min(1) });
    expect(messages(schema, {})).toEqual(['O campo idioma é obrigatório', 'O campo itens é obrigatório']);
    expect(messages(schema, { lang: 'pt', items: [] })).toEqual(['O campo itens é obrigatório']);
  });
});

describe('zodErrorMap: standard rules', () => {
  it('max (string): no more than {length} characters, boundary included', () => {
    expect(messages(form.pick({ name: true }), { name: 'a'.repeat(10) })).toEqual([]);
    expect(messages(form.pick({ name: true }), { name: 'a'.repeat(11) })).toEqual(['O campo nome não deve ter mais que 10 caracteres']);
    expect(messages(form.pick({ name: true }), { name: 'a'.repeat(11) }, 'en')).toEqual(['The name field may not be greater than 10 characters']);
  });

  it('min (string): at least {length} characters, boundary included', () => {
    expect(messages(form.pick({ password: true }), { password: '12345678' })).toEqual([]);
    expect(messages(form.pick({ password: true }), { password: '1234567' })).toEqual(['O campo senha deve conter no mínimo 8 caracteres']);
    expect(messages(form.pick({ password: true }), { password: '1234567' }, 'en')).toEqual(['The password field must be at least 8 characters']);
  });

  it('email: a valid e-mail address', () => {
    expect(messages(form.pick({ email: true }), { email: 'ana@exemplo.com.br' })).toEqual([]);
    expect(messages(form.pick({ email: true }), { email: 'ana@' })).toEqual(['O campo e-mail deve ser um e-mail válido']);
    expect(messages(form.pick({ email: true }), { email: 'ana@' }, 'en')).toEqual(['The email field must be a valid email']);
  });

  it('regex: the format is invalid', () => {
    expect(messages(form.pick({ code: true }), { code: 'abc' })).toEqual(['O campo código possui um formato inválido']);
    expect(messages(form.pick({ code: true }), { code: 'abc' }, 'en')).toEqual(['The code field format is invalid']);
  });

  it('min_value and max_value on numbers, boundaries included', () => {
    const qty = form.pick({ qty: true });
    expect(messages(qty, { qty: 1 })).toEqual([]);
    expect(messages(qty, { qty: 99 })).toEqual([]);
    expect(messages(qty, { qty: 0 })).toEqual(['O campo quantidade precisa ser 1 ou maior']);
    expect(messages(qty, { qty: 100 })).toEqual(['O campo quantidade precisa ser 99 ou menor']);
    expect(messages(qty, { qty: 100 }, 'en')).toEqual(['The quantity field must be 99 or less']);
  });

  it('strict bounds (gt, lt) say greater or less than', () => {
    expect(messages(z.object({ price: z.number().positive() }), { price: 0 })).toEqual(['O campo preço deve ser maior que 0']);
    expect(messages(z.object({ price: z.number().lt(5) }), { price: 5 }, 'en')).toEqual(['The price field must be less than 5']);
  });

  it('exact length, array sizes and enum values have their own messages', () => {
    expect(messages(z.object({ zipcode: z.string().length(8) }), { zipcode: '123' })).toEqual(['O campo CEP deve conter exatamente 8 caracteres']);
    expect(messages(z.object({ items: z.array(z.number()).max(2) }), { items: [1, 2, 3] })).toEqual(['O campo itens não deve ter mais que 2 itens']);
    expect(messages(z.object({ lang: z.enum(['pt', 'en']) }), { lang: 'es' })).toEqual(['O valor selecionado para o campo idioma é inválido']);
  });
});

describe('zodErrorMap: wrong types never fall back to zod English', () => {
  const cases: [z.ZodType, unknown, string, string][] = [
    [z.string(), 5, 'O campo dados deve ser um texto', 'The data field must be a text'],
    [z.number(), 'x', 'O campo dados deve ser um número', 'The data field must be a number'],
    [z.number().int(), 1.5, 'O campo dados deve ser um número inteiro', 'The data field must be an integer'],
    [z.boolean(), 'sim', 'O campo dados deve ser verdadeiro ou falso', 'The data field must be true or false'],
    [z.array(z.string()), {}, 'O campo dados deve ser uma lista', 'The data field must be a list'],
    [z.object({}), [], 'O campo dados deve ser um objeto', 'The data field must be an object'],
  ];
  it.each(cases)('%# gives a typed message in both languages', (schema, input, pt, en) => {
    expect(messages(schema, input)).toEqual([pt]);
    expect(messages(schema, input, 'en')).toEqual([en]);
  });

  it('unknown keys of a strict object are listed', () => {
    expect(messages(z.strictObject({}), { a: 1, b: 2 })).toEqual(['Campos não permitidos: a, b']);
  });

  it('a refinement with its own text keeps it; a bare one gets the localised generic text', () => {
    expect(messages(z.object({ hour: z.string().refine(() => false, 'Texto próprio') }), { hour: 'x' })).toEqual(['Texto próprio']);
    expect(messages(z.object({ hour: z.string().refine(() => false) }), { hour: 'x' }, 'en')).toEqual(['The hour field is invalid']);
  });

  it('labels of nested fields come from the last named segment of the path', () => {
    const schema = z.object({ items: z.array(z.object({ qty: z.number() })) });
    expect(messages(schema, { items: [{ qty: 'x' }] })).toEqual(['O campo quantidade deve ser um número']);
  });

  it('a form may pass its own labels', () => {
    const result = z.object({ name: z.string() }).safeParse({}, { error: zodErrorMap('pt', { name: 'nome do produto' }) });
    expect(result.error?.issues[0]?.message).toBe('O campo nome do produto é obrigatório');
  });
});
