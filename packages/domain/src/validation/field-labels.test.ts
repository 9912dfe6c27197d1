import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, fieldKeyOfPath, fieldLabel } from './field-labels';
import { LANGS } from './lang';

const REQUIRED_FIELDS = [
  'name', 'first_name', 'last_name', 'full_name', 'email', 'password', 'password_confirmation',
  'current_password', 'token', 'whatsapp', 'phone', 'address', 'address_street', 'address_number',
  'address_complement', 'district', 'city', 'state', 'zipcode', 'description', 'amount', 'price',
  'category_id', 'min_weight', 'weight', 'start_date', 'end_date', 'discount_value', 'opening_time',
  'closing_time', 'hour', 'lang', 'avatar', 'logo', 'cover', 'code', 'slug', 'delivery_fee',
];

describe('field labels', () => {
  it.each(LANGS)('every wire field of the forms has a %s label', (lang) => {
    for (const field of REQUIRED_FIELDS) expect(FIELD_LABELS[lang][field], field).toBeTruthy();
  });

  it('both languages label the same fields', () => {
    expect(Object.keys(FIELD_LABELS.en).sort()).toEqual(Object.keys(FIELD_LABELS.pt).sort());
  });

  it('labels are in the language asked for', () => {
    expect(fieldLabel('password', 'pt')).toBe('senha');
    expect(fieldLabel('password', 'en')).toBe('password');
    expect(fieldLabel('zipcode', 'pt')).toBe('CEP');
  });

  it('an unknown field falls back to its key with underscores as spaces', () => {
    expect(fieldLabel('loyalty_min_value', 'pt')).toBe('loyalty min value');
    expect(fieldLabel('toString', 'en')).toBe('toString');
  });

  it('overrides win over the shared labels', () => {
    expect(fieldLabel('name', 'pt', { name: 'nome do produto' })).toBe('nome do produto');
  });

  it('the field of a path is its last named segment, _ for the root', () => {
    expect(fieldKeyOfPath(['items', 0, 'qty'])).toBe('qty');
    expect(fieldKeyOfPath(['items', 0])).toBe('items');
    expect(fieldKeyOfPath([])).toBe('_');
  });
});
