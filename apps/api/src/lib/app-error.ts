// One error type for the whole API. The code decides the HTTP status (errors plugin); the message is
// what the user reads (already in their language), never an internal detail.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  business_blocked: 403,
  feature_unavailable: 403,
  csrf: 403,
  /** A first password set by the owner (issue 19) must be changed before anything else. */
  password_change_required: 403,
  not_found: 404,
  /** GET v1/tables/{id}/order of a table with no open order (spec §8): the PDV starts a new one. */
  order_not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  /** A provider we depend on (the CEP lookup) failed or answered nonsense. */
  provider_unavailable: 502,
  /** A provider did not answer within its time-out. */
  provider_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Codes the client acts on (a blocked business, a feature the plan lacks), so they travel in the body. */
export const PUBLIC_CODES: ReadonlySet<ErrorCode> = new Set(['business_blocked', 'feature_unavailable', 'order_not_found', 'password_change_required']);

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field messages for a 422. */
    readonly errors?: Record<string, string[]>,
    /** For feature_unavailable: the plan feature's code, so the client opens the matching upgrade prompt. */
    readonly feature?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 422 on one field, with the same body shape as a schema validation failure. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: [message] });
}
