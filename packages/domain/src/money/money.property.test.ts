import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrderTotals } from '../totals/order-total';
import { lineSubtotal } from '../totals/subtotal';
import { applyDiscount, applyPercentDiscount, percentOf, priceByWeight, roundHalfAwayFromZero } from './money';

const centavos = fc.integer({ min: 0, max: 10_000_000 });
const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
const weightKg = fc.integer({ min: 1, max: 50_000 }).map((grams) => grams / 1000);

const option = fc.record({
  item_id: fc.nat(),
  amount: fc.integer({ min: 0, max: 20_000 }),
  qty: fc.integer({ min: 1, max: 5 }),
  is_highest_price: fc.boolean(),
  is_average_calc: fc.boolean(),
  category_average_count: fc.integer({ min: 1, max: 4 }),
});

const product = fc.record({
  id: fc.nat(),
  amount: fc.integer({ min: 0, max: 100_000 }),
  qty: fc.integer({ min: 1, max: 20 }),
  is_weight_based: fc.boolean(),
  weight: weightKg,
  promotional_price: fc.integer({ min: 0, max: 100_000 }),
  active_promotion: fc.boolean(),
  items: fc.array(option, { maxLength: 5 }),
});

const order = fc.record({
  products: fc.array(product, { maxLength: 8 }),
  deliveryFee: fc.integer({ min: 0, max: 5_000 }),
  serviceChargeFraction: fc.integer({ min: 0, max: 20 }).map((p) => p / 100),
  discount: fc.integer({ min: 0, max: 500_000 }),
});

describe('money properties', () => {
  it('results are always whole centavos: no floating-point drift', () => {
    fc.assert(
      fc.property(centavos, percent, weightKg, (amount, pct, kg) => {
        expect(Number.isInteger(percentOf(amount, pct))).toBe(true);
        expect(Number.isInteger(priceByWeight(amount, kg))).toBe(true);
        expect(Number.isInteger(applyPercentDiscount(amount, pct))).toBe(true);
      }),
    );
  });

  it('rounding is never off by more than half a centavo', () => {
    fc.assert(
      fc.property(centavos, weightKg, (amount, kg) => {
        expect(Math.abs(priceByWeight(amount, kg) - amount * kg)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('rounding is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 10), (value) => {
        expect(roundHalfAwayFromZero(-value)).toBe(-roundHalfAwayFromZero(value) || 0);
      }),
    );
  });

  it('a discount never takes a price below 0 nor above itself', () => {
    fc.assert(
      fc.property(centavos, fc.integer({ min: -1_000_000, max: 20_000_000 }), (price, discount) => {
        const after = applyDiscount(price, discount);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(price);
        expect(price - after).toBeLessThanOrEqual(Math.max(0, discount));
      }),
    );
  });

  it('a percentage discount never takes a price below 0 nor above itself', () => {
    fc.assert(
      fc.property(centavos, percent, (price, pct) => {
        const after = applyPercentDiscount(price, pct);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('order totals are never negative and always whole centavos', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = computeOrderTotals(input);
        for (const value of [totals.total, totals.subtotal, totals.service_charge, totals.discount, ...totals.lines]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('order total = sum of rounded lines + fees + charges − discount, clamped at 0', () => {
    fc.assert(
      fc.property(order, (input) => {
        const totals = computeOrderTotals(input);
        const lines = input.products.map(lineSubtotal);
        const sum = lines.reduce((a, b) => a + b, 0);
        expect(totals.subtotal).toBe(sum);
        expect(totals.total).toBe(Math.max(0, sum + input.deliveryFee + totals.service_charge - input.discount));
        expect(totals.subtotal + totals.delivery_fee + totals.service_charge - totals.discount).toBe(totals.total);
      }),
    );
  });
});
