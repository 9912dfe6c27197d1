import { describe, expect, it } from 'vitest';
import { startingPrice } from './starting-price';
import type { VariationResource } from './variation';

let nextId = 1;
const group = (items: [string, number, boolean?][], extra: Partial<VariationResource> = {}): VariationResource => {
  const id = nextId++;
  return {
    id, product_id: 1, name: `Grupo ${id}`, is_required: true, min: 1, max: 1, is_highest_price: false, is_average_calc: false, available: true, ranking: 0,
    items: items.map(([name, amount, available = true]) => ({ id: nextId++, variation_id: id, name, amount, available, ranking: 0 })),
    ...extra,
  };
};
const product = (variations: VariationResource[], extra = {}) => ({ id: 1, amount: 0, promotional_price: null, active_promotion: false, is_weight_based: false, variations, ...extra });
const flavours: [string, number, boolean?][] = [['Margherita', 5990], ['Calabresa', 5790], ['Quatro Queijos', 6490], ['Frango', 5000, false]];

describe('the "a partir de" price of a product priced by its required options', () => {
  it('a half-and-half charged by its dearest flavour starts at its two cheapest available flavours: the dearer of them', () => {
    expect(startingPrice(product([group(flavours, { min: 2, max: 2, is_highest_price: true })]))).toBe(5990);
  });

  it('a half-and-half charged by the average starts at the average of its two cheapest flavours', () => {
    expect(startingPrice(product([group(flavours, { min: 2, max: 2, is_average_calc: true })]))).toBe(5890);
  });

  it('adds the cheapest pick of each other required group, leaves optional groups out, and counts the product\'s own (promotional) price', () => {
    const sizes = group([['Broto', 0], ['Grande', 1500]]);
    const crust = group([['Catupiry', 800]], { is_required: false, min: 0 });
    expect(startingPrice(product([group(flavours, { min: 2, max: 2, is_highest_price: true }), sizes, crust]))).toBe(5990);
    expect(startingPrice(product([group([['Pequena', 500], ['Grande', 900]])], { amount: 3000, promotional_price: 2500, active_promotion: true }))).toBe(3000);
  });

  it('is null when nothing must be chosen, or no valid choice exists', () => {
    expect(startingPrice(product([group(flavours, { is_required: false, min: 0 })]))).toBeNull();
    expect(startingPrice(product([]))).toBeNull();
    expect(startingPrice(product([group([['Calabresa', 5790], ['Frango', 5000, false]], { min: 2, max: 2 })]))).toBeNull();
  });

  it('ignores a group that is not offered now', () => {
    expect(startingPrice(product([group(flavours, { available: false })]))).toBeNull();
  });
});
