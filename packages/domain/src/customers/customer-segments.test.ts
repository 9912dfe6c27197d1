import { describe, expect, it } from 'vitest';
import { CUSTOMER_SEGMENT_NAMES, topSpendersCount } from './customer-segments';
import { checkSignUpGuard, SIGN_UP_MIN_FILL_MS } from './sign-up-guard';

describe('customer segments', () => {
  it('are new, recurring, inactive and top spenders', () => {
    expect(CUSTOMER_SEGMENT_NAMES).toEqual(['new', 'recurring', 'inactive', 'top_spenders']);
  });
  it('top spenders are the top 10%, at least one when anyone spent', () => {
    expect(topSpendersCount(0)).toBe(0);
    expect(topSpendersCount(1)).toBe(1);
    expect(topSpendersCount(9)).toBe(1);
    expect(topSpendersCount(10)).toBe(1);
    expect(topSpendersCount(11)).toBe(2);
    expect(topSpendersCount(200)).toBe(20);
  });
});

describe('the sign-up link bot check', () => {
  const now = 1_800_000_000_000;
  it('lets a person through after a few seconds', () => {
    expect(checkSignUpGuard({ honeypot: '', shownAt: now - 8_000, now })).toBe('ok');
    expect(checkSignUpGuard({ honeypot: null, shownAt: now - SIGN_UP_MIN_FILL_MS, now })).toBe('ok');
  });
  it('refuses a filled honeypot, a form sent at once, or from the future', () => {
    expect(checkSignUpGuard({ honeypot: 'http://spam', shownAt: now - 60_000, now })).toBe('bot');
    expect(checkSignUpGuard({ honeypot: '', shownAt: now - 500, now })).toBe('bot');
    expect(checkSignUpGuard({ honeypot: '', shownAt: now + 60_000, now })).toBe('bot');
    expect(checkSignUpGuard({ honeypot: '', shownAt: Number.NaN, now })).toBe('bot');
  });
  it('asks to reload a page shown more than a day ago', () => {
    expect(checkSignUpGuard({ honeypot: '', shownAt: now - 25 * 3600_000, now })).toBe('stale');
  });
});
