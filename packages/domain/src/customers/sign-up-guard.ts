import { checkFormGuard } from '../validation/form-guard';

// The public sign-up link's bot check (issue 18, form-guard.ts): the page stamps when the form was
// shown; a person takes seconds to type a name and a phone. A page left open for a day is sent again
// from a fresh load.
export const SIGN_UP_MIN_FILL_MS = 3_000;
export const SIGN_UP_MAX_FILL_MS = 24 * 60 * 60 * 1000;

export type SignUpGuardInput = {
  /** The hidden field's value: anything but empty is a robot. */
  honeypot: string | null | undefined;
  /** When the form was shown, ms since the epoch as the page stamped it. */
  shownAt: number;
  /** When it arrived. */
  now: number;
};

/** 'ok', or why the sign-up is refused: a robot ('bot') or a page too old to trust ('stale'). */
export function checkSignUpGuard({ honeypot, shownAt, now }: SignUpGuardInput): 'ok' | 'bot' | 'stale' {
  const guard = checkFormGuard({ honeypot, elapsedMs: now - shownAt, minMs: SIGN_UP_MIN_FILL_MS, maxMs: SIGN_UP_MAX_FILL_MS });
  return guard === 'honeypot' || guard === 'too_fast' ? 'bot' : guard;
}
