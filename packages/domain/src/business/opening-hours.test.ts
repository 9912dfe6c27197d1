import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../menu/test-errors';
import { EMPTY_OPENING_HOURS, OpeningHoursBodySchema, OpeningHoursSchema, openingStatus, type OpeningHours } from './opening-hours';

// 2026-11-21 is a Saturday, 2026-11-22 a Sunday, 2026-11-23 a Monday.
const range = (opening_time: string, closing_time: string) => ({ opening_time, closing_time });
const hours = (patch: Partial<OpeningHours['week']>, exceptions: OpeningHours['exceptions'] = []): OpeningHours => ({
  week: { ...EMPTY_OPENING_HOURS.week, ...patch },
  exceptions,
});
/** A wall-clock instant with an explicit offset (São Paulo is -03:00 all year). */
const at = (isoLocal: string, offset = '-03:00') => new Date(`${isoLocal}:00${offset}`);

describe('openingStatus: midnight crossing', () => {
  const nights = hours({ saturday: [range('18:00', '02:00')], monday: [range('11:00', '15:00')] });

  it('Saturday 18:00–02:00 is open on Sunday at 01:30 and closes at 02:00', () => {
    expect(openingStatus(nights, at('2026-11-22T01:30'))).toEqual({
      is_open: true,
      closes_at: { date: '2026-11-22', weekday: 'sunday', time: '02:00', days_from_today: 0 },
      opens_at: null,
    });
  });
  it('the closing minute is still open; the next one is not, and the next opening is Monday', () => {
    expect(openingStatus(nights, at('2026-11-22T02:00')).is_open).toBe(true);
    expect(openingStatus(nights, at('2026-11-22T02:01'))).toEqual({
      is_open: false,
      closes_at: null,
      opens_at: { date: '2026-11-23', weekday: 'monday', time: '11:00', days_from_today: 1 },
    });
  });
  it('Saturday before 18:00 opens today; at 22:00 it closes tomorrow at 02:00', () => {
    expect(openingStatus(nights, at('2026-11-21T17:59')).opens_at).toEqual({ date: '2026-11-21', weekday: 'saturday', time: '18:00', days_from_today: 0 });
    expect(openingStatus(nights, at('2026-11-21T22:00')).closes_at).toEqual({ date: '2026-11-22', weekday: 'sunday', time: '02:00', days_from_today: 1 });
  });
  it('ranges that meet at midnight are one stretch: it closes at the end of the second', () => {
    const late = hours({ friday: [range('20:00', '23:59')], saturday: [range('00:00', '03:00')] });
    expect(openingStatus(late, at('2026-11-20T21:00')).closes_at?.time).toBe('03:00');
  });
  it('several ranges a day: between lunch and dinner it opens at dinner', () => {
    const split = hours({ monday: [range('11:00', '15:00'), range('18:00', '23:00')] });
    expect(openingStatus(split, at('2026-11-23T16:00')).opens_at?.time).toBe('18:00');
    expect(openingStatus(split, at('2026-11-23T12:00')).closes_at?.time).toBe('15:00');
  });
  it('no hours at all: always closed, with no next opening', () => {
    expect(openingStatus(EMPTY_OPENING_HOURS, at('2026-11-23T12:00'))).toEqual({ is_open: false, closes_at: null, opens_at: null });
  });
});

describe('openingStatus: dated exceptions', () => {
  const weekdays = hours({
    monday: [range('11:00', '23:00')],
    tuesday: [range('11:00', '23:00')],
    wednesday: [range('11:00', '23:00')],
  });

  it('a holiday closed all day is closed, and the next opening skips it', () => {
    const holiday = { ...weekdays, exceptions: [{ date: '2026-11-23', closed: true, ranges: [] }] };
    expect(openingStatus(holiday, at('2026-11-23T12:00'))).toEqual({
      is_open: false,
      closes_at: null,
      opens_at: { date: '2026-11-24', weekday: 'tuesday', time: '11:00', days_from_today: 1 },
    });
  });
  it('special hours replace the weekday ranges on that date only', () => {
    const special = { ...weekdays, exceptions: [{ date: '2026-11-24', closed: false, ranges: [range('18:00', '21:00')] }] };
    expect(openingStatus(special, at('2026-11-24T12:00')).opens_at?.time).toBe('18:00');
    expect(openingStatus(special, at('2026-11-24T19:00')).closes_at?.time).toBe('21:00');
    expect(openingStatus(special, at('2026-11-25T12:00')).is_open).toBe(true);
  });
  it("a holiday does not cut short the previous night's range that runs into it", () => {
    const night = hours({ sunday: [range('18:00', '02:00')] }, [{ date: '2026-11-23', closed: true, ranges: [] }]);
    expect(openingStatus(night, at('2026-11-23T01:00')).is_open).toBe(true);
  });
});

