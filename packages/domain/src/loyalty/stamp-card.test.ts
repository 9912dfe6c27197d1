import { describe, expect, it } from 'vitest';
import { rewardDiscount, rewardReady, stampsEarned, type StampCard } from './stamp-card';

const card: StampCard = { is_active: true, orders_required: 3, min_order_value: 2000, reward_type: 'fixed', reward_value: 1500, reward_product_id: null };

describe('the stamp card', () => {
  it('a qualifying order earns one stamp', () => {
    expect(stampsEarned(card, 2000)).toBe(1);
    expect(stampsEarned(card, 1999)).toBe(0);
    expect(stampsEarned({ ...card, is_active: false }, 5000)).toBe(0);
  });
  it('is full at the orders required', () => {
    expect(rewardReady(card, 2)).toBe(false);
    expect(rewardReady(card, 3)).toBe(true);
    expect(rewardReady({ ...card, is_active: false }, 5)).toBe(false);
  });
  it('its reward: an amount, a share, or a product free, never more than the order', () => {
    expect(rewardDiscount(card, 5000, null)).toBe(1500);
    expect(rewardDiscount(card, 1000, null)).toBe(1000);
    expect(rewardDiscount({ ...card, reward_type: 'percentage', reward_value: 20 }, 5000, null)).toBe(1000);
    expect(rewardDiscount({ ...card, reward_type: 'product', reward_value: 0, reward_product_id: 9 }, 5000, 1290)).toBe(1290);
    expect(rewardDiscount({ ...card, reward_type: 'product', reward_value: 0, reward_product_id: 9 }, 5000, null)).toBe(0);
  });
});
