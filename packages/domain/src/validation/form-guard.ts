// Zod-free: public pages and the API read the same numbers.

/*
 * The bot check of the public forms (the customer sign-up link, the storefront's checkout), with no
 * third party: a field people never see (a form-filling robot fills it in) and how long the form was
 * open before it was sent (a script posts at once; a person takes seconds to read and type).
 */
export type FormGuard = 'ok' | 'honeypot' | 'too_fast' | 'stale';

export type FormGuardInput = {
  /** The hidden field's value: anything but empty is a robot. */
  honeypot: string | null | undefined;
  /** How long the form had been open when it was sent. */
  elapsedMs: number;
  /** Sent sooner than this: not a person. */
  minMs: number;
  /** Open longer than this: a page too old to trust, sent again from a fresh load. */
  maxMs?: number;
};

export function checkFormGuard({ honeypot, elapsedMs, minMs, maxMs = Number.POSITIVE_INFINITY }: FormGuardInput): FormGuard {
  if (honeypot) return 'honeypot';
  if (Number.isNaN(elapsedMs) || elapsedMs < minMs) return 'too_fast';
  if (elapsedMs > maxMs) return 'stale';
  return 'ok';
}
