import { describe, expect, it } from 'vitest';
import { addItem, removeItem, setItemQuantity, tableCallsOnAdd } from './pdv-items';
import { initialPdvState } from './pdv-state';

describe('adding items to the PDV (spec §5)', () => {
  it('a weight item at its minimum weight is added with quantity 1 and its weight', () => {
    const result = addItem(initialPdvState(), { id: 1, amount: 5990, is_weight_based: true, min_weight: 0.2, weight: 0.2, qty: 3 });
    expect(result.added).toBe(true);
    expect(result.state.items).toEqual([{ id: 1, amount: 5990, is_weight_based: true, min_weight: 0.2, weight: 0.2, qty: 1 }]);
  });

  it('a weight item below its minimum is not added: O peso mínimo deve ser maior ou igual a {min} kg', () => {
    const state = initialPdvState();
    const result = addItem(state, { id: 1, amount: 5990, is_weight_based: true, min_weight: 0.2, weight: 0.19 });
    expect(result).toMatchObject({ added: false, reason: 'min_weight_not_reached', message: 'O peso mínimo deve ser maior ou igual a 0,2 kg' });
    expect(result.state).toBe(state);
  });

  it('other items go with their quantity and no weight', () => {
    const result = addItem(initialPdvState(), { id: 2, amount: 1200, qty: 2 });
    expect(result.state.items).toEqual([{ id: 2, amount: 1200, qty: 2, weight: null }]);
  });
});

describe('editing cart items', () => {
  const state = { ...initialPdvState(), items: [{ id: 1, amount: 100, qty: 1 }, { id: 2, amount: 200, qty: 1, is_weight_based: true, weight: 0.5 }] };
  it('sets a quantity, and 0 removes the item', () => {
    expect(setItemQuantity(state, 0, 3).items[0]?.qty).toBe(3);
    expect(setItemQuantity(state, 0, 0).items).toHaveLength(1);
  });
  it('a weight item keeps quantity 1', () => expect(setItemQuantity(state, 1, 4)).toBe(state));
  it('removes by position', () => expect(removeItem(state, 1).items.map((i) => i.id)).toEqual([1]));
});

describe('storing a local order after adding an item (spec §4)', () => {
  it('a free table is opened with the items, then the order is stored', () => {
    expect(tableCallsOnAdd({ status: 'free' })).toEqual(['open_table', 'store_order']);
  });
  it('a table in use is updated, then the order is stored', () => {
    expect(tableCallsOnAdd({ status: 'busy' })).toEqual(['update_table', 'store_order']);
  });
});
