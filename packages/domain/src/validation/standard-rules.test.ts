import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorMap } from './error-map';
import type { Lang } from './lang';
import { between, confirmed, fileWithExtension, imageFile, numericString } from './standard-rules';

function messages(schema: z.ZodType, data: unknown, lang: Lang = 'pt'): string[] {
  const result = schema.safeParse(data, { error: zodErrorMap(lang) });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('confirmed', () => {
  const schema = z
    .object({ password: z.string(), password_confirmation: z.string() })
    .superRefine(confirmed('password'));

  it('passes when the confirmation matches', () => {
    expect(messages(schema, { password: 'segredo1', password_confirmation: 'segredo1' })).toEqual([]);
  });

  it('fails on the confirmation field, naming the confirmed field', () => {
    const result = schema.safeParse({ password: 'segredo1', password_confirmation: 'segredo2' }, { error: zodErrorMap('pt') });
    expect(result.error?.issues[0]?.path).toEqual(['password_confirmation']);
    expect(result.error?.issues[0]?.message).toBe('A confirmação do campo senha não confere');
    expect(messages(schema, { password: 'a', password_confirmation: 'b' }, 'en')).toEqual(['The password confirmation does not match']);
  });
});

describe('confirmed written as a refine with params.other', () => {
  it('speaks of the other field too', () => {
    const schema = z
      .object({ password: z.string(), password_confirmation: z.string() })
      .refine((v) => v.password === v.password_confirmation, {
        path: ['password_confirmation'],
        params: { rule: 'confirmed', other: 'password' },
      });
    expect(messages(schema, { password: 'a', password_confirmation: 'b' })).toEqual(['A confirmação do campo senha não confere']);
  });
});

describe('numeric', () => {
  it('passes digits only', () => expect(messages(z.object({ zipcode: numericString() }), { zipcode: '01310100' })).toEqual([]));
  it('fails anything else', () => {
    expect(messages(z.object({ zipcode: numericString() }), { zipcode: '01310-100' })).toEqual(['O campo CEP deve conter apenas números']);
    expect(messages(z.object({ zipcode: numericString() }), { zipcode: 'x' }, 'en')).toEqual(['The ZIP code field may only contain numbers']);
  });
});

describe('between', () => {
  const schema = z.object({ discount_value: between(1, 100) });
  it('passes both bounds', () => {
    expect(messages(schema, { discount_value: 1 })).toEqual([]);
    expect(messages(schema, { discount_value: 100 })).toEqual([]);
  });
  it('fails outside them', () => {
    expect(messages(schema, { discount_value: 0 })).toEqual(['O campo valor do desconto deve estar entre 1 e 100']);
    expect(messages(schema, { discount_value: 101 }, 'en')).toEqual(['The discount value field must be between 1 and 100']);
  });
});

describe('ext', () => {
  const schema = z.object({ logo: fileWithExtension(['png', '.JPG']) });
  it('passes an allowed extension, in any case, for a File or a multipart part', () => {
    expect(messages(schema, { logo: { name: 'logo.PNG' } })).toEqual([]);
    expect(messages(schema, { logo: { filename: 'logo.jpg' } })).toEqual([]);
  });
  it('fails another extension, listing the allowed ones', () => {
    expect(messages(schema, { logo: { name: 'logo.pdf' } })).toEqual(['O campo logo deve ser um arquivo válido (png, jpg)']);
    expect(messages(schema, { logo: 'logo.png' }, 'en')).toEqual(['The logo field must be a valid file (png, jpg)']);
  });
  it('a missing file is required', () => expect(messages(schema, {})).toEqual(['O campo logo é obrigatório']));
});

describe('image', () => {
  const schema = z.object({ cover: imageFile() });
  it('passes an image by type, or by extension when no type is given', () => {
    expect(messages(schema, { cover: { name: 'x.bin', type: 'image/webp' } })).toEqual([]);
    expect(messages(schema, { cover: { filename: 'capa.jpeg' } })).toEqual([]);
  });
  it('fails anything else', () => {
    expect(messages(schema, { cover: { name: 'capa.png', type: 'application/pdf' } })).toEqual(['O campo capa deve ser uma imagem']);
    expect(messages(schema, { cover: { name: 'capa.pdf' } }, 'en')).toEqual(['The cover field must be an image']);
  });
});
