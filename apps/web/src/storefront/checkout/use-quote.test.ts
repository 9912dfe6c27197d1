import { describe, expect, it } from 'vitest';
import { spendOn, type LoyaltyChoice } from './use-quote';

// What the checkout asks to spend of an opened balance, from the server's total before loyalty.
describe('spendOn', () => {
  const choice = (usePoints: boolean, useCashback: boolean): LoyaltyChoice => ({
    grant: { points: { balance: 3000, point_value: 2 }, cashback: { balance: 1000 }, token: 't', expires_at: '' },
    whatsapp: '(11) 97777-1234',
    usePoints,
    useCashback,
  });
  it('cashback first, then the points worth at most what is left', () => {
    expect(spendOn(2500, choice(true, true))).toEqual({ cashback: 1000, points: 750, loyalty_token: 't', customer_whatsapp: '(11) 97777-1234' });
  });
  it('never more than the total, and nothing when nothing is switched on', () => {
    expect(spendOn(600, choice(false, true))).toMatchObject({ cashback: 600, points: null });
    expect(spendOn(600, choice(false, false))).toBeNull();
  });
});
