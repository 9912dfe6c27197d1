import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_CONFIG, DEFAULT_STAMP_CARD_CONFIG } from './loyalty-defaults';

describe('loyalty defaults (spec §9; the order type default is in orders/order-type)', () => {
  it('loyalty point_value is 0.01', () => expect(DEFAULT_LOYALTY_CONFIG.point_value).toBe(0.01));
  it('stamp card orders_required is 10 and reward_type fixed', () => {
    expect(DEFAULT_STAMP_CARD_CONFIG.orders_required).toBe(10);
    expect(DEFAULT_STAMP_CARD_CONFIG.reward_type).toBe('fixed');
  });
});
