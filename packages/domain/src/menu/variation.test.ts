import { describe, expect, it } from 'vitest';
import { fieldErrors } from './test-errors';
import { VariationBodySchema, pricingModeOf } from './variation';

const sizes = { name: 'Tamanho', is_required: true, min: 1, max: 1, items: [{ name: 'Grande', amount: 1000 }] };

describe('variation groups', () => {
  it('accepts a group with defaults for its flags', () => {
    expect(VariationBodySchema.parse(sizes)).toMatchObject({ is_highest_price: false, is_average_calc: false, available: true });
  });
  it('max must not be below min', () => {
    expect(fieldErrors(VariationBodySchema, { ...sizes, min: 3, max: 2 })).toEqual({ max: ['O campo máximo precisa ser 3 ou maior'] });
  });
  it('a required group asks for at least one item', () => {
    expect(fieldErrors(VariationBodySchema, { ...sizes, min: 0 })).toEqual({ min: ['O campo mínimo precisa ser 1 ou maior'] });
  });
  it('highest price and average are exclusive', () => {
    expect(Object.keys(fieldErrors(VariationBodySchema, { ...sizes, is_highest_price: true, is_average_calc: true }))).toEqual([
      'is_average_calc',
    ]);
  });
  it('items need a name and a non-negative price', () => {
    expect(fieldErrors(VariationBodySchema, { ...sizes, items: [{ name: '', amount: -1 }] })).toEqual({
      'items.0.name': ['O campo nome é obrigatório'],
      'items.0.amount': ['O campo valor precisa ser 0 ou maior'],
    });
  });
  it('names its pricing mode', () => {
    expect(pricingModeOf({ is_highest_price: true, is_average_calc: false })).toBe('highest');
    expect(pricingModeOf({ is_highest_price: false, is_average_calc: true })).toBe('average');
    expect(pricingModeOf({ is_highest_price: false, is_average_calc: false })).toBe('sum');
  });
});
