import { describe, expect, it } from 'vitest';
import { EMPTY_OPENING_HOURS, OpeningHoursBodySchema } from '@comanda/domain/business/opening-hours';
import { firstErrors, pathErrors } from '../../../../lib/form-validation';
import { addException, copyDay, isChanged, withDay } from './opening-hours-drafts';

const range = (opening_time: string, closing_time: string) => ({ opening_time, closing_time });

describe('opening hours drafts', () => {
  it('copies a day to the ticked days as separate copies', () => {
    const hours = withDay(EMPTY_OPENING_HOURS, 'friday', [range('18:00', '02:00')]);
    const copied = copyDay(hours, 'friday', ['saturday', 'sunday']);
    expect(copied.week.saturday).toEqual([range('18:00', '02:00')]);
    expect(copied.week.sunday).toEqual([range('18:00', '02:00')]);
    expect(copied.week.monday).toEqual([]);
    expect(copied.week.saturday[0]).not.toBe(copied.week.friday[0]);
  });

  it('a new exception is a closed holiday on the first free date', () => {
    const once = addException(EMPTY_OPENING_HOURS, '2026-12-31');
    const twice = addException(once, '2026-12-31');
    expect(twice.exceptions).toEqual([
      { date: '2026-12-31', closed: true, ranges: [] },
      { date: '2027-01-01', closed: true, ranges: [] },
    ]);
  });

  it('notices changes, not key order', () => {
    const reordered = { exceptions: [], week: { ...EMPTY_OPENING_HOURS.week } };
    expect(isChanged(EMPTY_OPENING_HOURS, reordered)).toBe(false);
    expect(isChanged(EMPTY_OPENING_HOURS, withDay(EMPTY_OPENING_HOURS, 'monday', [range('11:00', '15:00')]))).toBe(true);
  });

  it('validates with the API paths, so local and server errors land on the same fields', () => {
    const overlapping = withDay(EMPTY_OPENING_HOURS, 'monday', [range('11:00', '15:00'), range('14:00', '16:00')]);
    expect(pathErrors(OpeningHoursBodySchema, { ...overlapping, version: 0 }, 'pt')).toEqual({
      'week.monday.1.opening_time': 'Este horário se sobrepõe a outro horário do mesmo dia',
    });
    expect(firstErrors({ 'week.monday.0.closing_time': ['a', 'b'], x: [] })).toEqual({ 'week.monday.0.closing_time': 'a' });
  });
});
