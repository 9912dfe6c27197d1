import { describe, expect, it } from 'vitest';
import { productPricing, type ProductPromotionRule } from './product-pricing';

const now = new Date('2025-07-05T12:00:00-03:00'); // a Saturday
const tenPercent: ProductPromotionRule = { type: 'percentage', discount_value: 10, active: true };
const fiveReais: ProductPromotionRule = { type: 'fixed', discount_value: 500, active: true };

describe('the product price under its promotions', () => {
  it('no promotion: no promotional price', () => {
    expect(productPricing(2590, [], now)).toEqual({ promotional_price: null, active_promotion: false });
  });
  it('a running percentage promotion: 10% off R$ 25,90 is R$ 23,31', () => {
    expect(productPricing(2590, [tenPercent], now)).toEqual({ promotional_price: 2331, active_promotion: true });
  });
  it('several running promotions: the lowest price wins', () => {
    expect(productPricing(2590, [tenPercent, fiveReais], now).promotional_price).toBe(2090);
    expect(productPricing(3000, [tenPercent, { ...fiveReais, discount_value: 100 }], now).promotional_price).toBe(2700);
  });
  it('a switched-off promotion, or one outside its dates or weekdays, does not count', () => {
    expect(productPricing(2590, [{ ...tenPercent, active: false }], now).active_promotion).toBe(false);
    expect(productPricing(2590, [{ ...tenPercent, end_date: '2025-07-04' }], now).active_promotion).toBe(false);
    expect(productPricing(2590, [{ ...tenPercent, days_of_week: ['monday'] }], now).active_promotion).toBe(false);
    expect(productPricing(2590, [{ ...tenPercent, days_of_week: ['saturday'] }], now).active_promotion).toBe(true);
  });
});
