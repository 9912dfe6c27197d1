// Zod-free on purpose: the plan alert banner is part of every page's shell (docs/decisions/0007).
import type { Lang } from '../validation/lang';
import { isTrialPlan, type PlanStatus } from './plan-status';

/** Alert thresholds in days (spec §9). */
export const ALERT_THRESHOLDS = { warning: 7, critical: 1, expired: 0 } as const;
/** A trial alert shows from this many days left (spec §9). */
export const TRIAL_ALERT_DAYS = 3;

export const ALERT_TYPES = ['trial_expired', 'trial_critical', 'trial_warning', 'expired', 'critical', 'warning'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

function level(days: number | null, expired: boolean): 'expired' | 'critical' | 'warning' | null {
  if (expired || (days !== null && days <= ALERT_THRESHOLDS.expired)) return 'expired';
  if (days === null) return null;
  if (days <= ALERT_THRESHOLDS.critical) return 'critical';
  if (days <= ALERT_THRESHOLDS.warning) return 'warning';
  return null;
}

/**
 * The plan alert (spec §4): trial_* for a trial, by trial days remaining; expired / critical /
 * warning for a paid or dated plan; none for a free plan with no expiry.
 */
export function alertType(status: PlanStatus): AlertType | null {
  if (isTrialPlan(status)) {
    const found = level(status.trial_days_remaining ?? status.days_until_expiration, status.is_expired);
    return found && `trial_${found}`;
  }
  if (status.current_plan === 'free' && status.expires_at === null) return null;
  return level(status.days_until_expiration, status.is_expired);
}

/** Trial alert (spec §4): shown for a trial that has expired or has at most 3 days left. */
export function shouldShowTrialAlert(status: PlanStatus): boolean {
  if (!isTrialPlan(status)) return false;
  const days = status.trial_days_remaining ?? status.days_until_expiration;
  return status.is_expired || (days !== null && days <= TRIAL_ALERT_DAYS);
}

export const TRIAL_MESSAGES = {
  expired: {
    pt: 'Seu período trial expirou. Algumas funcionalidades foram bloqueadas.',
    en: 'Your trial period has expired. Some features have been blocked.',
  },
  expiresIn: { pt: 'Seu período trial expira em {n} dias.', en: 'Your trial period expires in {n} days.' },
  expiresInOneDay: { pt: 'Seu período trial expira em 1 dia.', en: 'Your trial period expires in 1 day.' },
} as const satisfies Record<string, Record<Lang, string>>;

/** The trial alert's text (spec §8), or null when no trial alert is shown. */
export function trialMessage(status: PlanStatus, lang: Lang): string | null {
  if (!shouldShowTrialAlert(status)) return null;
  const days = status.trial_days_remaining ?? status.days_until_expiration ?? 0;
  if (status.is_expired || days <= 0) return TRIAL_MESSAGES.expired[lang];
  if (days === 1) return TRIAL_MESSAGES.expiresInOneDay[lang];
  return TRIAL_MESSAGES.expiresIn[lang].replace('{n}', String(days));
}
