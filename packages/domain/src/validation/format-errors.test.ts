import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorMap } from './error-map';
import { formatValidationErrors, issuePathKey } from './format-errors';
import { requiredString } from './rules';

const order = z.object({
  name: requiredString(),
  email: z.email(),
  items: z.array(z.object({ qty: z.number().int().min(1) })),
});

const bad = { email: 'x', items: [{ qty: 0 }] };

describe('formatValidationErrors (the 422 body)', () => {
  it('keys errors by dotted path, with the first message and the count of the others', () => {
    const issues = order.safeParse(bad, { error: zodErrorMap('pt') }).error?.issues ?? [];
    expect(formatValidationErrors(issues, 'pt')).toEqual({
      message: 'O campo nome é obrigatório (e mais 2 erros)',
      errors: {
        name: ['O campo nome é obrigatório'],
        email: ['O campo e-mail deve ser um e-mail válido'],
        'items.0.qty': ['O campo quantidade precisa ser 1 ou maior'],
      },
    });
  });

  it('says "and 1 more error" in the singular, in English', () => {
    const issues = order.pick({ name: true, email: true }).safeParse({ email: 'x' }).error?.issues ?? [];
    expect(formatValidationErrors(issues, 'en').message).toBe('The name field is required (and 1 more error)');
  });

  it('a single error is the message as it is', () => {
    const issues = z.object({ name: requiredString() }).safeParse({ name: '' }).error?.issues ?? [];
    expect(formatValidationErrors(issues, 'pt')).toEqual({
      message: 'O campo nome é obrigatório',
      errors: { name: ['O campo nome é obrigatório'] },
    });
  });

  it('localises issues parsed without the error map, in the language asked for', () => {
    const issues = order.safeParse(bad).error?.issues ?? [];
    const body = formatValidationErrors(issues, 'pt');
    expect(body.errors['name']).toEqual(['O campo nome é obrigatório']);
    expect(body.errors['email']).toEqual(['O campo e-mail deve ser um e-mail válido']);
  });

  it('re-localises issues already in the other language, keeping required apart from wrong type', () => {
    const schema = z.object({ name: z.string(), phone: z.string() });
    const issues = schema.safeParse({ phone: 5 }, { error: zodErrorMap('en') }).error?.issues ?? [];
    expect(formatValidationErrors(issues, 'pt').errors).toEqual({
      name: ['O campo nome é obrigatório'],
      phone: ['O campo telefone deve ser um texto'],
    });
  });

  it('with reportInput (as the API parses), a missing enum is required, a wrong one is not', () => {
    const schema = z.object({ lang: z.enum(['pt', 'en']), type: z.enum(['a', 'b']) });
    const issues = schema.safeParse({ type: 'c' }, { reportInput: true }).error?.issues ?? [];
    expect(formatValidationErrors(issues, 'pt').errors).toEqual({
      lang: ['O campo idioma é obrigatório'],
      type: ['O valor selecionado para o campo tipo é inválido'],
    });
  });

  it('an issue about the whole body is keyed _', () => {
    const issues = order.safeParse('texto').error?.issues ?? [];
    expect(formatValidationErrors(issues, 'pt').errors).toEqual({ _: ['O campo dados deve ser um objeto'] });
  });

  it('repeated messages for one field are listed once', () => {
    const schema = z.object({ code: z.string().regex(/a/).regex(/b/) });
    const issues = schema.safeParse({ code: 'x' }).error?.issues ?? [];
    expect(formatValidationErrors(issues, 'pt')).toEqual({
      message: 'O campo código possui um formato inválido',
      errors: { code: ['O campo código possui um formato inválido'] },
    });
  });

  it('a __proto__ field is an ordinary entry', () => {
    const body = formatValidationErrors([{ code: 'custom', path: ['__proto__'], message: 'x' }], 'pt');
    expect(Object.keys(body.errors)).toEqual(['__proto__']);
  });

  it('no issues still gives a generic message', () => {
    expect(formatValidationErrors([], 'pt')).toEqual({ message: 'Os dados fornecidos são inválidos.', errors: {} });
  });

  it('paths join with dots', () => {
    expect(issuePathKey(['items', 0, 'qty'])).toBe('items.0.qty');
    expect(issuePathKey([])).toBe('_');
  });
});
