import { describe, expect, it } from 'vitest';
import { EMPTY_OPENING_HOURS, type OpeningHours } from '../business/opening-hours';
import { isScheduleSlot, releaseAt, scheduleSlots } from './schedule-slots';

// 2026-11-21 is a Saturday, 2026-11-22 a Sunday, 2026-11-23 a Monday. São Paulo is -03:00 all year.
const range = (opening_time: string, closing_time: string) => ({ opening_time, closing_time });
const hours = (patch: Partial<OpeningHours['week']>, exceptions: OpeningHours['exceptions'] = []): OpeningHours => ({
  week: { ...EMPTY_OPENING_HOURS.week, ...patch },
  exceptions,
});
const at = (isoLocal: string) => new Date(`${isoLocal}:00-03:00`);
const SP = 'America/Sao_Paulo';
const times = (slots: { time: string; days_from_today: number }[]) => slots.map((s) => `${s.days_from_today}:${s.time}`);

describe('scheduleSlots', () => {
  it('half-hour slots inside the hours, from now plus the preparation time, today and tomorrow only', () => {
    const week = hours({ saturday: [range('18:00', '20:00')], sunday: [range('11:00', '12:00')], monday: [range('11:00', '12:00')] });
    const slots = scheduleSlots(week, at('2026-11-21T10:00'), SP, 30);
    // Monday (the day after tomorrow) is not offered; the closing minute is still open.
    expect(times(slots)).toEqual(['0:18:00', '0:18:30', '0:19:00', '0:19:30', '0:20:00', '1:11:00', '1:11:30', '1:12:00']);
    expect(slots[0]).toEqual({ at: '2026-11-21T21:00:00.000Z', time: '18:00', days_from_today: 0 });
  });

  it('the preparation time pushes the first slot: at 18:10 with 40 minutes, 19:00 is the first', () => {
    const week = hours({ saturday: [range('18:00', '21:00')] });
    expect(times(scheduleSlots(week, at('2026-11-21T18:10'), SP, 40))[0]).toBe('0:19:00');
    // Exactly on a slot: now + preparation 18:30 is itself offered.
    expect(times(scheduleSlots(week, at('2026-11-21T18:00'), SP, 30))[0]).toBe('0:18:30');
  });

  it('a range past midnight: Saturday 22:00–02:00 offers Sunday 00:00 to 02:00, and yesterday night reaches into today', () => {
    const nights = hours({ friday: [range('22:00', '01:00')], saturday: [range('22:00', '02:00')] });
    const slots = scheduleSlots(nights, at('2026-11-21T00:10'), SP, 15);
    expect(times(slots)).toEqual(['0:00:30', '0:01:00', '0:22:00', '0:22:30', '0:23:00', '0:23:30', '1:00:00', '1:00:30', '1:01:00', '1:01:30', '1:02:00']);
    expect(slots.find((s) => s.days_from_today === 1 && s.time === '00:00')?.at).toBe('2026-11-22T03:00:00.000Z');
  });

  it('an exception day: closed all day offers nothing that day; special hours replace the weekday', () => {
    const week = hours({ saturday: [range('18:00', '19:00')], sunday: [range('18:00', '19:00')] });
    const closedToday = { ...week, exceptions: [{ date: '2026-11-21', closed: true, ranges: [] }] };
    expect(times(scheduleSlots(closedToday, at('2026-11-21T10:00'), SP, 30))).toEqual(['1:18:00', '1:18:30', '1:19:00']);
    const special = { ...week, exceptions: [{ date: '2026-11-22', closed: false, ranges: [range('12:00', '12:30')] }] };
    expect(times(scheduleSlots(special, at('2026-11-21T10:00'), SP, 30))).toEqual(['0:18:00', '0:18:30', '0:19:00', '1:12:00', '1:12:30']);
  });

  it('no hours: no slot; late tomorrow evening: none left', () => {
    expect(scheduleSlots(EMPTY_OPENING_HOURS, at('2026-11-21T10:00'), SP, 30)).toEqual([]);
    expect(scheduleSlots(hours({ sunday: [range('18:00', '19:00')] }), at('2026-11-22T18:45'), SP, 30)).toEqual([]);
  });

  it('another zone: Manaus (-04:00) slots are its own wall clock', () => {
    const slots = scheduleSlots(hours({ saturday: [range('18:00', '18:30')] }), new Date('2026-11-21T14:00:00Z'), 'America/Manaus', 30);
    expect(slots.map((s) => s.at)).toEqual(['2026-11-21T22:00:00.000Z', '2026-11-21T22:30:00.000Z']);
  });
});

describe('isScheduleSlot and releaseAt', () => {
  const slots = scheduleSlots(hours({ saturday: [range('18:00', '19:00')] }), at('2026-11-21T10:00'), SP, 30);
  it('a slot offered is one, whatever way its instant is written; a time between slots or outside the hours is not', () => {
    expect(isScheduleSlot(slots, new Date('2026-11-21T18:30:00-03:00'))).toBe(true);
    expect(isScheduleSlot(slots, new Date('2026-11-21T21:30:00Z'))).toBe(true);
    expect(isScheduleSlot(slots, at('2026-11-21T18:15'))).toBe(false);
    expect(isScheduleSlot(slots, at('2026-11-21T20:00'))).toBe(false);
  });
  it('a scheduled order reaches the board at its slot minus the preparation time', () => {
    expect(releaseAt(at('2026-11-21T19:00'), 40).toISOString()).toBe('2026-11-21T21:20:00.000Z');
  });
});
