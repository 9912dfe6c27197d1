import { z } from 'zod';
import { isEmptyRange, scheduleHour } from '../menu/product-schedule';
import {
  DEFAULT_TIME_ZONE,
  WEEKDAYS,
  WeekdaySchema,
  addDays,
  businessDate,
  businessMinuteOfDay,
  hourOf,
  minutesOf,
  weekdayOfDate,
  type Weekday,
} from '../time/business-time';
import { isoDate } from '../validation/rules';
import { MAX_ROW_ID } from '../validation/row-id';

/*
 * The business's opening hours (horarios, issue 14): per weekday zero or more ranges, plus dated
 * exceptions (a holiday closed all day, or special ranges that replace the weekday's on that date).
 * Hours are the business's wall clock in its time zone (decision 0003). As with product schedules, a
 * closing time before the opening one crosses midnight (18:00–02:00 runs until 2 a.m. of the next
 * day) and the closing minute is included (00:00–23:59 is the whole day).
 */

/** At most this many ranges a day (lunch, dinner, late night… with room to spare). */
export const MAX_RANGES_PER_DAY = 6;
export const MAX_EXCEPTIONS = 366;

const RangeSchema = z
  .strictObject({ opening_time: scheduleHour(), closing_time: scheduleHour() })
  .superRefine((range, ctx) => {
    if (isEmptyRange({ is_active: true, ...range })) ctx.addIssue({ code: 'custom', input: range.closing_time, path: ['closing_time'], params: { rule: 'empty_range' } });
  });
export type OpeningRange = z.infer<typeof RangeSchema>;

const DayRangesSchema = z.array(RangeSchema).max(MAX_RANGES_PER_DAY);

/** A day's ranges as minutes from that day's midnight; a range crossing midnight ends after 1440. */
export function spanOf(range: OpeningRange): { start: number; end: number } {
  const start = minutesOf(range.opening_time);
  const close = minutesOf(range.closing_time);
  // `end` is exclusive: the closing minute itself is still open.
  return { start, end: (close < start ? close + 1440 : close) + 1 };
}

/** Refuses, on the later range's opening time, a range of the day that overlaps an earlier one. */
function refuseOverlaps(ranges: readonly OpeningRange[], ctx: z.RefinementCtx, path: readonly (string | number)[]): void {
  const valid = /^([01]\d|2[0-3]):[0-5]\d$/;
  ranges.forEach((range, j) => {
    if (!valid.test(range.opening_time) || !valid.test(range.closing_time)) return;
    const a = spanOf(range);
    const clash = ranges.slice(0, j).some((other) => {
      if (!valid.test(other.opening_time) || !valid.test(other.closing_time)) return false;
      const b = spanOf(other);
      return a.start < b.end && b.start < a.end;
    });
    if (clash) ctx.addIssue({ code: 'custom', input: range.opening_time, path: [...path, j, 'opening_time'], params: { rule: 'overlapping_range' } });
  });
}

const WeekSchema = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, DayRangesSchema])) as Record<Weekday, typeof DayRangesSchema>)
  .superRefine((week, ctx) => {
    for (const day of WEEKDAYS) refuseOverlaps(week[day], ctx, [day]);
  });

const ExceptionSchema = z
  .strictObject({ date: isoDate(), closed: z.boolean(), ranges: DayRangesSchema })
  .superRefine((exception, ctx) => {
    // Special hours with no range would be a closed day told twice; ask for the range instead.
    if (!exception.closed && exception.ranges.length === 0) ctx.addIssue({ code: 'custom', input: undefined, path: ['ranges'], params: { rule: 'required' } });
    if (!exception.closed) refuseOverlaps(exception.ranges, ctx, ['ranges']);
  })
  // A closed day keeps no ranges, whatever was sent.
  .transform((exception) => (exception.closed ? { ...exception, ranges: [] } : exception));
export type OpeningException = z.infer<typeof ExceptionSchema>;

const hoursShape = { week: WeekSchema, exceptions: z.array(ExceptionSchema).max(MAX_EXCEPTIONS) };

