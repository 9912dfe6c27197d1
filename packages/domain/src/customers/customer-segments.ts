// Zod-free on purpose: the customers page shows each segment's rule without loading zod.

/*
 * The customer segments (issue 18, GET v1/businesses/{id}/customer-segments): the groups an owner
 * aims a WhatsApp campaign at. Each is defined once here: the API counts and filters by these
 * numbers and the customers page says the rule in words with the same numbers.
 */
export const CUSTOMER_SEGMENTS = {
  /** Registered within the last `days` days. */
  new: { days: 30 },
  /** At least `min_orders` orders that were not canceled. */
  recurring: { min_orders: 2 },
  /** Has ordered, but not within the last `days` days. */
  inactive: { days: 30 },
  /** The `percent`% who spent most (at least one customer when anyone spent anything). */
  top_spenders: { percent: 10 },
} as const;

export type CustomerSegment = keyof typeof CUSTOMER_SEGMENTS;
export const CUSTOMER_SEGMENT_NAMES = Object.keys(CUSTOMER_SEGMENTS) as [CustomerSegment, ...CustomerSegment[]];

/** How many customers the top-spenders segment holds among `withSpend` who spent anything. */
export function topSpendersCount(withSpend: number): number {
  if (withSpend <= 0) return 0;
  return Math.max(1, Math.ceil((withSpend * CUSTOMER_SEGMENTS.top_spenders.percent) / 100));
}
