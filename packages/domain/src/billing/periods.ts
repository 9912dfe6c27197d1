// Zod-free: a subscription's billing periods (issue 39). A period starts on the anchor's day of the
// month (or year) and ends where the next starts; a day the month lacks is its last day (an anchor
// on the 31st bills on Feb 28, then on Mar 31 again). UTC, to the millisecond of the anchor: the
// same inputs give the same periods on every machine, so (subscription, period) is a stable key.

export type BillingInterval = 'month' | 'year';

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The anchor moved `months` months on, its day clamped to the month's last. */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(targetYear, targetMonth));
  return new Date(Date.UTC(targetYear, targetMonth, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

const monthsOf = (interval: BillingInterval) => (interval === 'year' ? 12 : 1);

/** Period `index` (0 = the first) of a subscription anchored at `anchor`. */
export function periodAt(anchor: Date, interval: BillingInterval, index: number): { index: number; start: Date; end: Date } {
  const step = monthsOf(interval);
  return { index, start: addMonths(anchor, index * step), end: addMonths(anchor, (index + 1) * step) };
}

/** The index of the period `at` falls in (the first before the anchor). */
export function periodIndexAt(anchor: Date, interval: BillingInterval, at: Date): number {
  if (at.getTime() < anchor.getTime()) return 0;
  const step = monthsOf(interval);
  const months = (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (at.getUTCMonth() - anchor.getUTCMonth());
  let index = Math.max(0, Math.floor(months / step));
  // The month count is a guess around month ends and clamped days: settle it against the bounds.
  while (index > 0 && periodAt(anchor, interval, index).start.getTime() > at.getTime()) index--;
  while (periodAt(anchor, interval, index).end.getTime() <= at.getTime()) index++;
  return index;
}

/** The part of the period still ahead at `at`, from 0 to 1 (time, to the millisecond). */
export function remainingFraction(period: { start: Date; end: Date }, at: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = period.end.getTime() - Math.min(Math.max(at.getTime(), period.start.getTime()), period.end.getTime());
  return total > 0 ? left / total : 0;
}
