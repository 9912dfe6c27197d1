import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TimeZoneSchema, businessDate, businessMinuteOfDay, businessWeekday, isValidTimeZone } from './business-time';

describe('business today is in the business time zone', () => {
  it('defaults to America/Sao_Paulo', () => expect(DEFAULT_TIME_ZONE).toBe('America/Sao_Paulo'));

  it('22:00 in São Paulo is still that day, though UTC is already the next', () => {
    const now = new Date('2025-07-02T01:00:00Z'); // 2025-07-01 22:00 in São Paulo
    expect(businessDate(now)).toBe('2025-07-01');
    expect(businessDate(now, 'UTC')).toBe('2025-07-02');
  });

  it('weekday follows the business date', () => {
    const now = new Date('2025-07-06T02:00:00Z'); // Saturday 23:00 in São Paulo, Sunday in UTC
    expect(businessWeekday(now)).toBe('saturday');
    expect(businessWeekday(now, 'UTC')).toBe('sunday');
  });

  it('the wall clock moves with every minute, one zone apart from another (it is kept per UTC minute)', () => {
    const beforeMidnight = new Date('2026-03-11T02:59:59.999Z'); // 23:59 in São Paulo
    const atMidnight = new Date('2026-03-11T03:00:00.000Z');
    expect([businessDate(beforeMidnight), businessMinuteOfDay(beforeMidnight)]).toEqual(['2026-03-10', 1439]);
    expect([businessDate(atMidnight), businessMinuteOfDay(atMidnight)]).toEqual(['2026-03-11', 0]);
    expect(businessDate(beforeMidnight)).toBe('2026-03-10');
    expect([businessDate(atMidnight, 'Asia/Kolkata'), businessMinuteOfDay(atMidnight, 'Asia/Kolkata')]).toEqual(['2026-03-11', 8 * 60 + 30]);
  });

  it('other zones work too', () => {
    expect(businessDate(new Date('2025-07-01T03:30:00Z'), 'America/Manaus')).toBe('2025-06-30');
  });

  it('time zone names are checked', () => {
    expect(isValidTimeZone('America/Recife')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(TimeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });
});
