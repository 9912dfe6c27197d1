import { describe, expect, it } from 'vitest';
import { deliveryDetailsErrors, missingDeliveryDetails } from './delivery-details';

const complete = { customer_name: 'Ana', customer_whatsapp: '(11) 98765-4321', address_street: 'Rua Augusta', address_number: '120', district_id: 7 };

describe('a delivery needs a name, a WhatsApp, a street, a number and a bairro (issue 31)', () => {
  it('a complete delivery lacks nothing; the complement is optional', () => {
    expect(missingDeliveryDetails('delivery', complete)).toEqual([]);
    expect(deliveryDetailsErrors('delivery', complete, 'pt')).toBeNull();
  });

  it('null, missing and blank fields are missing, in the form order', () => {
    expect(missingDeliveryDetails('delivery', { district_id: 7 })).toEqual(['customer_name', 'customer_whatsapp', 'address_street', 'address_number']);
    expect(missingDeliveryDetails('delivery', { ...complete, customer_name: '  ', address_number: null })).toEqual(['customer_name', 'address_number']);
    expect(missingDeliveryDetails('delivery', { ...complete, district_id: null })).toEqual(['district_id']);
  });

  it('pickup and table orders need none of it', () => {
    expect(missingDeliveryDetails('retirada', {})).toEqual([]);
    expect(missingDeliveryDetails('local', {})).toEqual([]);
    expect(deliveryDetailsErrors('local', {}, 'pt')).toBeNull();
  });

  it('says each missing field is required, in pt and en', () => {
    expect(deliveryDetailsErrors('delivery', { ...complete, customer_whatsapp: '', address_street: null }, 'pt')).toEqual({
      message: 'O campo WhatsApp do cliente é obrigatório (e mais 1 erro)',
      errors: { customer_whatsapp: ['O campo WhatsApp do cliente é obrigatório'], address_street: ['O campo rua é obrigatório'] },
    });
    expect(deliveryDetailsErrors('delivery', { ...complete, customer_name: null }, 'en')?.errors).toEqual({ customer_name: ["The customer's name field is required"] });
  });
});
