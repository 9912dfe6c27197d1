import { describe, expect, it } from 'vitest';
import { CategoryBodySchema, RankingBodySchema } from './menu-category';
import { ProductCreateBodySchema, ProductImportBodySchema, ProductUpdateBodySchema } from './product';
import { fieldErrors } from './test-errors';

const pizza = { category_id: 1, name: 'Pizza Margherita', amount: 2590 };

describe('product body (spec §3 Product)', () => {
  it('defaults to active and sold by unit', () => {
    expect(ProductCreateBodySchema.parse(pizza)).toMatchObject({ active: true, is_weight_based: false });
  });
  it('a negative price is refused on amount', () => {
    expect(fieldErrors(ProductCreateBodySchema, { ...pizza, amount: -1 })).toEqual({ amount: ['O campo valor precisa ser 0 ou maior'] });
  });
  it('a price in reais with decimals is refused: amounts are centavos', () => {
    expect(Object.keys(fieldErrors(ProductCreateBodySchema, { ...pizza, amount: 25.9 }))).toEqual(['amount']);
  });
  it('min_weight takes a comma or a dot and must be at least 0,001 kg', () => {
    expect(ProductCreateBodySchema.parse({ ...pizza, is_weight_based: true, min_weight: '0,25' }).min_weight).toBe(0.25);
    expect(fieldErrors(ProductCreateBodySchema, { ...pizza, is_weight_based: true, min_weight: '0,0001' })).toEqual({
      min_weight: ['O peso mínimo deve ser maior ou igual a 0,001 kg'],
    });
  });
  it('an update may carry only what changes (pausing sends active)', () => {
    expect(ProductUpdateBodySchema.parse({ active: false })).toEqual({ active: false });
    expect(Object.keys(fieldErrors(ProductUpdateBodySchema, { colour: 'red' }))).toEqual(['_']);
  });
});

describe('confirming a free product, and imports that would be free', () => {
  it('create and update carry the optional confirm_free flag', () => {
    expect(ProductCreateBodySchema.parse({ ...pizza, amount: 0, confirm_free: true }).confirm_free).toBe(true);
    expect(ProductUpdateBodySchema.parse({ active: true, confirm_free: true })).toEqual({ active: true, confirm_free: true });
  });
  it('an imported product needs a price: it is offered at once', () => {
    expect(fieldErrors(ProductImportBodySchema, { category_id: 1, products: [{ name: 'Água', amount: 0 }] })).toEqual({
      'products.0.amount': ['O campo valor é obrigatório'],
    });
    expect(fieldErrors(ProductImportBodySchema, { category_id: 1, products: [{ name: 'Água', amount: -5 }] })).toEqual({
      'products.0.amount': ['O campo valor precisa ser 0 ou maior'],
    });
  });
});

describe('category body and ranking', () => {
  it('needs a name', () => {
    expect(fieldErrors(CategoryBodySchema, { name: '  ' })).toEqual({ name: ['O campo nome é obrigatório'] });
  });
  it('a ranking lists each id once', () => {
    expect(fieldErrors(RankingBodySchema, { ids: [1, 2, 1] })).toEqual({ ids: ['O campo ordem tem valores repetidos'] });
  });
});
