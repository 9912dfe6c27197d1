import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, ScheduleBodySchema, isNeverOffered, isOfferedAt, type ScheduleRule } from './product-schedule';
import { fieldErrors } from './test-errors';

// São Paulo wall-clock time; 2025-07-05 is a Saturday, 2025-07-06 a Sunday.
const at = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);
const only = (rule: Partial<ScheduleRule> & Pick<ScheduleRule, 'day_of_week'>): ScheduleRule[] =>
  DEFAULT_SCHEDULE.map((row) =>
    row.day_of_week === rule.day_of_week ? { ...row, ...rule } : { ...row, is_active: false },
  );

describe('schedule hours (spec §5 max_hour)', () => {
  it('accepts HH:MM and pads a single-digit hour', () => {
    expect(ScheduleBodySchema.parse({ is_active: true, opening_time: '8:30', closing_time: '23:59' })).toEqual({
      is_active: true,
      opening_time: '08:30',
      closing_time: '23:59',
    });
  });
  it('an hour of 24 or more is "não é válida" on that field', () => {
    expect(fieldErrors(ScheduleBodySchema, { is_active: true, opening_time: '25:00', closing_time: '23:00' })).toEqual({
      opening_time: ['Horário de abertura não é válida'],
    });
    expect(fieldErrors(ScheduleBodySchema, { is_active: true, opening_time: '10:00', closing_time: '24:00' }, 'en')).toEqual({
      closing_time: ['Closing time is not valid'],
    });
  });
  it('a malformed hour asks for HH:MM', () => {
    expect(fieldErrors(ScheduleBodySchema, { is_active: true, opening_time: '10h', closing_time: '10:75' })).toEqual({
      opening_time: ['O campo horário de abertura deve estar no formato HH:MM'],
      closing_time: ['O campo horário de fechamento deve estar no formato HH:MM'],
    });
  });
});

describe('a range that offers nothing is refused (issue 13)', () => {
  it('10:00–10:00 on an offered day is refused on the closing time, in pt and en', () => {
    const day = { is_active: true, opening_time: '10:00', closing_time: '10:00' };
    expect(fieldErrors(ScheduleBodySchema, day)).toEqual({
      closing_time: ['O horário de fechamento deve ser diferente do horário de abertura. Para o dia todo, use das 00:00 às 23:59'],
    });
    expect(fieldErrors(ScheduleBodySchema, day, 'en')).toEqual({
      closing_time: ['The closing time must differ from the opening time. For the whole day, use 00:00 to 23:59'],
    });
    expect(Object.keys(fieldErrors(ScheduleBodySchema, { ...day, opening_time: '9:00', closing_time: '09:00' }))).toEqual(['closing_time']);
  });
  it('a range crossing midnight is fine, and so are equal hours on a day switched off', () => {
    expect(ScheduleBodySchema.safeParse({ is_active: true, opening_time: '18:00', closing_time: '02:00' }).success).toBe(true);
    expect(ScheduleBodySchema.safeParse({ is_active: false, opening_time: '10:00', closing_time: '10:00' }).success).toBe(true);
  });
  it('a week with every day off never offers the product', () => {
    const off = DEFAULT_SCHEDULE.map((day) => ({ ...day, is_active: false }));
    expect(isNeverOffered(off)).toBe(true);
    expect(isNeverOffered(only({ day_of_week: 'saturday' }))).toBe(false);
    expect(isNeverOffered([])).toBe(false);
  });
});

describe('a product is offered only within its schedule', () => {
  it('without rows it is always offered; the default schedule is every day, all day', () => {
    expect(isOfferedAt([], at('2025-07-05', '03:00'))).toBe(true);
    expect(isOfferedAt(DEFAULT_SCHEDULE, at('2025-07-05', '00:00'))).toBe(true);
    expect(isOfferedAt(DEFAULT_SCHEDULE, at('2025-07-05', '23:59'))).toBe(true);
  });
  it('within the hours of an active day, both ends included', () => {
    const lunch = only({ day_of_week: 'saturday', opening_time: '11:00', closing_time: '15:00' });
    expect(isOfferedAt(lunch, at('2025-07-05', '11:00'))).toBe(true);
    expect(isOfferedAt(lunch, at('2025-07-05', '15:00'))).toBe(true);
    expect(isOfferedAt(lunch, at('2025-07-05', '10:59'))).toBe(false);
    expect(isOfferedAt(lunch, at('2025-07-05', '15:01'))).toBe(false);
    expect(isOfferedAt(lunch, at('2025-07-06', '12:00'))).toBe(false);
  });
  it('an inactive day is not offered at any hour', () => {
    const off = only({ day_of_week: 'saturday', is_active: false });
    expect(isOfferedAt(off, at('2025-07-05', '12:00'))).toBe(false);
  });
  it('a range that closes before it opens runs past midnight into the next day', () => {
    const night = only({ day_of_week: 'saturday', opening_time: '18:00', closing_time: '02:00' });
    expect(isOfferedAt(night, at('2025-07-05', '17:59'))).toBe(false);
    expect(isOfferedAt(night, at('2025-07-05', '23:00'))).toBe(true);
    expect(isOfferedAt(night, at('2025-07-06', '01:30'))).toBe(true);
    expect(isOfferedAt(night, at('2025-07-06', '02:01'))).toBe(false);
  });
  it('uses the business time zone', () => {
    const lunch = only({ day_of_week: 'saturday', opening_time: '11:00', closing_time: '15:00' });
    const noonInSaoPaulo = at('2025-07-05', '12:00');
    expect(isOfferedAt(lunch, noonInSaoPaulo, 'America/Sao_Paulo')).toBe(true);
    expect(isOfferedAt(lunch, noonInSaoPaulo, 'Asia/Tokyo')).toBe(false);
  });
});
