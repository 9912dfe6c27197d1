// Zod-free: the stamp card's rules (issue 18, docs/decisions/0033), for the API and the PDV.
import { percentOf } from '../money/money';

/** A reward of a full card: an amount off, a share off, or one unit of a product free. */
export const STAMP_REWARD_TYPES = ['fixed', 'percentage', 'product'] as const;
export type StampRewardType = (typeof STAMP_REWARD_TYPES)[number];

export type StampCard = {
  is_active: boolean;
  /** Qualifying orders that fill the card. */
  orders_required: number;
  /** Centavos an order must reach to earn a stamp; 0: any. */
  min_order_value: number;
  reward_type: StampRewardType;
  /** fixed: centavos; percentage: percent; product: unused (0). */
  reward_value: number;
  reward_product_id: number | null;
};

/** Stamps a finalized and paid order earns: one when it reaches the card's minimum. */
export function stampsEarned(card: Pick<StampCard, 'is_active' | 'min_order_value'>, orderTotal: number): number {
  return card.is_active && orderTotal > 0 && orderTotal >= card.min_order_value ? 1 : 0;
}

/** Whether the stamps fill the card: its reward may be used on the next order. */
export function rewardReady(card: Pick<StampCard, 'is_active' | 'orders_required'>, stamps: number): boolean {
  return card.is_active && stamps >= card.orders_required;
}

/**
 * Centavos the reward takes off an order of `subtotal`: the amount or the share (never more than the
 * subtotal), or, for a free product, the unit price of that product in the order (0 when it is not in it).
 */
export function rewardDiscount(card: Pick<StampCard, 'reward_type' | 'reward_value' | 'reward_product_id'>, subtotal: number, productUnitPrice: number | null): number {
  switch (card.reward_type) {
    case 'fixed':
      return Math.min(subtotal, card.reward_value);
    case 'percentage':
      return Math.min(subtotal, percentOf(subtotal, card.reward_value));
    case 'product':
      return Math.min(subtotal, productUnitPrice ?? 0);
  }
}
