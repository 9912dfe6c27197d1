import { describe, expect, it } from 'vitest';
import type { ScheduleResource } from '@comanda/domain/menu/product-schedule';
import { changedDrafts, copyToAllDays, crossesMidnight, isAllDay, scheduleBody, toDrafts } from './schedule-drafts';

const row = (id: number, day: ScheduleResource['day_of_week'], over: Partial<ScheduleResource> = {}): ScheduleResource => ({
  id,
  product_id: 7,
  day_of_week: day,
  is_active: true,
  opening_time: '00:00',
  closing_time: '23:59',
  ...over,
});

const saved = [row(1, 'sunday'), row(2, 'monday'), row(3, 'tuesday', { is_active: false })];

describe('changedDrafts', () => {
  it('is empty while nothing was edited', () => {
    expect(changedDrafts(saved, toDrafts(saved))).toEqual([]);
  });

  it('lists only the days whose switch or hours differ from what the API answered', () => {
    const drafts = toDrafts(saved).map((d) =>
      d.id === 2 ? { ...d, opening_time: '18:00' } : d.id === 3 ? { ...d, is_active: true } : d,
    );
    expect(changedDrafts(saved, drafts).map((d) => d.id)).toEqual([2, 3]);
  });

  it('a day edited and edited back is not sent', () => {
    const drafts = toDrafts(saved).map((d) => (d.id === 1 ? { ...d, closing_time: '22:00' } : d));
    const back = drafts.map((d) => (d.id === 1 ? { ...d, closing_time: '23:59' } : d));
    expect(changedDrafts(saved, back)).toEqual([]);
  });
});

describe('copyToAllDays', () => {
  it('gives every day the switch and hours of one day, keeping each its own id and weekday', () => {
    const drafts = toDrafts(saved);
    const copied = copyToAllDays(drafts, { ...drafts[0]!, opening_time: '11:00', closing_time: '15:00' });
    expect(copied.map((d) => [d.id, d.day_of_week, d.is_active, d.opening_time, d.closing_time])).toEqual([
      [1, 'sunday', true, '11:00', '15:00'],
      [2, 'monday', true, '11:00', '15:00'],
      [3, 'tuesday', true, '11:00', '15:00'],
    ]);
  });
});

describe('scheduleBody', () => {
  it('sends exactly the three fields of ScheduleBodySchema', () => {
    expect(scheduleBody(toDrafts(saved)[2]!)).toEqual({ is_active: false, opening_time: '00:00', closing_time: '23:59' });
  });
});

describe('crossesMidnight / isAllDay', () => {
  it('a closing time before the opening one runs into the next day', () => {
    expect(crossesMidnight({ opening_time: '18:00', closing_time: '02:00' })).toBe(true);
    expect(crossesMidnight({ opening_time: '11:00', closing_time: '15:00' })).toBe(false);
    expect(crossesMidnight({ opening_time: '', closing_time: '02:00' })).toBe(false);
  });

  it('00:00 to 23:59 is the whole day', () => {
    expect(isAllDay({ opening_time: '00:00', closing_time: '23:59' })).toBe(true);
    expect(isAllDay({ opening_time: '00:00', closing_time: '22:00' })).toBe(false);
  });
});
