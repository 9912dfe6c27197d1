import { addDays } from './business-time';

/*
 * The instants that bound a business's local day, so a date filter ("orders of 2026-11-23") becomes a
 * range over created_at that an index serves, instead of converting every row to the local date.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone's wall clock is ahead of UTC at an instant (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the business's day `date` ('YYYY-MM-DD') begins, in its time zone. */
export function businessDayStart(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  // Twice: the offset at UTC midnight may differ from the one at local midnight (a DST change that day).
  let instant = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  instant = midnightUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The instant the day after `date` begins: the exclusive end of `date`. */
export function businessDayEnd(date: string, timeZone: string): Date {
  return businessDayStart(addDays(date, 1), timeZone);
}
