import type { Business } from '@comanda/domain/business/business-schemas';
import {
  DISMISSAL_STORAGE_KEY,
  createDismissal,
  dismissalOwner,
  isDismissalHonoured,
  parseStoredDismissal,
  type StoredDismissal,
} from '@comanda/domain/plans/alert-dismissal';
import { alertType, shouldShowTrialAlert, type AlertType } from '@comanda/domain/plans/plan-alert';
import { isTrialPlan } from '@comanda/domain/plans/plan-status';

/*
 * What the plan alert banner shows (spec §4): the domain's alert type for the business's
 * plan_status, unless the user dismissed it (stored in local storage for the type's duration, per
 * subscription and alert type) or closed it in this browser session. Admins never see it.
 */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type PlanAlertBusiness = Pick<Business, 'id' | 'plan_status'> & { subscription: { id: number } | null };
export type PlanAlert = { type: AlertType; owner: string | number };

/** Session storage key of an alert closed with × (spec §4: hidden for the session). */
export const SESSION_CLOSE_KEY = 'planAlertClosed';

/** The alert the plan calls for, before any dismissal: a trial speaks only from 3 days left (spec §4, §9). */
export function planAlertOf(business: PlanAlertBusiness | null, isAdmin: boolean): PlanAlert | null {
  if (isAdmin || business === null) return null;
  const status = business.plan_status;
  const type = alertType(status);
  if (type === null || (isTrialPlan(status) && !shouldShowTrialAlert(status))) return null;
  return { type, owner: dismissalOwner(business) };
}

// Storage may refuse (private windows, full quota, blocked cookies): the banner then simply shows.
function read(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: StorageLike, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Nothing to do: the alert shows again next time.
  }
}

/** The stored dismissal; corrupt data is removed (spec §4). */
export function readDismissal(local: StorageLike): StoredDismissal | null {
  const raw = read(local, DISMISSAL_STORAGE_KEY);
  const stored = parseStoredDismissal(raw);
  if (raw !== null && stored === null) write(local, DISMISSAL_STORAGE_KEY, null);
  return stored;
}

const sessionMark = (alert: PlanAlert) => `${alert.owner}:${alert.type}`;

export type PlanAlertInput = {
  business: PlanAlertBusiness | null;
  isAdmin: boolean;
  now: Date;
  local: StorageLike;
  session: StorageLike;
};

/** The alert to show now, or null. */
export function visiblePlanAlert({ business, isAdmin, now, local, session }: PlanAlertInput): PlanAlert | null {
  const alert = planAlertOf(business, isAdmin);
  if (alert === null) return null;
  if (read(session, SESSION_CLOSE_KEY) === sessionMark(alert)) return null;
  const honoured = isDismissalHonoured(readDismissal(local), { subscriptionId: alert.owner, alertType: alert.type, now });
  return honoured ? null : alert;
}

/** "Lembrar mais tarde": hidden for the alert type's duration (12 h for a trial warning…). */
export function dismissPlanAlert(local: StorageLike, alert: PlanAlert, now: Date): void {
  write(local, DISMISSAL_STORAGE_KEY, JSON.stringify(createDismissal(alert.type, alert.owner, now)));
}

/** ×: hidden until the browser session ends; a worse alert still shows. */
export function closePlanAlertForSession(session: StorageLike, alert: PlanAlert): void {
  write(session, SESSION_CLOSE_KEY, sessionMark(alert));
}
