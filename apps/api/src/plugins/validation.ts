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
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