/** Two exceptions for one date would contradict each other: the later is refused. */
function refuseRepeatedDates(hours: { exceptions: readonly { date: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  hours.exceptions.forEach((exception, i) => {
    if (seen.has(exception.date)) ctx.addIssue({ code: 'custom', input: exception.date, path: ['exceptions', i, 'date'], params: { rule: 'distinct' } });
    seen.add(exception.date);
  });
}

export const OpeningHoursSchema = z.strictObject(hoursShape).superRefine(refuseRepeatedDates);
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/**
 * What PUT …/schedules takes: the whole week and its exceptions, with the version it was read at (a
 * save over a newer version is refused, so two editors never mix their weeks).
 */
export const OpeningHoursBodySchema = z.strictObject({ ...hoursShape, version: z.number().int().min(0).max(MAX_ROW_ID - 1) }).superRefine(refuseRepeatedDates);
export type OpeningHoursBody = z.infer<typeof OpeningHoursBodySchema>;

/** A business that never set its hours: no range at all, so it never shows as open. */
export const EMPTY_OPENING_HOURS: OpeningHours = {
  week: { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] },
  exceptions: [],
};

/** A moment on the business's wall clock, with how many of its days away it is (0 today, 1 tomorrow). */
export const LocalMomentSchema = z.object({
  date: z.string(),
  weekday: WeekdaySchema,
  time: z.string(),
  days_from_today: z.number().int(),
});
export type LocalMoment = z.infer<typeof LocalMomentSchema>;

export const OpeningStatusSchema = z.object({
  is_open: z.boolean(),
  /** While open: when the current stretch closes (ranges that meet across midnight are one stretch). */
  closes_at: LocalMomentSchema.nullable(),
  /** While closed: the next opening, null when none is set in the weeks ahead. */
  opens_at: LocalMomentSchema.nullable(),
});
export type OpeningStatus = z.infer<typeof OpeningStatusSchema>;

const RangeResourceSchema = z.object({ opening_time: z.string(), closing_time: z.string() });

export const OpeningHoursResourceSchema = z.object({
  week: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(RangeResourceSchema)])) as Record<Weekday, z.ZodArray<typeof RangeResourceSchema>>),
  exceptions: z.array(z.object({ date: z.string(), closed: z.boolean(), ranges: z.array(RangeResourceSchema) })),
  version: z.number().int(),
  timezone: z.string(),
  status: OpeningStatusSchema,
});
export type OpeningHoursResource = z.infer<typeof OpeningHoursResourceSchema>;

/** The ranges of one calendar date: its exception's, or else its weekday's. */
export function rangesOn(hours: OpeningHours, date: string): readonly OpeningRange[] {
  const exception = hours.exceptions.find((e) => e.date === date);
  if (exception) return exception.closed ? [] : exception.ranges;
  return hours.week[weekdayOfDate(date)];
}

/** How far ahead to look for the next opening: a long holiday break plus a week. */
const LOOKAHEAD_DAYS = 62;

/**
 * Open or closed at `now` in the business's time zone, when it closes or when it opens next. Brazil
 * has no daylight saving since 2019, but nothing here assumes a fixed offset: only the wall clock of
 * `now` and calendar dates are used.
 */
export function openingStatus(hours: OpeningHours, now: Date, timeZone: string = DEFAULT_TIME_ZONE): OpeningStatus {
  const today = businessDate(now, timeZone);
  const minute = businessMinuteOfDay(now, timeZone);
  // Every stretch from yesterday (its ranges may cross into today) on, in minutes from today's midnight.
  const spans: { start: number; end: number }[] = [];
  for (let d = -1; d <= LOOKAHEAD_DAYS; d++) {
    for (const range of rangesOn(hours, addDays(today, d))) {
      const { start, end } = spanOf(range);
      spans.push({ start: start + d * 1440, end: end + d * 1440 });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  // Stretches that touch or overlap are one (Saturday until 23:59 and Sunday from 00:00).
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  const moment = (offset: number): LocalMoment => {
    const days = Math.floor(offset / 1440);
    const date = addDays(today, days);
    return { date, weekday: weekdayOfDate(date), time: hourOf(offset - days * 1440), days_from_today: days };
  };
  const current = merged.find((span) => span.start <= minute && minute < span.end);
  if (current) return { is_open: true, closes_at: moment(current.end - 1), opens_at: null };
  const next = merged.find((span) => span.start > minute);
  return { is_open: false, closes_at: null, opens_at: next ? moment(next.start) : null };
}
