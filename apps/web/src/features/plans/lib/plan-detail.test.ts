import { describe, expect, it } from 'vitest';
import { planDetail } from './plan-detail';

const status = { is_trial: false, trial_days_remaining: null, expires_at: null, is_expired: false };

describe('the line under the plan name', () => {
  it('counts the trial days left, and says the trial ended at 0 or below (as the banner does)', () => {
    expect(planDetail({ ...status, is_trial: true, trial_days_remaining: 3 })).toEqual({ kind: 'trialDays', count: 3 });
    expect(planDetail({ ...status, is_trial: true, trial_days_remaining: 0 })).toEqual({ kind: 'trialEnded' });
    expect(planDetail({ ...status, is_trial: true, trial_days_remaining: -2 })).toEqual({ kind: 'trialEnded' });
  });

  it("gives a paid plan's date, expired or not", () => {
    expect(planDetail({ ...status, expires_at: '2026-12-01' })).toEqual({ kind: 'validUntil', date: '2026-12-01' });
    expect(planDetail({ ...status, expires_at: '2026-11-01', is_expired: true })).toEqual({ kind: 'expiredOn', date: '2026-11-01' });
    expect(planDetail(status)).toBeNull();
  });
});
