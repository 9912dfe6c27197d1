import { describe, expect, it } from 'vitest';
import { computePlanStatus } from '../plans/plan-status';
import { blockedFeatures, hasFeature, needsUpgrade } from './feature-access';

const now = new Date('2025-08-10T12:00:00Z');
const trial = computePlanStatus({ plan: 'free', expiresAt: new Date('2025-08-20T00:00:00Z'), now });
const trialOver = computePlanStatus({ plan: 'free', expiresAt: new Date('2025-08-01T00:00:00Z'), now });
const pro = computePlanStatus({ plan: 'pro', expiresAt: new Date('2026-08-01T00:00:00Z'), now });

describe('feature access (spec §4)', () => {
  it('a feature is available if its code is in feature_codes', () => {
    expect(hasFeature({ feature_codes: ['pdv'], plan_status: pro }, 'pdv')).toBe(true);
    expect(hasFeature({ feature_codes: ['pdv'], plan_status: pro }, 'coupons')).toBe(false);
  });

  it('during a trial the _trial code also counts', () => {
    expect(hasFeature({ feature_codes: ['pdv_trial'], plan_status: trial }, 'pdv')).toBe(true);
  });

  it('after the trial, or on a paid plan, the _trial code does not count', () => {
    expect(hasFeature({ feature_codes: ['pdv_trial'], plan_status: trialOver }, 'pdv')).toBe(false);
    expect(hasFeature({ feature_codes: ['pdv_trial'], plan_status: pro }, 'pdv')).toBe(false);
  });

  it('admins never need an upgrade', () => {
    const business = { feature_codes: [], plan_status: trialOver };
    expect(needsUpgrade({ is_admin: true }, business, 'reports')).toBe(false);
    expect(needsUpgrade({ is_admin: false }, business, 'reports')).toBe(true);
    expect(needsUpgrade({}, { feature_codes: ['reports'], plan_status: pro }, 'reports')).toBe(false);
  });
});

describe('blocked features list (spec §9)', () => {
  const available = Object.fromEntries(
    ['basic_orders', 'basic_menu', 'pdv', 'pdv_trial', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9'].map((code) => [
      code,
      { name: code.toUpperCase() },
    ]),
  );

  it('lists at most 8, never basic_orders or basic_menu, nor _trial variants', () => {
    const listed = blockedFeatures({ feature_codes: [], plan_status: trialOver }, available);
    expect(listed).toHaveLength(8);
    expect(listed.map((f) => f.code)).toEqual(['pdv', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']);
  });

  it('leaves out what the business can use', () => {
    const listed = blockedFeatures({ feature_codes: ['pdv_trial', 'f1'], plan_status: trial }, available);
    expect(listed.map((f) => f.code)).not.toContain('pdv');
    expect(listed.map((f) => f.code)).not.toContain('f1');
    expect(listed[0]).toEqual({ code: 'f2', name: 'F2' });
  });
});
