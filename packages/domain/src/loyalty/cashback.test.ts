import { describe, expect, it } from 'vitest';
import { bestCashback, cashbackEarned, type CashbackRule } from './cashback';

const rule: CashbackRule = { active: true, percent: 5, min_order: 3000, starts_at: '2026-11-01', ends_at: '2026-11-30', max_per_order: 400 };

describe('cashback', () => {
  it('credits a share of the total within the rule window, above the minimum, up to the cap', () => {
    expect(cashbackEarned(rule, 5000, '2026-11-26')).toBe(250);
    expect(cashbackEarned(rule, 20000, '2026-11-26')).toBe(400);
    expect(cashbackEarned(rule, 2999, '2026-11-26')).toBe(0);
    expect(cashbackEarned(rule, 5000, '2026-12-01')).toBe(0);
    expect(cashbackEarned(rule, 5000, '2026-10-31')).toBe(0);
    expect(cashbackEarned({ ...rule, active: false }, 5000, '2026-11-26')).toBe(0);
  });
  it('one credit per order: the rule that gives the most', () => {
    const more = { ...rule, percent: 10, max_per_order: null };
    expect(bestCashback([rule, more], 5000, '2026-11-26')).toEqual({ rule: more, credit: 500 });
    expect(bestCashback([rule], 1000, '2026-11-26')).toBeNull();
  });
});
