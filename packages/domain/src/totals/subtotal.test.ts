import { describe, expect, it } from 'vitest';
import { lineSubtotal, optionsUnitPrice } from './subtotal';

const base = { id: 1, amount: 2000 };

describe('item subtotal rules (spec §9)', () => {
  it('otherwise amount times qty', () => {
    expect(lineSubtotal({ ...base, qty: 3 })).toBe(6000);
    expect(lineSubtotal({ ...base, qty: 2, items: [{ item_id: 1, amount: 300, qty: 2 }] })).toBe(2 * (2000 + 600));
  });

  it('an item with the highest-price flag counts its single highest option, once', () => {
    const items = [
      { item_id: 1, amount: 3000, qty: 1, is_highest_price: true },
      { item_id: 2, amount: 4500, qty: 1, is_highest_price: true },
      { item_id: 3, amount: 3900, qty: 2, is_highest_price: true },
    ];
    expect(lineSubtotal({ id: 1, amount: 0, qty: 1, items })).toBe(4500);
    expect(lineSubtotal({ id: 1, amount: 0, qty: 2, items })).toBe(9000);
  });

  it('an item with the average flag splits the amount by the category count', () => {
    const items = [
      { item_id: 1, amount: 4000, is_average_calc: true, category_average_count: 2 },
      { item_id: 2, amount: 5000, is_average_calc: true, category_average_count: 2 },
    ];
    expect(lineSubtotal({ id: 1, amount: 0, qty: 1, items })).toBe(4500);
  });

  it('average shares are added exactly and the line is rounded once: three thirds make a whole', () => {
    const third = { amount: 1000, is_average_calc: true, category_average_count: 3 };
    const items = [1, 2, 3].map((item_id) => ({ item_id, ...third }));
    expect(lineSubtotal({ id: 1, amount: 0, qty: 1, items })).toBe(1000);
    expect(lineSubtotal({ id: 1, amount: 0, qty: 1, items: items.slice(0, 1) })).toBe(333);
    expect(lineSubtotal({ id: 1, amount: 0, qty: 1, items: items.slice(0, 2) })).toBe(667);
  });

  it('an average count of zero or missing counts as one', () => {
    expect(lineSubtotal({ id: 1, amount: 0, items: [{ item_id: 1, amount: 700, is_average_calc: true, category_average_count: null }] })).toBe(700);
  });

  it('the three kinds of option add up on one product', () => {
    const items = [
      { item_id: 1, amount: 3000, is_highest_price: true },
      { item_id: 2, amount: 3500, is_highest_price: true },
      { item_id: 3, amount: 1000, is_average_calc: true, category_average_count: 2 },
      { item_id: 4, amount: 250, qty: 2 },
    ];
    const options = optionsUnitPrice(items);
    expect(Number(options.numerator) / Number(options.denominator)).toBe(3500 + 500 + 500);
    expect(lineSubtotal({ id: 1, amount: 100, qty: 1, items })).toBe(100 + 3500 + 500 + 500);
  });

  it('weight items multiply by weight (price per kg), not by qty', () => {
    expect(lineSubtotal({ id: 1, amount: 5990, is_weight_based: true, weight: 0.347, qty: 4 })).toBe(2079);
    expect(lineSubtotal({ id: 1, amount: 3990, is_weight_based: true, weight: 0.5 })).toBe(1995);
  });

  it('a weight item without a weight costs nothing yet', () => {
    expect(lineSubtotal({ id: 1, amount: 3990, is_weight_based: true })).toBe(0);
  });

  it('an active promotion charges the promotional price', () => {
    expect(lineSubtotal({ ...base, promotional_price: 1500, active_promotion: true, qty: 2 })).toBe(3000);
    expect(lineSubtotal({ ...base, promotional_price: 1500, active_promotion: false, qty: 2 })).toBe(4000);
    expect(lineSubtotal({ ...base, promotional_price: null, active_promotion: true })).toBe(2000);
  });
});
