import { z } from 'zod';
import { AlertTypeSchema, type AlertType } from './plan-alert';

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
export const StoredDismissalSchema = z.object({
  until: z.iso.datetime({ offset: true }),
  planId: z.union([z.string().min(1), z.number()]),
  alertType: AlertTypeSchema,
});
export type StoredDismissal = z.infer<typeof StoredDismissalSchema>;

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
  try {
    const result = StoredDismissalSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
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
