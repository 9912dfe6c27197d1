// Zod-free: the public sign-up page and the API read the same numbers.

/*
 * The public sign-up link's bot check (issue 18), with no third party: a field people never see
 * (a honeypot a form-filling robot fills in) and the time between the page being shown and the form
 * being sent (a robot posts at once; a person takes seconds to type a name and a phone). A page left
 * open for a day is sent again from a fresh load.
 */
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
  if (honeypot) return 'bot';
  const elapsed = now - shownAt;
  if (!Number.isFinite(elapsed) || elapsed < SIGN_UP_MIN_FILL_MS) return 'bot';
  if (elapsed > SIGN_UP_MAX_FILL_MS) return 'stale';
  return 'ok';
}
