import { describe, expect, it } from 'vitest';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import { cartCount, cartTotal, parseReais, priceChoice, type CartLine } from './cart';

const halfAndHalf = {
  id: 1,
  amount: 0,
  promotional_price: null,
  active_promotion: false,
  is_weight_based: false,
  variations: [
    {
      id: 10,
      is_required: true,
      min: 2,
      max: 2,
      is_highest_price: false,
      is_average_calc: true,
      available: true,
      items: [
        { id: 100, amount: 5000, available: true },
        { id: 101, amount: 6000, available: true },
      ],
    },
  ],
} as unknown as PdvProduct;

const line = (unit_price: number, qty: number, weight: number | null = null): CartLine => ({ key: String(unit_price), product_id: 1, name: 'x', qty, weight, items: [], options: [], comments: null, unit_price });

describe('the bag', () => {
  it('prices a half-and-half by the domain rule (half of each flavour), and names what is missing', () => {
    expect(priceChoice(halfAndHalf, [{ item_id: 100 }, { item_id: 101 }], 2, null)).toEqual({ ok: true, subtotal: 11000 });
    const missing = priceChoice(halfAndHalf, [{ item_id: 100 }], 1, null);
    expect(missing.ok).toBe(false);
  });

  it('totals and counts lines, a weighed line once', () => {
    const lines = [line(5500, 2), line(3000, 1, 0.5)];
    expect(cartTotal(lines)).toBe(14000);
    expect(cartCount(lines)).toBe(3);
  });

  it('reads "troco para" as typed in Brazil', () => {
    expect(parseReais('100')).toBe(10000);
    expect(parseReais('R$ 50,50')).toBe(5050);
    expect(parseReais('1.234,5')).toBe(123450);
    expect(parseReais('')).toBeNull();
    expect(parseReais('abc')).toBeNull();
  });
});
