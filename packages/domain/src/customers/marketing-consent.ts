// Zod-free: the rule of recording a customer's consent to promotions (LGPD), for the API.
import type { ConsentSource } from './customer-resource';

export type ConsentState = {
  marketing_consent: boolean;
  marketing_consent_at: Date | null;
  marketing_consent_source: ConsentSource | null;
  marketing_opt_out_at: Date | null;
};

export const NO_CONSENT: ConsentState = { marketing_consent: false, marketing_consent_at: null, marketing_consent_source: null, marketing_opt_out_at: null };

/**
 * The consent after a form says `wanted`: an opt-in records when and where it was given; an opt-out
 * records when, and is honoured until the customer opts in again; the same answer as before changes
 * nothing (the first consent's date stands).
 */
export function nextConsent(before: ConsentState, wanted: boolean, source: ConsentSource, now: Date): ConsentState {
  if (wanted === before.marketing_consent) return before;
  if (wanted) return { marketing_consent: true, marketing_consent_at: now, marketing_consent_source: source, marketing_opt_out_at: null };
  return { ...before, marketing_consent: false, marketing_opt_out_at: now };
}
