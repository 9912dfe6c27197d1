import { describe, expect, it } from 'vitest';
import { checkFormGuard } from './form-guard';

describe('checkFormGuard', () => {
  const base = { honeypot: '', minMs: 2_500, maxMs: 60_000 };

  it('lets a person through: the hidden field empty, seconds spent, within the page’s life', () => {
    expect(checkFormGuard({ ...base, elapsedMs: 2_500 })).toBe('ok');
    expect(checkFormGuard({ ...base, honeypot: null, elapsedMs: 40_000 })).toBe('ok');
    expect(checkFormGuard({ honeypot: undefined, elapsedMs: 10 ** 9, minMs: 2_500 })).toBe('ok');
  });

  it('names why it refuses: the hidden field filled (first), sent too fast, or a page too old', () => {
    expect(checkFormGuard({ ...base, honeypot: 'http://spam', elapsedMs: 100 })).toBe('honeypot');
    expect(checkFormGuard({ ...base, elapsedMs: 2_499 })).toBe('too_fast');
    expect(checkFormGuard({ ...base, elapsedMs: -5 })).toBe('too_fast');
    expect(checkFormGuard({ ...base, elapsedMs: Number.NaN })).toBe('too_fast');
    expect(checkFormGuard({ ...base, elapsedMs: 60_001 })).toBe('stale');
  });
});
