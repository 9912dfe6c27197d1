import { describe, expect, it } from 'vitest';
import type { ProductResource } from '@comanda/domain/menu/product';
import { emptyProductValues, productFormSchema, productValues, toProductBody, weightText, type ProductFormValues } from './product-form-values';

const values = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductValues(3),
  name: 'Pizza margherita',
  amount: 4590,
  ...over,
});

describe('toProductBody', () => {
  it('sends no minimum weight for a product not sold by weight, whatever the hidden field holds', () => {
    expect(toProductBody(values({ is_weight_based: false, min_weight: '0,5' })).min_weight).toBeNull();
  });

  it('keeps the minimum weight as typed for a product sold by weight; empty means none', () => {
    expect(toProductBody(values({ is_weight_based: true, min_weight: ' 0,25 ' })).min_weight).toBe('0,25');
    expect(toProductBody(values({ is_weight_based: true, min_weight: '  ' })).min_weight).toBeNull();
  });

  it('reads a blank description as none', () => {
    expect(toProductBody(values({ description: '   ' })).description).toBeNull();
    expect(toProductBody(values({ description: ' Molho e queijo ' })).description).toBe('Molho e queijo');
  });
});

describe('productFormSchema (the domain schema over the form values)', () => {
  it('gives the API body, with a comma weight read as kilograms', () => {
    const parsed = productFormSchema.parse(values({ is_weight_based: true, min_weight: '0,300', amount: 8990 }));
    expect(parsed).toEqual({
      name: 'Pizza margherita',
      description: null,
      category_id: 3,
      amount: 8990,
      is_weight_based: true,
      min_weight: 0.3,
      active: true,
    });
  });

  it('refuses a missing category and a weight below 0.001 kg, on their own fields', () => {
    const result = productFormSchema.safeParse(values({ category_id: undefined, is_weight_based: true, min_weight: '0,0001' }));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['category_id', 'min_weight']);
  });
});

describe('weightText', () => {
  it('writes kilograms the way each language types them, without trailing zeros', () => {
    expect(weightText(0.25, 'pt-BR')).toBe('0,25');
    expect(weightText(0.25, 'en-US')).toBe('0.25');
    expect(weightText(1.5, 'pt')).toBe('1,5');
    expect(weightText(null, 'pt')).toBe('');
  });
});

describe('productValues', () => {
  it('fills the form from a saved product, in the UI language', () => {
    const product = {
      name: 'Picanha',
      description: null,
      category_id: 9,
      amount: 12990,
      is_weight_based: true,
      min_weight: 0.2,
      active: false,
    } as ProductResource;
    expect(productValues(product, 'pt')).toEqual({
      name: 'Picanha',
      description: '',
      category_id: 9,
      amount: 12990,
      is_weight_based: true,
      min_weight: '0,2',
      active: false,
    });
  });
});
