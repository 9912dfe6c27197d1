import { describe, expect, it } from 'vitest';
import { computePlanStatus, daysUntil, isTrial, isTrialExpired, isTrialPlan } from './plan-status';
import { PlanStatusSchema } from './plan-status-schema';

const now = new Date('2025-08-10T15:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('plan_status schema', () => {
  it('defaults current_plan to free', () => {
    expect(PlanStatusSchema.parse({})).toEqual({
      current_plan: 'free',
      expires_at: null,
      is_expired: false,
      days_until_expiration: null,
      is_trial: false,
      trial_days_remaining: null,
    });
  });
});

describe('computePlanStatus', () => {
  it('a free plan with no expiry is neither a trial nor expired', () => {
    expect(computePlanStatus({ plan: null, expiresAt: null, now })).toEqual(PlanStatusSchema.parse({}));
  });

  it('a trial is a free plan with an expiry', () => {
    expect(computePlanStatus({ plan: 'free', expiresAt: inDays(5), now })).toMatchObject({
      is_trial: true,
      is_expired: false,
      days_until_expiration: 5,
      trial_days_remaining: 5,
    });
  });

  it('a paid plan counts days until expiration and has no trial days', () => {
    expect(computePlanStatus({ plan: 'pro', expiresAt: inDays(30).toISOString(), now })).toMatchObject({
      current_plan: 'pro',
      is_trial: false,
      days_until_expiration: 30,
      trial_days_remaining: null,
    });
  });

  it('expires exactly at its time', () => {
    expect(computePlanStatus({ plan: 'pro', expiresAt: now, now })).toMatchObject({ is_expired: true, days_until_expiration: 0 });
    expect(computePlanStatus({ plan: 'pro', expiresAt: new Date(now.getTime() + 1), now }).is_expired).toBe(false);
  });

  it('an unreadable expiry counts as none', () => {
    expect(computePlanStatus({ plan: 'pro', expiresAt: 'soon', now }).expires_at).toBeNull();
  });
});

describe('days until expiration', () => {
  it('a started day counts as a day', () => {
    expect(daysUntil(new Date(now.getTime() + 5 * 3_600_000), now)).toBe(1);
    expect(daysUntil(inDays(1), now)).toBe(1);
    expect(daysUntil(new Date(inDays(1).getTime() + 1), now)).toBe(2);
  });
  it('is 0 or less once passed, never -0', () => {
    expect(Object.is(daysUntil(new Date(now.getTime() - 3_600_000), now), 0)).toBe(true);
    expect(daysUntil(inDays(-2), now)).toBe(-2);
  });
});

describe('trial definitions (spec §4)', () => {
  const trial = computePlanStatus({ plan: 'free', expiresAt: inDays(2), now });
  const over = computePlanStatus({ plan: 'free', expiresAt: inDays(-1), now });
  const pro = computePlanStatus({ plan: 'pro', expiresAt: inDays(-1), now });

  it('trial = free plan with an expiry and not expired', () => {
    expect(isTrial(trial)).toBe(true);
    expect(isTrial(over)).toBe(false);
    expect(isTrial(pro)).toBe(false);
  });
  it('trial expired = free plan and expired', () => {
    expect(isTrialExpired(over)).toBe(true);
    expect(isTrialExpired(trial)).toBe(false);
    expect(isTrialExpired(pro)).toBe(false);
  });
  it('a trial plan is still a trial plan once over', () => expect(isTrialPlan(over)).toBe(true));
});
