import { rangesOn, spanOf, type OpeningHours } from '../business/opening-hours';
import { addDays, businessDate, businessMinuteOfDay, hourOf } from '../time/business-time';
import { businessDayStart } from '../time/business-day';

/*
 * Scheduled orders of the public menu (issue 33, decision 0047): when the owner allows them (general
 * settings, `scheduled_orders`), a customer picks a 30-minute slot inside the opening hours, from now
 * plus the preparation time until the end of tomorrow, in the business's time zone. The server lists
 * the slots for the menu and checks the one an order names against the same list. Zod-free: the
 * storefront script may read these types.
 */

/** Slots start on the half hour: 18:00, 18:30… */
export const SLOT_MINUTES = 30;
/** Today and tomorrow: a customer plans tonight's dinner or tomorrow's lunch, not next week's. */
const DAYS_AHEAD = 2;

export interface ScheduleSlot {
  /** The slot's instant (ISO, UTC): what an order sends as `scheduled_for`. */
  at: string;
  /** Its wall-clock time in the business's zone, 'HH:MM'. */
  time: string;
  /** 0 today, 1 tomorrow, on the business's calendar. */
  days_from_today: number;
}

/**
 * The slots a customer may choose at `now`: every half hour inside an opening range (ranges of
 * yesterday that cross midnight count, exceptions replace their weekday, the closing minute is still
 * open), no sooner than `now` + the preparation time, and before the end of tomorrow.
 */
export function scheduleSlots(hours: OpeningHours, now: Date, timeZone: string, preparationMinutes: number): ScheduleSlot[] {
  const today = businessDate(now, timeZone);
  const earliest = businessMinuteOfDay(now, timeZone) + preparationMinutes;
  // Open stretches in minutes from today's midnight, yesterday's included (they may cross into today).
  const spans: { start: number; end: number }[] = [];
  for (let d = -1; d < DAYS_AHEAD; d++) {
    for (const range of rangesOn(hours, addDays(today, d))) {
      const { start, end } = spanOf(range);
      spans.push({ start: start + d * 1440, end: end + d * 1440 });
    }
  }
  const slots: ScheduleSlot[] = [];
  const first = Math.ceil(Math.max(earliest, 0) / SLOT_MINUTES) * SLOT_MINUTES;
  for (let minute = first; minute < DAYS_AHEAD * 1440; minute += SLOT_MINUTES) {
    if (!spans.some((span) => span.start <= minute && minute < span.end)) continue;
    const days = Math.floor(minute / 1440);
    const date = addDays(today, days);
    const inDay = minute - days * 1440;
    // The day's start plus its minutes: right in every zone without daylight saving (Brazil's, since 2019).
    const at = new Date(businessDayStart(date, timeZone).getTime() + inDay * 60_000);
    slots.push({ at: at.toISOString(), time: hourOf(inDay), days_from_today: days });
  }
  return slots;
}

/** Whether `scheduledFor` (an instant) is one of the slots offered at `now`. */
export function isScheduleSlot(slots: readonly ScheduleSlot[], scheduledFor: Date): boolean {
  const wanted = scheduledFor.getTime();
  return slots.some((slot) => new Date(slot.at).getTime() === wanted);
}

/** When a scheduled order reaches the board: its slot minus the preparation time. */
export function releaseAt(scheduledFor: Date, preparationMinutes: number): Date {
  return new Date(scheduledFor.getTime() - preparationMinutes * 60_000);
}
