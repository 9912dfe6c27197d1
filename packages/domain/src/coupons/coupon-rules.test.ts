import { describe, expect, it } from 'vitest';
import { couponDiscount, couponRefusal, isUsedUp, normalizeCouponCode, useRefusal, type CouponTerms } from './coupon-rules';

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  type: 'percentage', percent: 10, amount: null, min_order: 0, starts_at: null, expires_at: null,
  total_uses: null, uses_per_customer: null, first_order_only: false, order_types: ['delivery', 'retirada', 'local'], active: true, ...over,
});
const order = { subtotal: 5000, deliveryFee: 800, orderType: 'delivery' as const, today: '2026-11-26' };
const use = { usesCount: 0, customerKnown: true, customerUses: 0, customerOrders: 0 };

describe('what a coupon takes off', () => {
  it('a percentage of the subtotal, rounded once', () => {
    expect(couponDiscount(terms(), order)).toBe(500);
    expect(couponDiscount(terms({ percent: 12.5 }), { subtotal: 3990, deliveryFee: 0 })).toBe(499);
  });
  it('a fixed amount, never more than the subtotal', () => {
    expect(couponDiscount(terms({ type: 'fixed', percent: null, amount: 1000 }), order)).toBe(1000);
    expect(couponDiscount(terms({ type: 'fixed', percent: null, amount: 9000 }), order)).toBe(5000);
  });
  it('free delivery: the delivery fee', () => {
    expect(couponDiscount(terms({ type: 'free_delivery', percent: null }), order)).toBe(800);
    expect(couponDiscount(terms({ type: 'free_delivery', percent: null }), { ...order, deliveryFee: 0 })).toBe(0);
  });
});

describe('when a coupon does not apply', () => {
  it('its own terms: active, dates (both days included), order type, minimum', () => {
    expect(couponRefusal(terms(), order)).toBeNull();
    expect(couponRefusal(terms({ active: false }), order)).toBe('inactive');
    expect(couponRefusal(terms({ starts_at: '2026-11-27' }), order)).toBe('not_started');
    expect(couponRefusal(terms({ starts_at: '2026-11-26', expires_at: '2026-11-26' }), order)).toBeNull();
    expect(couponRefusal(terms({ expires_at: '2026-11-25' }), order)).toBe('expired');
    expect(couponRefusal(terms({ order_types: ['local'] }), order)).toBe('order_type');
    expect(couponRefusal(terms({ min_order: 5001 }), order)).toBe('min_order');
    expect(couponRefusal(terms({ min_order: 5000 }), order)).toBeNull();
  });
  it('its uses: in all, per customer, first order only', () => {
    expect(useRefusal(terms({ total_uses: 1 }), use)).toBeNull();
    expect(useRefusal(terms({ total_uses: 1 }), { ...use, usesCount: 1 })).toBe('used_up');
    expect(useRefusal(terms({ uses_per_customer: 1 }), { ...use, customerKnown: false })).toBe('customer_required');
    expect(useRefusal(terms({ uses_per_customer: 1 }), { ...use, customerUses: 1 })).toBe('customer_used_up');
    expect(useRefusal(terms({ first_order_only: true }), { ...use, customerOrders: 2 })).toBe('first_order_only');
    expect(useRefusal(terms({ first_order_only: true }), use)).toBeNull();
  });
  it('is used up once its uses in all are taken; unlimited never is', () => {
    expect(isUsedUp({ total_uses: 2 }, 1)).toBe(false);
    expect(isUsedUp({ total_uses: 2 }, 2)).toBe(true);
    expect(isUsedUp({ total_uses: null }, 1000)).toBe(false);
  });
  it('codes compare whatever their case and spaces', () => expect(normalizeCouponCode(' bemVindo10 ')).toBe('BEMVINDO10'));
});
