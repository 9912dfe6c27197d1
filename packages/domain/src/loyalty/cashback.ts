// Zod-free: the cashback rules (issue 18, docs/decisions/0033), for the API and the settings page.
import { percentOf } from '../money/money';

export type CashbackRule = {
  active: boolean;
  /** Percent of the order's total credited (5 for 5%). */
  percent: number;
  /** Centavos the order must reach; 0: any. */
  min_order: number;
  /** The rule's validity, the business's local days, both included; null: open. */
  starts_at: string | null;
  ends_at: string | null;
  /** Centavos at most per order; null: no cap. */
  max_per_order: number | null;
};

/** Centavos a finalized and paid order of `total` earns under the rule on `today` (0 when it does not apply). */
export function cashbackEarned(rule: CashbackRule, total: number, today: string): number {
  if (!rule.active || total <= 0 || total < rule.min_order) return 0;
  if (rule.starts_at !== null && today < rule.starts_at) return 0;
  if (rule.ends_at !== null && today > rule.ends_at) return 0;
  const credit = percentOf(total, rule.percent);
  return rule.max_per_order === null ? credit : Math.min(credit, rule.max_per_order);
}

/** The rule that gives the order the most (one credit per order, however many rules apply), and its credit. */
export function bestCashback<R extends CashbackRule>(rules: readonly R[], total: number, today: string): { rule: R; credit: number } | null {
  let best: { rule: R; credit: number } | null = null;
  for (const rule of rules) {
    const credit = cashbackEarned(rule, total, today);
    if (credit > 0 && (!best || credit > best.credit)) best = { rule, credit };
  }
  return best;
}
