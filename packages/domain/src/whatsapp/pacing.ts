import { addDays, businessDate, businessMinuteOfDay, DEFAULT_TIME_ZONE, minutesOf } from '../time/business-time';
import { businessDayStart } from '../time/business-day';

/*
 * Pacing that protects a restaurant's number (issue 35; INTEGRATIONS.md "WhatsApp"): campaign
 * messages leave one at a time with a random gap, pause after every batch, stop at a daily cap that
 * ramps up while the number is new (warm-up), and never during quiet hours (the business's clock).
 * Order messages are transactional and not paced by this. Pure: `now` and `random` are parameters.
 */

export interface PacingSettings {
  minGapSeconds: number;
  maxGapSeconds: number;
  /** Messages per batch, then a pause. */
  batchSize: number;
  batchPauseMinutes: number;
  /** The most campaign messages a day, once warmed up. */
  dailyCap: number;
  /** 'HH:MM' in the business's time zone; quiet hours may wrap past midnight (21:00–09:00). */
  quietStart: string;
  quietEnd: string;
}

export const DEFAULT_PACING: PacingSettings = { minGapSeconds: 8, maxGapSeconds: 20, batchSize: 25, batchPauseMinutes: 5, dailyCap: 1000, quietStart: '21:00', quietEnd: '09:00' };

/** A number's daily cap on its first, second… day connected: WhatsApp flags a new number that floods. */
export const WARMUP_CAPS: readonly number[] = [50, 100, 200, 400, 700];

/** Which day of its warm-up `now` is for a number connected at `connectedAt`: 1 on the day it connected; past the warm-up, WARMUP_CAPS.length + 1. */
export function warmupDayOn(connectedAt: Date, now: Date, timeZone = DEFAULT_TIME_ZONE): number {
  const first = businessDate(connectedAt, timeZone);
  const today = businessDate(now, timeZone);
  let days = 0;
  while (days < WARMUP_CAPS.length && addDays(first, days) < today) days++;
  return days + 1;
}

/** How many campaign messages the number may send on `now`'s business day. */
export function dailyCapOn(connectedAt: Date, now: Date, settings: PacingSettings, timeZone = DEFAULT_TIME_ZONE): number {
  return Math.min(settings.dailyCap, WARMUP_CAPS[warmupDayOn(connectedAt, now, timeZone) - 1] ?? Number.POSITIVE_INFINITY);
}

export function inQuietHours(at: Date, settings: PacingSettings, timeZone = DEFAULT_TIME_ZONE): boolean {
  const minute = businessMinuteOfDay(at, timeZone);
  const start = minutesOf(settings.quietStart);
  const end = minutesOf(settings.quietEnd);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The first instant at or after `at` outside quiet hours. */
export function afterQuietHours(at: Date, settings: PacingSettings, timeZone = DEFAULT_TIME_ZONE): Date {
  if (!inQuietHours(at, settings, timeZone)) return at;
  const today = businessDate(at, timeZone);
  // Quiet hours end today (before the end, past midnight) or tomorrow (after the start, in the evening).
  const endDay = businessMinuteOfDay(at, timeZone) < minutesOf(settings.quietEnd) ? today : addDays(today, 1);
  return new Date(businessDayStart(endDay, timeZone).getTime() + minutesOf(settings.quietEnd) * 60_000);
}

export interface PacingState {
  /** When the number last sent a campaign message, if ever. */
  lastSentAt: Date | null;
  /** Sent since the last batch pause. */
  sentInBatch: number;
  /** Sent on the business day of `lastSentAt`. */
  sentToday: number;
}

/** When the next campaign message may leave. */
export function nextCampaignSendAt(
  state: PacingState,
  { now, settings, connectedAt, timeZone = DEFAULT_TIME_ZONE, random = Math.random }: { now: Date; settings: PacingSettings; connectedAt: Date; timeZone?: string; random?: () => number },
): Date {
  const sameDay = state.lastSentAt !== null && businessDate(state.lastSentAt, timeZone) === businessDate(now, timeZone);
  if (sameDay && state.sentToday >= dailyCapOn(connectedAt, now, settings, timeZone)) {
    return afterQuietHours(businessDayStart(addDays(businessDate(now, timeZone), 1), timeZone), settings, timeZone);
  }
  let earliest = now.getTime();
  if (state.lastSentAt) {
    const wait = state.sentInBatch >= settings.batchSize ? settings.batchPauseMinutes * 60 : settings.minGapSeconds + random() * (settings.maxGapSeconds - settings.minGapSeconds);
    earliest = Math.max(earliest, state.lastSentAt.getTime() + Math.round(wait * 1000));
  }
  return afterQuietHours(new Date(earliest), settings, timeZone);
}
