import { addDays } from '@comanda/domain/time/business-time';
import { STATS_MAX_DAYS } from '@comanda/domain/stats/stats-resource';

/*
 * The home page's period picker (issue 16): a few periods an owner asks about, counted from the
 * business's today (the API's `today`, in its time zone, not the browser's), and a custom range.
 */

export const PERIOD_PRESETS = ['thisMonth', 'last7', 'last30', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type Period = { from: string; to: string };

function monthStart(date: string): string {
  return `${date.slice(0, 8)}01`;
}

export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
  }
}

/** Which preset a period is, if any (so a custom range that equals one shows as it). */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return PERIOD_PRESETS.find((p) => {
    const candidate = presetPeriod(p, today);
    return candidate.from === period.from && candidate.to === period.to;
  }) ?? null;
}

export type PeriodProblem = 'reversed' | 'tooLong' | 'missing';

/** What is wrong with a custom range before it is asked for (the API says the same with a 422). */
export function periodProblem(period: Period): PeriodProblem | null {
  if (!period.from || !period.to) return 'missing';
  if (period.to < period.from) return 'reversed';
  if (period.to > addDays(period.from, STATS_MAX_DAYS - 1)) return 'tooLong';
  return null;
}

/** A plain date (YYYY-MM-DD) as the reader's locale writes it, with no time zone shift. */
export function formatPlainDate(date: string, locale: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
