import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TimeZoneSchema, businessDate, businessWeekday, isValidTimeZone } from './business-time';

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

  it('other zones work too', () => {
    expect(businessDate(new Date('2025-07-01T03:30:00Z'), 'America/Manaus')).toBe('2025-06-30');
  });

  it('time zone names are checked', () => {
    expect(isValidTimeZone('America/Recife')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(TimeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });
});
