import { z } from 'zod';

/*
 * "Today" is the business's today, in its time zone (docs/decisions/0003-business-time-zone.md):
 * at 22:00 in São Paulo it is already tomorrow in UTC, and a promotion must not end early. Computed
 * with Intl, no library; `now` is always a parameter so the rules stay pure and testable.
 */

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Weekdays as the spec lists them (sunday to saturday), matching Date#getDay indexes. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WeekdaySchema = z.enum(WEEKDAYS);

export const WEEKDAY_LABELS: Readonly<Record<'pt' | 'en', Readonly<Record<Weekday, string>>>> = {
  pt: {
    sunday: 'Domingo', monday: 'Segunda-feira', tuesday: 'Terça-feira', wednesday: 'Quarta-feira',
    thursday: 'Quinta-feira', friday: 'Sexta-feira', saturday: 'Sábado',
  },
  en: {
    sunday: 'Sunday', monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday',
    thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday',
  },
};

/** A valid IANA time zone name, as Intl knows them. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z.string().refine(isValidTimeZone, { params: { rule: 'invalid' } });

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD; the parts are read by type anyway.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  date: string;
  minuteOfDay: number;
}

/*
 * The business's wall clock at an instant: its date and minute of the day. Placing an order asks it
 * for the number series and for every product's hours, and Intl takes tens of microseconds each time;
 * every time zone's offset is a whole number of minutes (since the 1970s), so the wall clock of one
 * UTC minute is computed once per zone.
 */
const lastClock = new Map<string, { utcMinute: number; clock: WallClock }>();

function wallClock(now: Date, timeZone: string): WallClock {
  const utcMinute = Math.floor(now.getTime() / 60_000);
  const last = lastClock.get(timeZone);
  if (last && last.utcMinute === utcMinute) return last.clock;
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const clock = { date: `${part('year')}-${part('month')}-${part('day')}`, minuteOfDay: Number(part('hour')) * 60 + Number(part('minute')) };
  if (now.getTime() >= 0) lastClock.set(timeZone, { utcMinute, clock });
  return clock;
}

/** The calendar date ('YYYY-MM-DD') of an instant in the business's time zone. */
export function businessDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return wallClock(now, timeZone).date;
}

/** The weekday of an instant in the business's time zone. */
export function businessWeekday(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Weekday {
  return weekdayOfDate(businessDate(now, timeZone));
}

/** The weekday of a calendar date ('YYYY-MM-DD'), whatever the zone: dates have no zone. */
export function weekdayOfDate(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] as Weekday;
}

/** The calendar date `days` after (or before, when negative) `date`, both 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function previousDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] ?? 'saturday';
}

/** Minutes since midnight of an 'HH:MM' hour. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 'HH:MM' of minutes since midnight (0..1439). */
export function hourOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes since the business's midnight at an instant, in its time zone. */
export function businessMinuteOfDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return wallClock(now, timeZone).minuteOfDay;
}
