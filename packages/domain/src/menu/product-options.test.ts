import { describe, expect, it } from 'vitest';
import { lineSubtotal } from '../totals/subtotal';
import { selectOptions } from './product-options';
import type { VariationResource } from './variation';

const group = (over: Partial<VariationResource> & Pick<VariationResource, 'id' | 'items'>): VariationResource => ({
  product_id: 1,
  name: 'g',
  is_required: false,
  min: 0,
  max: 1,
  is_highest_price: false,
  is_average_calc: false,
  available: true,
  ranking: 0,
  ...over,
});
const item = (id: number, amount: number, available = true) => ({ id, variation_id: 0, name: `i${id}`, amount, available, ranking: 0 });

const flavoursAverage = group({ id: 1, min: 1, max: 2, is_required: true, is_average_calc: true, items: [item(11, 4000), item(12, 5000)] });
const flavoursHighest = group({ id: 2, min: 1, max: 2, is_required: true, is_highest_price: true, items: [item(21, 4000), item(22, 5000)] });
const extras = group({ id: 3, max: 3, items: [item(31, 300), item(32, 500, false)] });

function price(groups: VariationResource[], selections: { item_id: number; qty?: number }[], amount = 0) {
  const result = selectOptions(groups, selections);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return lineSubtotal({ id: 1, amount, items: result.options });
}

describe('options priced by their group mode (spec §9)', () => {
  it('half-and-half by average: each flavour costs half', () => {
    expect(price([flavoursAverage], [{ item_id: 11 }, { item_id: 12 }])).toBe(4500);
    expect(price([flavoursAverage], [{ item_id: 12 }])).toBe(5000);
  });
  it('half-and-half by highest price: the dearest flavour', () => {
    expect(price([flavoursHighest], [{ item_id: 21 }, { item_id: 22 }])).toBe(5000);
  });
  it('plain add-ons add up with their quantity, on top of the base price', () => {
    expect(price([extras], [{ item_id: 31, qty: 2 }], 2590)).toBe(3190);
  });
});

describe('choices are checked against the groups', () => {
  it('a required group left empty is too few', () => {
    expect(selectOptions([flavoursAverage], [])).toEqual({ ok: false, problems: [{ reason: 'too_few', variation_id: 1, min: 1 }] });
  });
  it('more picks than max is too many (quantities count)', () => {
    expect(selectOptions([extras], [{ item_id: 31, qty: 4 }])).toEqual({
      ok: false,
      problems: [{ reason: 'too_many', variation_id: 3, max: 3 }],
    });
  });
  it('an unknown or unavailable item is refused', () => {
    const result = selectOptions([extras], [{ item_id: 99 }, { item_id: 32 }]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { reason: 'unknown_item', item_id: 99 },
        { reason: 'item_unavailable', item_id: 32 },
      ],
    });
  });
  it('an unavailable group is neither required nor choosable', () => {
    const paused = { ...flavoursAverage, available: false };
    expect(selectOptions([paused], []).ok).toBe(true);
    expect(selectOptions([paused], [{ item_id: 11 }]).ok).toBe(false);
  });
});
