import { describe, expect, it } from 'vitest';
import { formatPlainDate, periodProblem, presetOf, presetPeriod } from './stats-periods';

describe('stats periods', () => {
  it('counts presets from the business today', () => {
    expect(presetPeriod('thisMonth', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(presetPeriod('last7', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetPeriod('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetPeriod('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('recognises a range that equals a preset', () => {
    expect(presetOf({ from: '2026-11-01', to: '2026-11-26' }, '2026-11-26')).toBe('thisMonth');
    expect(presetOf({ from: '2026-11-02', to: '2026-11-26' }, '2026-11-26')).toBeNull();
  });

  it('finds what is wrong with a custom range', () => {
    expect(periodProblem({ from: '2026-11-10', to: '2026-11-01' })).toBe('reversed');
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('tooLong');
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodProblem({ from: '', to: '2026-01-01' })).toBe('missing');
  });

  it('formats a plain date without shifting it to the reader time zone', () => {
    expect(formatPlainDate('2026-11-01', 'pt-BR')).toMatch(/^1 de nov/);
    expect(formatPlainDate('2026-11-01', 'en-US')).toBe('Nov 1');
  });
});
