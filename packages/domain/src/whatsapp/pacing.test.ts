import { describe, expect, it } from 'vitest';
import { afterQuietHours, dailyCapOn, DEFAULT_PACING, inQuietHours, nextCampaignSendAt } from './pacing';

// São Paulo is UTC−3 all year: 12:00 there is 15:00Z.
const sp = (iso: string) => new Date(`${iso}-03:00`);
const settings = DEFAULT_PACING;

describe('pacing', () => {
  it('waits a random gap within the settings between two messages', () => {
    const lastSentAt = sp('2026-11-30T12:00:00');
    const state = { lastSentAt, sentInBatch: 3, sentToday: 3 };
    const at = (random: number) => nextCampaignSendAt(state, { now: lastSentAt, settings, connectedAt: sp('2026-11-01T10:00:00'), random: () => random }).getTime() - lastSentAt.getTime();
    expect(at(0)).toBe(8_000);
    expect(at(0.5)).toBe(14_000);
    expect(at(0.999_999)).toBe(20_000);
  });

  it('pauses after a batch, and sends at once when the gap has long passed', () => {
    const lastSentAt = sp('2026-11-30T12:00:00');
    const connectedAt = sp('2026-11-01T10:00:00');
    expect(nextCampaignSendAt({ lastSentAt, sentInBatch: 25, sentToday: 25 }, { now: lastSentAt, settings, connectedAt })).toEqual(sp('2026-11-30T12:05:00'));
    const later = sp('2026-11-30T13:00:00');
    expect(nextCampaignSendAt({ lastSentAt, sentInBatch: 1, sentToday: 1 }, { now: later, settings, connectedAt })).toEqual(later);
  });

  it('ramps the daily cap up while the number is new, and stops at it until the next morning', () => {
    const connectedAt = sp('2026-11-30T10:00:00');
    expect(dailyCapOn(connectedAt, sp('2026-11-30T23:00:00'), settings)).toBe(50);
    expect(dailyCapOn(connectedAt, sp('2026-12-01T08:00:00'), settings)).toBe(100);
    expect(dailyCapOn(connectedAt, sp('2026-12-04T08:00:00'), settings)).toBe(700);
    expect(dailyCapOn(connectedAt, sp('2026-12-30T08:00:00'), settings)).toBe(1000);
    expect(dailyCapOn(connectedAt, sp('2026-12-30T08:00:00'), { ...settings, dailyCap: 300 })).toBe(300);
    const lastSentAt = sp('2026-11-30T15:00:00');
    // 50 sent on the first day: the next one waits for the next day's end of quiet hours.
    expect(nextCampaignSendAt({ lastSentAt, sentInBatch: 2, sentToday: 50 }, { now: lastSentAt, settings, connectedAt })).toEqual(sp('2026-12-01T09:00:00'));
  });

  it('never sends in quiet hours, across midnight included', () => {
    expect(inQuietHours(sp('2026-11-30T20:59:00'), settings)).toBe(false);
    expect(inQuietHours(sp('2026-11-30T21:00:00'), settings)).toBe(true);
    expect(inQuietHours(sp('2026-12-01T03:00:00'), settings)).toBe(true);
    expect(inQuietHours(sp('2026-12-01T09:00:00'), settings)).toBe(false);
    expect(afterQuietHours(sp('2026-11-30T22:30:00'), settings)).toEqual(sp('2026-12-01T09:00:00'));
    expect(afterQuietHours(sp('2026-12-01T02:00:00'), settings)).toEqual(sp('2026-12-01T09:00:00'));
    expect(afterQuietHours(sp('2026-12-01T14:00:00'), { ...settings, quietStart: '13:00', quietEnd: '15:00' })).toEqual(sp('2026-12-01T15:00:00'));
    const lastSentAt = sp('2026-11-30T20:59:55');
    expect(nextCampaignSendAt({ lastSentAt, sentInBatch: 1, sentToday: 1 }, { now: lastSentAt, settings, connectedAt: sp('2026-11-01T10:00:00'), random: () => 0 })).toEqual(sp('2026-12-01T09:00:00'));
  });
});
