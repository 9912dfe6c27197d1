import { z } from 'zod';

// The bodies the errors plugin writes, as zod schemas for the `response` map of every route
// (DESIGN.md §3.3: every route declares its 4xx too). Spread the set a route can answer:
//   response: { 200: x, ...errorResponses(400, 401, 403, 404, 422) }

export const messageErrorSchema = z.object({ message: z.string() });

/**
 * 403: no permission (`forbidden`), CSRF refusal, `code: "business_blocked"`, or
 * `code: "feature_unavailable"` with the plan feature's code in `feature`.
 */
export const forbiddenErrorSchema = z.object({ message: z.string(), code: z.string().optional(), feature: z.string().optional() });

/** 422: `{ message, errors: { field: [text] } }`, in the caller's language. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

const BY_STATUS = {
  400: messageErrorSchema,
  401: messageErrorSchema,
  403: forbiddenErrorSchema,
  404: messageErrorSchema,
  409: messageErrorSchema,
  413: messageErrorSchema,
  415: messageErrorSchema,
  422: validationErrorSchema,
  429: messageErrorSchema,
  502: messageErrorSchema,
  504: messageErrorSchema,
} as const;

type ErrorStatus = keyof typeof BY_STATUS;

export function errorResponses<S extends ErrorStatus>(...statuses: S[]): { [K in S]: (typeof BY_STATUS)[K] } {
  const out = {} as { [K in S]: (typeof BY_STATUS)[K] };
  for (const status of statuses) out[status] = BY_STATUS[status];
  return out;
}
