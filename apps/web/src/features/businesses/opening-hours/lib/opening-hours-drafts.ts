import type { OpeningException, OpeningHours, OpeningRange } from '@comanda/domain/business/opening-hours';
import type { Weekday } from '@comanda/domain/time/business-time';

/*
 * The opening-hours form edits the whole document (week and exceptions) and saves it at once, as
 * the API takes it. These helpers keep the edits pure so they are tested without rendering.
 */

/** A new range: a lunch shift, which the owner then adjusts. */
export const NEW_RANGE: OpeningRange = { opening_time: '11:00', closing_time: '15:00' };

/** A range running past midnight (18:00–02:00 ends the next day). */
export function crossesMidnight(range: OpeningRange): boolean {
  return range.closing_time < range.opening_time;
}

export function withDay(hours: OpeningHours, day: Weekday, ranges: OpeningRange[]): OpeningHours {
  return { ...hours, week: { ...hours.week, [day]: ranges } };
}

/** Gives `targets` the ranges of `source` (copies, so editing one day never edits another). */
export function copyDay(hours: OpeningHours, source: Weekday, targets: readonly Weekday[]): OpeningHours {
  const week = { ...hours.week };
  for (const day of targets) week[day] = hours.week[source].map((range) => ({ ...range }));
  return { ...hours, week };
}

export function withException(hours: OpeningHours, index: number, exception: OpeningException): OpeningHours {
  return { ...hours, exceptions: hours.exceptions.map((e, i) => (i === index ? exception : e)) };
}

export function withoutException(hours: OpeningHours, index: number): OpeningHours {
  return { ...hours, exceptions: hours.exceptions.filter((_, i) => i !== index) };
}

/** A new exception: a holiday closed all day, on the first date not taken yet from `from` on. */
export function addException(hours: OpeningHours, from: string): OpeningHours {
  const taken = new Set(hours.exceptions.map((e) => e.date));
  let date = from;
  while (taken.has(date)) date = nextDate(date);
  return { ...hours, exceptions: [...hours.exceptions, { date, closed: true, ranges: [] }] };
}

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Whether the form differs from what was saved (key order aside). */
export function isChanged(saved: OpeningHours, draft: OpeningHours): boolean {
  return JSON.stringify(normalized(saved)) !== JSON.stringify(normalized(draft));
}

function normalized(hours: OpeningHours) {
  const ranges = (list: readonly OpeningRange[]) => list.map((r) => [r.opening_time, r.closing_time]);
  return {
    week: Object.entries(hours.week).sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => [day, ranges(list)]),
    exceptions: hours.exceptions.map((e) => [e.date, e.closed, ranges(e.ranges)]),
  };
}
