import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Carries zod's raw issues to the error handler, which localises them in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
  }
}

// Our own compiler instead of fastify-type-provider-zod's: it keeps the issues (with their input, so
// that a missing field reads "obrigatório") for formatting once the request's language is known.
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const nul = nulByteIssues(data, []);
    if (nul.length > 0) return { error: new RequestValidationError(nul) };
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

/**
 * PostgreSQL text cannot hold the NUL character: a string with one would fail in the database as a
 * 500. No field of ours has a use for it, so it is refused up front as an invalid value of its field.
 */
function nulByteIssues(value: unknown, path: PropertyKey[]): z.core.$ZodIssue[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [{ code: 'custom', path, input: value, message: '', params: { rule: 'invalid' } }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => nulByteIssues(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nulByteIssues(item, [...path, key]));
  }
  return [];
}
