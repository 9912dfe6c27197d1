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
    const nul = nulByteIssues(data);
    if (nul.length > 0) return { error: new RequestValidationError(nul) };
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

/**
 * PostgreSQL text cannot hold the NUL character: a string with one would fail in the database as a
 * 500. No field of ours has a use for it, so it is refused up front as an invalid value of its field.
 * The walk keeps its own stack instead of recursing: a body nested thousands of levels deep (JSON
 * bodies are bounded by the json-body plugin, but query strings and multipart fields are not JSON)
 * must never overflow the call stack.
 */
export function nulByteIssues(value: unknown): z.core.$ZodIssue[] {
  // A path is kept as a link to its parent, so the walk costs the same at any depth.
  interface Step { key: PropertyKey; parent: Step | null }
  const pathOf = (step: Step | null): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let s = step; s; s = s.parent) path.unshift(s.key);
    return path;
  };
  const issues: z.core.$ZodIssue[] = [];
  const stack: [unknown, Step | null][] = [[value, null]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) issues.push({ code: 'custom', path: pathOf(at), input: item, message: '', params: { rule: 'invalid' } });
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => stack.push([child, { key: index, parent: at }]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) stack.push([child, { key, parent: at }]);
    }
  }
  return issues.reverse();
}
