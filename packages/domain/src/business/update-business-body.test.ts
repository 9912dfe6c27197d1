import { describe, expect, it } from 'vitest';
import { formatValidationErrors } from '../validation/format-errors';
import { updateBusinessBodySchema } from './business-schemas';

const valid = {
  name: 'Pizzaria Bella Napoli',
  segment: 'pizzeria',
  whatsapp: '(11) 98765-4321',
  zipcode: '01310-100',
  address_street: 'Avenida Paulista',
  address_number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  timezone: 'America/Sao_Paulo',
  is_checkout_enabled: false,
  version: 0,
};

function errorsOf(body: Record<string, unknown>, lang: 'pt' | 'en' = 'pt') {
  const result = updateBusinessBodySchema.safeParse({ ...valid, ...body }, { reportInput: true });
  return result.success ? {} : formatValidationErrors(result.error.issues, lang).errors;
}

describe('updateBusinessBodySchema (the business page)', () => {
  it('stores the CPF/CNPJ as digits, and clears e-mail, document and slug when left empty', () => {
    const parsed = updateBusinessBodySchema.parse({ ...valid, document: '11.222.333/0001-81', email: ' contato@bella.com.br ', slug: 'bella-napoli' });
    expect(parsed).toMatchObject({ document: '11222333000181', email: 'contato@bella.com.br', slug: 'bella-napoli' });
    for (const empty of ['', null, undefined]) {
      const cleared = updateBusinessBodySchema.parse({ ...valid, document: empty, email: empty, slug: empty });
      expect([cleared.document ?? null, cleared.email ?? null, cleared.slug ?? null]).toEqual([null, null, null]);
    }
  });

  it("refuses a slug outside the spec's rule with its message, in pt and en", () => {
    for (const slug of ['Bella', 'bella--napoli', '-bella', 'bella-', 'bella napoli', 'zé-bar', 'bella_napoli']) {
      expect(errorsOf({ slug }), slug).toEqual({ slug: ['Slug deve ter APENAS letras.'] });
    }
    expect(errorsOf({ slug: 'Bella' }, 'en')).toEqual({ slug: ['Slug must have ONLY letters.'] });
  });

  it('refuses an invalid CPF or CNPJ on document, in pt and en', () => {
    expect(errorsOf({ document: '11.222.333/0001-82' })).toEqual({ document: ['O CPF ou CNPJ informado não é válido. Confira os dígitos'] });
    expect(errorsOf({ document: '123' }, 'en')).toEqual({ document: ['The CPF or CNPJ given is not valid. Check the digits'] });
  });

  it('refuses a bad e-mail, a zone outside Brazil, and a missing version', () => {
    expect(errorsOf({ email: 'contato@' })).toEqual({ email: ['O campo e-mail deve ser um e-mail válido'] });
    expect(Object.keys(errorsOf({ timezone: 'Europe/Lisbon' }))).toEqual(['timezone']);
    expect(errorsOf({ version: undefined })).toEqual({ version: ['O campo versão é obrigatório'] });
  });
});
