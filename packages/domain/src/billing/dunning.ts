// Zod-free: which reminder an open invoice is owed now (issue 39, dunning). Each kind is sent once per
// invoice (the caller's unique key is the invoice and the kind); a run that missed a window sends
// only the reminder of the moment it runs, never a late "vence em 3 dias" for an invoice already overdue.

import { GRACE_DAYS, type SubscriptionStatus } from './subscription';

export const REMINDER_KINDS = ['upcoming', 'overdue', 'suspended'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Days before the due date that "your invoice falls due" goes out. */
export const REMIND_BEFORE_DAYS = 3;
/** Days after the due date that "your invoice is overdue" goes out (with the suspension's date). */
export const REMIND_AFTER_DAYS = 1;

const DAY_MS = 86_400_000;

export function reminderDue(invoice: { status: string; dueAt: Date }, subscription: SubscriptionStatus, now: Date): ReminderKind | null {
  if (invoice.status !== 'open' || subscription === 'canceled') return null;
  if (subscription === 'suspended') return 'suspended';
  const fromDue = now.getTime() - invoice.dueAt.getTime();
  if (fromDue >= REMIND_AFTER_DAYS * DAY_MS) return 'overdue';
  if (fromDue < 0 && -fromDue <= REMIND_BEFORE_DAYS * DAY_MS) return 'upcoming';
  return null;
}

/** When an overdue invoice suspends the subscription (the overdue reminder names the date). */
export function suspensionDate(dueAt: Date): Date {
  return new Date(dueAt.getTime() + GRACE_DAYS * DAY_MS);
}
