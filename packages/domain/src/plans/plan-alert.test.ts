import { describe, expect, it } from 'vitest';
import { alertType, shouldShowTrialAlert, trialMessage } from './plan-alert';
import { computePlanStatus } from './plan-status';
import { PlanStatusSchema } from './plan-status-schema';

const now = new Date('2025-08-10T15:00:00Z');
const planIn = (plan: string, days: number) =>
  computePlanStatus({ plan, expiresAt: new Date(now.getTime() + days * 86_400_000), now });

describe('plan alert type: trial (spec §4)', () => {
  it('exactly 7 days left is trial_warning, 8 is none', () => {
    expect(alertType(planIn('free', 7))).toBe('trial_warning');
    expect(alertType(planIn('free', 8))).toBeNull();
  });
  it('exactly 1 day left is trial_critical, 2 is trial_warning', () => {
    expect(alertType(planIn('free', 1))).toBe('trial_critical');
    expect(alertType(planIn('free', 2))).toBe('trial_warning');
  });
  it('exactly 0 days left is trial_expired, as is any day past', () => {
    expect(alertType(planIn('free', 0))).toBe('trial_expired');
    expect(alertType(planIn('free', -3))).toBe('trial_expired');
  });
});

describe('plan alert type: paid or dated plan (spec §4)', () => {
  it('exactly 7 days left is warning, 8 is none', () => {
    expect(alertType(planIn('pro', 7))).toBe('warning');
    expect(alertType(planIn('pro', 8))).toBeNull();
  });
  it('exactly 1 day left is critical', () => expect(alertType(planIn('pro_yearly', 1))).toBe('critical'));
  it('exactly 0 days left is expired', () => expect(alertType(planIn('pro', 0))).toBe('expired'));
  it('is_expired wins over the day count', () => {
    expect(alertType(PlanStatusSchema.parse({ current_plan: 'pro', is_expired: true, days_until_expiration: 5 }))).toBe('expired');
  });
  it('a paid plan without an expiry shows nothing', () => {
    expect(alertType(PlanStatusSchema.parse({ current_plan: 'pro' }))).toBeNull();
  });
});

describe('no alert for a free plan with no expiry and no trial', () => {
  it('shows nothing', () => expect(alertType(PlanStatusSchema.parse({}))).toBeNull());
});

describe('trial alert (spec §4, §9)', () => {
  it('shows at exactly 3 days left, not at 4', () => {
    expect(shouldShowTrialAlert(planIn('free', 3))).toBe(true);
    expect(shouldShowTrialAlert(planIn('free', 4))).toBe(false);
  });
  it('shows once expired', () => expect(shouldShowTrialAlert(planIn('free', -1))).toBe(true));
  it('never for a paid plan', () => expect(shouldShowTrialAlert(planIn('pro', 1))).toBe(false));
});

describe('trial messages (spec §8)', () => {
  it('expired: Seu período trial expirou. Algumas funcionalidades foram bloqueadas.', () => {
    expect(trialMessage(planIn('free', 0), 'pt')).toBe('Seu período trial expirou. Algumas funcionalidades foram bloqueadas.');
    expect(trialMessage(planIn('free', 0), 'en')).toBe('Your trial period has expired. Some features have been blocked.');
  });
  it('expiring: Seu período trial expira em {n} dias.', () => {
    expect(trialMessage(planIn('free', 3), 'pt')).toBe('Seu período trial expira em 3 dias.');
    expect(trialMessage(planIn('free', 2), 'en')).toBe('Your trial period expires in 2 days.');
  });
  it('one day left reads in the singular', () => expect(trialMessage(planIn('free', 1), 'pt')).toBe('Seu período trial expira em 1 dia.'));
  it('no message when no trial alert shows', () => expect(trialMessage(planIn('free', 5), 'pt')).toBeNull());
});
