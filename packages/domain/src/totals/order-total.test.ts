import { describe, expect, it } from 'vitest';
import { computeOrderTotals, serviceChargeOf } from './order-total';

describe('order total = subtotal + delivery fee + service charge − discount', () => {
  it('adds the rounded lines, the fee and the charge, then takes the discount', () => {
    const totals = computeOrderTotals({
      products: [
        { id: 1, amount: 2500, qty: 2 },
        { id: 2, amount: 5990, is_weight_based: true, weight: 0.347 },
      ],
      deliveryFee: 700,
      serviceChargeFraction: 0.1,
      discount: 1000,
    });
    expect(totals).toEqual({
      lines: [5000, 2079],
      subtotal: 7079,
      delivery_fee: 700,
      service_charge: 708,
      discount: 1000,
      total: 7079 + 700 + 708 - 1000,
    });
  });

  it('never goes below 0, and reports the discount actually applied', () => {
    const totals = computeOrderTotals({ products: [{ id: 1, amount: 1000 }], discount: 5000 });
    expect(totals.total).toBe(0);
    expect(totals.discount).toBe(1000);
  });

  it('an empty order costs only its delivery fee', () => {
    expect(computeOrderTotals({ products: [], deliveryFee: 500 }).total).toBe(500);
  });

  it('a negative fee or discount is ignored', () => {
    expect(computeOrderTotals({ products: [{ id: 1, amount: 1000 }], deliveryFee: -500, discount: -100 }).total).toBe(1000);
  });
});

describe('service charge', () => {
  it('is the fraction of the subtotal, rounded half away from zero', () => {
    expect(serviceChargeOf(1005, 0.1)).toBe(101);
    expect(serviceChargeOf(1004, 0.1)).toBe(100);
  });
  it('is zero without a positive fraction', () => {
    expect(serviceChargeOf(1000, 0)).toBe(0);
    expect(serviceChargeOf(1000, Number.NaN)).toBe(0);
  });
});
