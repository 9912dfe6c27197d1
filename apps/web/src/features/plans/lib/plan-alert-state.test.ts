import { describe, expect, it } from 'vitest';
import { DISMISSAL_STORAGE_KEY } from '@comanda/domain/plans/alert-dismissal';
import { computePlanStatus } from '@comanda/domain/plans/plan-status';
import {
  SESSION_CLOSE_KEY,
  closePlanAlertForSession,
  dismissPlanAlert,
  readDismissal,
  visiblePlanAlert,
  type PlanAlertBusiness,
  type StorageLike,
} from './plan-alert-state';

const now = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function business(plan: string, expiresInDays: number | null, subscription: { id: number } | null = null): PlanAlertBusiness {
  const expiresAt = expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY);
  return { id: 7, subscription, plan_status: computePlanStatus({ plan, expiresAt, now }) };
}

function setup(b: PlanAlertBusiness | null, { isAdmin = false, local = memoryStorage(), session = memoryStorage() } = {}) {
  return { local, session, at: (when: Date) => visiblePlanAlert({ business: b, isAdmin, now: when, local, session }) };
}

describe('which alert shows', () => {
  it('a trial 3 days from its end: trial_warning, keyed by the business while it has no subscription', () => {
    expect(setup(business('free', 3)).at(now)).toEqual({ type: 'trial_warning', owner: 'business-7' });
  });
  it('a trial 4 days from its end shows nothing yet (trial alert from 3 days)', () => {
    expect(setup(business('free', 4)).at(now)).toBeNull();
  });
  it('a trial that ended: trial_expired', () => {
    expect(setup(business('free', -2)).at(now)?.type).toBe('trial_expired');
  });
  it('a paid plan 5 days from its end: warning, keyed by its subscription', () => {
    expect(setup(business('pro', 5, { id: 31 })).at(now)).toEqual({ type: 'warning', owner: 31 });
  });
  it('the free plan with no expiry, or no business: nothing', () => {
    expect(setup(business('free', null)).at(now)).toBeNull();
    expect(setup(null).at(now)).toBeNull();
  });
  it('admins never see it', () => {
    expect(setup(business('free', -2), { isAdmin: true }).at(now)).toBeNull();
  });
});

describe('dismissal ("Lembrar mais tarde")', () => {
  it('hides a trial warning for 12 hours, in local storage', () => {
    const s = setup(business('free', 3));
    dismissPlanAlert(s.local, s.at(now)!, now);
    expect(JSON.parse(s.local.data.get(DISMISSAL_STORAGE_KEY)!)).toEqual({
      until: new Date(now.getTime() + 12 * HOUR).toISOString(),
      planId: 'business-7',
      alertType: 'trial_warning',
    });
    expect(s.at(new Date(now.getTime() + 12 * HOUR - 1))).toBeNull();
    expect(s.at(new Date(now.getTime() + 12 * HOUR))?.type).toBe('trial_warning');
  });
  it('hides an expired trial for 2 hours only', () => {
    const s = setup(business('free', -1));
    dismissPlanAlert(s.local, s.at(now)!, now);
    expect(s.at(new Date(now.getTime() + 2 * HOUR - 1))).toBeNull();
    expect(s.at(new Date(now.getTime() + 2 * HOUR))).not.toBeNull();
  });
  it('a worse alert or another subscription shows again', () => {
    const local = memoryStorage();
    const warned = setup(business('pro', 5, { id: 31 }), { local });
    dismissPlanAlert(local, warned.at(now)!, now);
    expect(warned.at(now)).toBeNull();
    expect(setup(business('pro', 1, { id: 31 }), { local }).at(now)?.type).toBe('critical');
    expect(setup(business('pro', 5, { id: 32 }), { local }).at(now)?.type).toBe('warning');
  });
});

describe('corrupt stored data', () => {
  it.each(['{not json', '"text"', '{"until":"x","planId":"business-7","alertType":"trial_warning"}', '{"until":"2099-01-01T00:00:00Z","planId":"business-7","alertType":"panic"}'])(
    'is removed and the alert shows: %s',
    (raw) => {
      const local = memoryStorage({ [DISMISSAL_STORAGE_KEY]: raw, other: 'kept' });
      expect(setup(business('free', 3), { local }).at(now)?.type).toBe('trial_warning');
      expect(local.data.has(DISMISSAL_STORAGE_KEY)).toBe(false);
      expect(local.data.get('other')).toBe('kept');
    },
  );
  it('nothing stored: nothing removed', () => {
    const local = memoryStorage();
    expect(readDismissal(local)).toBeNull();
    expect(local.data.size).toBe(0);
  });
  it('a storage that refuses to be read or written: the alert shows and nothing breaks', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const s = setup(business('free', 3), { local: refusing, session: refusing });
    const alert = s.at(now)!;
    expect(alert.type).toBe('trial_warning');
    expect(() => dismissPlanAlert(refusing, alert, now)).not.toThrow();
    expect(() => closePlanAlertForSession(refusing, alert)).not.toThrow();
  });
});

describe('the close button (×): hidden for the session', () => {
  it('hides it in this browser session only, whatever the time', () => {
    const s = setup(business('free', 3));
    closePlanAlertForSession(s.session, s.at(now)!);
    expect(s.session.data.get(SESSION_CLOSE_KEY)).toBe('business-7:trial_warning');
    expect(s.local.data.size).toBe(0);
    expect(s.at(new Date(now.getTime() + 3 * DAY))).toBeNull();
    // A new session (empty session storage) shows it again.
    expect(setup(business('free', 3), { local: s.local }).at(now)?.type).toBe('trial_warning');
  });
  it('a worse alert shows even after a close', () => {
    const session = memoryStorage();
    closePlanAlertForSession(session, setup(business('free', 3)).at(now)!);
    expect(setup(business('free', 1), { session }).at(now)?.type).toBe('trial_critical');
  });
});
