// Zod-free on purpose: the plan alert banner is part of every page's shell (docs/decisions/0007),
// and the stored value is three fields, checked by hand in parseStoredDismissal.
import { ALERT_TYPES, type AlertType } from './plan-alert';

/** How long a dismissed alert stays hidden, in hours (spec §4). */
export const DISMISS_HOURS: Readonly<Record<AlertType, number>> = {
  trial_warning: 12,
  trial_critical: 2,
  trial_expired: 2,
  warning: 24,
  critical: 4,
  expired: 4,
};

const HOUR_MS = 60 * 60 * 1000;

/** The locally stored planAlertDismissed value (spec §3); planId holds the subscription id. */
export type StoredDismissal = { until: string; planId: string | number; alertType: AlertType };

/** Key of the dismissal in local storage. */
export const DISMISSAL_STORAGE_KEY = 'planAlertDismissed';

export function createDismissal(alertType: AlertType, subscriptionId: string | number, now: Date): StoredDismissal {
  return {
    until: new Date(now.getTime() + DISMISS_HOURS[alertType] * HOUR_MS).toISOString(),
    planId: subscriptionId,
    alertType,
  };
}

/**
 * Reads the stored value; null for anything corrupt (bad JSON, wrong shape), which the caller then
 * removes from storage.
 */
export function parseStoredDismissal(raw: string | null | undefined): StoredDismissal | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { until, planId, alertType } = value as Record<string, unknown>;
  const types: readonly unknown[] = ALERT_TYPES;
  const validUntil = typeof until === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(until) && !Number.isNaN(Date.parse(until));
  const validPlan = (typeof planId === 'string' && planId !== '') || (typeof planId === 'number' && Number.isFinite(planId));
  if (!validUntil || !validPlan || !types.includes(alertType)) return null;
  return { until, planId, alertType: alertType as AlertType };
}

/**
 * Whose alert a dismissal belongs to: the subscription's id (spec §4). A business on its trial has no
 * subscription yet, so its trial is keyed by the business; the first subscription then shows the
 * alerts again, as a renewed one does.
 */
export function dismissalOwner(business: { id: number; subscription: { id: number | string } | null }): string | number {
  return business.subscription?.id ?? `business-${business.id}`;
}

export type DismissalContext = { subscriptionId: string | number | null | undefined; alertType: AlertType; now: Date };

/**
 * A dismissal hides the alert only for the same subscription and alert type, and only until its
 * time: a renewed subscription or a worse alert shows again.
 */
export function isDismissalHonoured(stored: StoredDismissal | null, { subscriptionId, alertType, now }: DismissalContext): boolean {
  if (!stored || subscriptionId === null || subscriptionId === undefined) return false;
  if (String(stored.planId) !== String(subscriptionId) || stored.alertType !== alertType) return false;
  return now.getTime() < new Date(stored.until).getTime();
}
