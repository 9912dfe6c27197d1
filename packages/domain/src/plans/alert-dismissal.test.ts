import { describe, expect, it } from 'vitest';
import { DISMISS_HOURS, createDismissal, dismissalOwner, isDismissalHonoured, parseStoredDismissal } from './alert-dismissal';
import type { AlertType } from './plan-alert';

const now = new Date('2025-08-10T15:00:00Z');
const HOUR = 3_600_000;

describe('dismissal durations (spec §4)', () => {
  it('trial_warning 12 h, other trial types 2 h, warning 24 h, others 4 h', () => {
    expect(DISMISS_HOURS).toEqual({
      trial_warning: 12, trial_critical: 2, trial_expired: 2, warning: 24, critical: 4, expired: 4,
    });
  });

  it.each(Object.entries(DISMISS_HOURS) as [AlertType, number][])(
    '%s is honoured just before its %i h and not just after',
    (type, hours) => {
      const stored = createDismissal(type, 42, now);
      const ctx = { subscriptionId: 42, alertType: type };
      expect(isDismissalHonoured(stored, { ...ctx, now: new Date(now.getTime() + hours * HOUR - 1) })).toBe(true);
      expect(isDismissalHonoured(stored, { ...ctx, now: new Date(now.getTime() + hours * HOUR) })).toBe(false);
      expect(isDismissalHonoured(stored, { ...ctx, now: new Date(now.getTime() + hours * HOUR + 1) })).toBe(false);
    },
  );
});

describe('a dismissal is honoured only for the same subscription and alert type', () => {
  const stored = createDismissal('warning', 'sub_1', now);
  it('same subscription and type: honoured', () => {
    expect(isDismissalHonoured(stored, { subscriptionId: 'sub_1', alertType: 'warning', now })).toBe(true);
  });
  it('another subscription: not honoured', () => {
    expect(isDismissalHonoured(stored, { subscriptionId: 'sub_2', alertType: 'warning', now })).toBe(false);
    expect(isDismissalHonoured(stored, { subscriptionId: null, alertType: 'warning', now })).toBe(false);
  });
  it('another alert type (the alert got worse): not honoured', () => {
    expect(isDismissalHonoured(stored, { subscriptionId: 'sub_1', alertType: 'critical', now })).toBe(false);
  });
  it('a numeric id matches its text form', () => {
    expect(isDismissalHonoured(createDismissal('warning', 7, now), { subscriptionId: '7', alertType: 'warning', now })).toBe(true);
  });
  it('nothing stored: not honoured', () => {
    expect(isDismissalHonoured(null, { subscriptionId: 'sub_1', alertType: 'warning', now })).toBe(false);
  });
});

describe('corrupt stored dismissal data is discarded', () => {
  it('reads back what was stored', () => {
    const stored = createDismissal('trial_warning', 9, now);
    expect(parseStoredDismissal(JSON.stringify(stored))).toEqual(stored);
  });
  it('bad JSON, a wrong shape, an unknown alert type or nothing give null', () => {
    for (const raw of ['{not json', '"text"', '{"until":"x","planId":1,"alertType":"warning"}',
      JSON.stringify({ ...createDismissal('warning', 1, now), alertType: 'panic' }), '', null, undefined, 'null', '[]', '42',
      JSON.stringify({ ...createDismissal('warning', 1, now), planId: '' }), JSON.stringify({ ...createDismissal('warning', 1, now), planId: null }),
      JSON.stringify({ ...createDismissal('warning', 1, now), until: '10/08/2025' }), JSON.stringify({ ...createDismissal('warning', 1, now), until: 5 })]) {
      expect(parseStoredDismissal(raw)).toBeNull();
    }
  });
});

describe('whose alert a dismissal belongs to', () => {
  it('the subscription, when there is one', () => {
    expect(dismissalOwner({ id: 3, subscription: { id: 42 } })).toBe(42);
  });
  it('a business on its trial (no subscription yet): the business', () => {
    expect(dismissalOwner({ id: 3, subscription: null })).toBe('business-3');
  });
});