describe('openingStatus: the business time zone', () => {
  const evenings = hours({ monday: [range('18:00', '23:00')] });
  // One instant, 21:30 UTC: 18:30 in São Paulo (-3), 17:30 in Manaus (-4), 19:30 in Noronha (-2).
  const instant = new Date('2026-11-23T21:30:00Z');

  it('is open in São Paulo and Fernando de Noronha, not yet in Manaus', () => {
    expect(openingStatus(evenings, instant, 'America/Sao_Paulo').is_open).toBe(true);
    expect(openingStatus(evenings, instant, 'America/Noronha').is_open).toBe(true);
    expect(openingStatus(evenings, instant, 'America/Manaus')).toMatchObject({ is_open: false, opens_at: { time: '18:00', days_from_today: 0 } });
  });
  it('near midnight UTC the business day is still the previous one', () => {
    // 02:30 UTC on Tuesday is 23:30 on Monday in São Paulo: already closed, opens next Monday.
    expect(openingStatus(evenings, new Date('2026-11-24T02:30:00Z'), 'America/Sao_Paulo').opens_at).toMatchObject({ date: '2026-11-30', days_from_today: 7 });
  });
  it('Brazil has no daylight saving (abolished in 2019): January keeps the -03:00 offset', () => {
    // Before 2019, São Paulo moved to -02:00 from November to February; 21:30 UTC would have been
    // 19:30. Today it is 18:30 in January as in July, so a shop opening at 18:30 is open right then.
    const january = hours({ thursday: [range('18:30', '22:00')] });
    expect(openingStatus(january, new Date('2026-01-15T21:30:00Z'), 'America/Sao_Paulo').is_open).toBe(true);
    expect(openingStatus(january, new Date('2026-01-15T21:29:00Z'), 'America/Sao_Paulo').is_open).toBe(false);
  });
});

describe('opening hours validation', () => {
  const valid = { week: { ...EMPTY_OPENING_HOURS.week, saturday: [range('18:00', '02:00')] }, exceptions: [] };

  it('accepts a week with a range crossing midnight and pads hours', () => {
    expect(OpeningHoursSchema.parse({ ...valid, week: { ...valid.week, monday: [range('8:00', '12:00')] } }).week.monday).toEqual([range('08:00', '12:00')]);
  });
  it('an hour of 24 or more is max_hour on that range field (spec message)', () => {
    expect(fieldErrors(OpeningHoursSchema, { ...valid, week: { ...valid.week, monday: [range('25:00', '12:00')] } })).toEqual({
      'week.monday.0.opening_time': ['Horário de abertura não é válida'],
    });
  });
  it('an empty range (10:00–10:00) is refused on its closing time', () => {
    expect(fieldErrors(OpeningHoursSchema, { ...valid, week: { ...valid.week, monday: [range('10:00', '10:00')] } })).toEqual({
      'week.monday.0.closing_time': ['O horário de fechamento deve ser diferente do horário de abertura. Para o dia todo, use das 00:00 às 23:59'],
    });
  });
  it('overlapping ranges on one day are refused on the later one, in pt and en', () => {
    const overlapping = { ...valid, week: { ...valid.week, friday: [range('11:00', '15:00'), range('14:00', '18:00')] } };
    expect(fieldErrors(OpeningHoursSchema, overlapping)).toEqual({ 'week.friday.1.opening_time': ['Este horário se sobrepõe a outro horário do mesmo dia'] });
    expect(fieldErrors(OpeningHoursSchema, overlapping, 'en')).toEqual({ 'week.friday.1.opening_time': ['This range overlaps another range on the same day'] });
    // A range crossing midnight overlaps an early one of its own day only if they share minutes.
    expect(OpeningHoursSchema.safeParse({ ...valid, week: { ...valid.week, friday: [range('01:00', '03:00'), range('18:00', '00:30')] } }).success).toBe(true);
  });
  it('exceptions: a bad date, a repeated date and special hours with no range are refused', () => {
    expect(
      fieldErrors(OpeningHoursSchema, {
        ...valid,
        exceptions: [
          { date: '2026-12-25', closed: true, ranges: [] },
          { date: '2026-12-25', closed: true, ranges: [] },
          { date: '25/12/2026', closed: true, ranges: [] },
          { date: '2026-12-31', closed: false, ranges: [] },
        ],
      }),
    ).toEqual({
      'exceptions.1.date': ['O campo data tem valores repetidos'],
      'exceptions.2.date': ['Data deve ter o padrão YYYY-MM-DD no banco'],
      'exceptions.3.ranges': ['O campo horários é obrigatório'],
    });
  });
  it('the save body needs the version it was read at and no unknown keys', () => {
    expect(OpeningHoursBodySchema.safeParse(valid).success).toBe(false);
    expect(OpeningHoursBodySchema.safeParse({ ...valid, version: 0 }).success).toBe(true);
    expect(OpeningHoursBodySchema.safeParse({ ...valid, version: 0, extra: 1 }).success).toBe(false);
  });
});
