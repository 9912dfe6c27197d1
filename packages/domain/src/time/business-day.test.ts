import { describe, expect, it } from 'vitest';
import { businessDayEnd, businessDayStart } from './business-day';

describe('businessDayStart / businessDayEnd', () => {
  it('São Paulo (UTC−3): the day starts at 03:00 UTC and ends at the next 03:00 UTC', () => {
    expect(businessDayStart('2026-11-23', 'America/Sao_Paulo').toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(businessDayEnd('2026-11-23', 'America/Sao_Paulo').toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });

  it('east of Greenwich and UTC itself', () => {
    expect(businessDayStart('2026-01-10', 'Asia/Tokyo').toISOString()).toBe('2026-01-09T15:00:00.000Z');
    expect(businessDayStart('2026-01-10', 'UTC').toISOString()).toBe('2026-01-10T00:00:00.000Z');
  });

  it('a day that starts on a DST change keeps its local midnight (New York, 2026-03-08)', () => {
    expect(businessDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(businessDayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
