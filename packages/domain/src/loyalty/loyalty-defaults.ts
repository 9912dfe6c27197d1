/** Loyalty points: each point is worth R$ 0,01 unless the business sets otherwise (spec §9). */
export const DEFAULT_LOYALTY_CONFIG = { active: false, min_value: 0, point_value: 0.01 } as const;

/** Stamp card: a reward after 10 orders, a fixed-value reward by default (spec §9). */
export const DEFAULT_STAMP_CARD_CONFIG = {
  is_active: false,
  orders_required: 10,
  min_order_value: 0,
  reward_type: 'fixed',
  reward_value: 0,
} as const;

