import { z } from 'zod';
import { DEFAULT_TIME_ZONE, WEEKDAYS, WeekdaySchema, businessMinuteOfDay, businessWeekday, hourOf, minutesOf, previousDay, type Weekday } from '../time/business-time';

/*
 * Product schedules (horarios): one row per weekday saying whether the product is offered that day
 * and between which hours. A closing time earlier than the opening time crosses midnight
 * (18:00–02:00 offers the product until 2 a.m. of the next day).
 */

const HOUR_SHAPE = /^(\d{1,2}):([0-5]\d)$/;

/**
 * 'HH:MM' with the spec's max_hour rule: the hour part must be below 24. Unlike hourField, any
 * two-digit hour has the right shape, so '25:00' reads as max_hour ('Horário de abertura não é
 * válida'), not as a format error.
 */
export function scheduleHour() {
  return z
    .string()
    .trim()
    .min(1, { abort: true })
    .refine((value) => HOUR_SHAPE.test(value), { params: { rule: 'hour_format' }, abort: true })
    .refine((value) => Number(HOUR_SHAPE.exec(value)?.[1]) < 24, { params: { rule: 'max_hour', length: 24 } })
    .transform((value) => value.padStart(5, '0'));
}

const VALID_HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * An offered day's range must not be empty: 10:00–10:00 would offer the product for one minute, which
 * no one means. A closing time before the opening one is fine (it crosses midnight, decision 0009).
 * Hours refused by their own rules are left to those messages.
 */
export function isEmptyRange(day: { is_active: boolean; opening_time: string; closing_time: string }): boolean {
  const { opening_time: open, closing_time: close } = day;
  return day.is_active && VALID_HOUR.test(open) && open === close;
}

export const ScheduleBodySchema = z
  .strictObject({
    is_active: z.boolean(),
    opening_time: scheduleHour(),
    closing_time: scheduleHour(),
  })
  .superRefine((day, ctx) => {
    if (isEmptyRange(day)) ctx.addIssue({ code: 'custom', input: day.closing_time, path: ['closing_time'], params: { rule: 'empty_range' } });
  });
export type ScheduleBody = z.infer<typeof ScheduleBodySchema>;

export const ScheduleResourceSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  day_of_week: WeekdaySchema,
  is_active: z.boolean(),
  opening_time: z.string(),
  closing_time: z.string(),
});
export type ScheduleResource = z.infer<typeof ScheduleResourceSchema>;

export type ScheduleRule = Pick<ScheduleResource, 'day_of_week' | 'is_active' | 'opening_time' | 'closing_time'>;

/**
 * A week with every day switched off never offers the product (decision 0009). That is what pausing
 * is for, and pausing says so on the menu; a week like this is refused ('no_active_day').
 */
export function isNeverOffered(week: readonly Pick<ScheduleRule, 'is_active'>[]): boolean {
  return week.length > 0 && week.every((day) => !day.is_active);
}

/** The schedule a new product gets: every day, all day. */
export const DEFAULT_SCHEDULE: readonly ScheduleRule[] = WEEKDAYS.map((day) => ({
  day_of_week: day,
  is_active: true,
  opening_time: '00:00',
  closing_time: '23:59',
}));

/** Where an instant falls in a weekly schedule (scheduleMoment). */
export interface ScheduleMoment {
  today: Weekday;
  /** Its range may cross midnight into today. */
  yesterday: Weekday;
  /** 'HH:MM' */
  time: string;
}

/**
 * Where `now` falls in a weekly schedule, in the business time zone. isOfferedAt decides with it, and
 * the API's SQL filter "unavailable now" compares the same values, so the two cannot disagree on the clock.
 */
export function scheduleMoment(now: Date, timeZone: string = DEFAULT_TIME_ZONE): ScheduleMoment {
  const today = businessWeekday(now, timeZone);
  return { today, yesterday: previousDay(today), time: hourOf(businessMinuteOfDay(now, timeZone)) };
}

/**
 * Whether a product is offered at `now` in the business time zone. Without any schedule row it is
 * always offered. The closing minute is included (23:59 covers the whole day).
 */
export function isOfferedAt(schedules: readonly ScheduleRule[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  if (schedules.length === 0) return true;
  const { today, yesterday, time } = scheduleMoment(now, timeZone);
  const minute = minutesOf(time);
  const rowOf = (day: Weekday) => schedules.find((s) => s.day_of_week === day);
  const todayRow = rowOf(today);
  if (todayRow?.is_active) {
    const open = minutesOf(todayRow.opening_time);
    const close = minutesOf(todayRow.closing_time);
    if (close >= open ? minute >= open && minute <= close : minute >= open) return true;
  }
  // Yesterday's range may run past midnight into today.
  const yesterdayRow = rowOf(yesterday);
  if (yesterdayRow?.is_active) {
    const open = minutesOf(yesterdayRow.opening_time);
    const close = minutesOf(yesterdayRow.closing_time);
    if (close < open && minute <= close) return true;
  }
  return false;
}
