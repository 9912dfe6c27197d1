import { describe, expect, it } from 'vitest';
import { NO_CONSENT, nextConsent } from './marketing-consent';

describe('marketing consent (LGPD)', () => {
  const day1 = new Date('2026-11-01T12:00:00Z');
  const day2 = new Date('2026-11-10T12:00:00Z');

  it('an opt-in records when and where', () => {
    expect(nextConsent(NO_CONSENT, true, 'sign_up_link', day1)).toEqual({
      marketing_consent: true, marketing_consent_at: day1, marketing_consent_source: 'sign_up_link', marketing_opt_out_at: null,
    });
  });
  it('saying yes again keeps the first date', () => {
    const given = nextConsent(NO_CONSENT, true, 'back_office', day1);
    expect(nextConsent(given, true, 'sign_up_link', day2)).toBe(given);
  });
  it('an opt-out records when, keeping the consent it withdrew', () => {
    const given = nextConsent(NO_CONSENT, true, 'back_office', day1);
    expect(nextConsent(given, false, 'back_office', day2)).toEqual({ ...given, marketing_consent: false, marketing_opt_out_at: day2 });
  });
  it('never having agreed is not an opt-out', () => {
    expect(nextConsent(NO_CONSENT, false, 'back_office', day2)).toBe(NO_CONSENT);
  });
});
