import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_WEIGHT_KG, minWeightOf, toOrderLine } from './order-line';

const weighed = { id: 9, amount: 5990, is_weight_based: true, min_weight: 0.3 };

describe('weight items must reach min_weight (spec §5)', () => {
  it('exactly the minimum weight is added, with quantity 1 and its weight', () => {
    expect(toOrderLine({ ...weighed, weight: 0.3, qty: 5 })).toEqual({
      added: true,
      line: { ...weighed, weight: 0.3, qty: 1 },
    });
  });

  it("just below the minimum is not added, with the spec's message naming the minimum", () => {
    expect(toOrderLine({ ...weighed, weight: 0.299 })).toEqual({
      added: false,
      reason: 'min_weight_not_reached',
      min_weight: 0.3,
      message: 'O peso mínimo deve ser maior ou igual a 0,3 kg',
    });
    expect(toOrderLine({ ...weighed, weight: 0.299 }, 'en')).toMatchObject({ message: 'The minimum weight must be greater than or equal to 0.3 kg' });
    expect(toOrderLine({ id: 1, amount: 100, is_weight_based: true, weight: 0 })).toMatchObject({ message: 'O peso mínimo deve ser maior ou igual a 0,001 kg' });
  });

  it('without a min_weight the minimum is 0.001 kg', () => {
    expect(DEFAULT_MIN_WEIGHT_KG).toBe(0.001);
    expect(minWeightOf({ min_weight: null })).toBe(0.001);
    expect(toOrderLine({ id: 1, amount: 100, is_weight_based: true, weight: 0.001 }).added).toBe(true);
    expect(toOrderLine({ id: 1, amount: 100, is_weight_based: true, weight: 0.0009 }).added).toBe(false);
  });

  it('a weight item with no weight is not added', () => {
    expect(toOrderLine({ id: 1, amount: 100, is_weight_based: true }).added).toBe(false);
  });

  it('other items go with their quantity and no weight', () => {
    expect(toOrderLine({ id: 2, amount: 1200, qty: 3, weight: 2 })).toEqual({
      added: true,
      line: { id: 2, amount: 1200, qty: 3, weight: null },
    });
  });
});
