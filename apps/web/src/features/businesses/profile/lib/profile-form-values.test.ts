import { describe, expect, it } from 'vitest';
import type { Business } from '@comanda/domain/business/business-schemas';
import { updateBusinessBodySchema } from '@comanda/domain/business/business-schemas';
import { profileFormValues } from './profile-form-values';

const business = {
  id: 7,
  name: 'Pizzaria Bella Napoli',
  segment: 'pizzeria',
  whatsapp: '+5511987654321',
  email: null,
  document: '11222333000181',
  zipcode: '01310-100',
  address_street: 'Avenida Paulista',
  address_number: '1000',
  address_complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  timezone: 'America/Sao_Paulo',
  slug: null,
  is_checkout_enabled: true,
  profile_version: 3,
} as Business;

describe('profileFormValues', () => {
  it('shows the CNPJ masked, empty optional fields as empty text, and carries the version', () => {
    expect(profileFormValues(business)).toMatchObject({ document: '11.222.333/0001-81', email: '', slug: '', address_complement: '', version: 3 });
  });

  it('sends back, unchanged, a body the API accepts: the CNPJ as digits, the empty fields cleared', () => {
    const body = updateBusinessBodySchema.parse(profileFormValues(business));
    expect(body).toMatchObject({ document: '11222333000181', email: null, slug: null, version: 3, is_checkout_enabled: true });
  });
});
