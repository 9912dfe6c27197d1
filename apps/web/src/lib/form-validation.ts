import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodErrorMap } from '@comanda/domain/validation/error-map';
import { issuePathKey } from '@comanda/domain/validation/format-errors';
import type { FieldLabelOverrides } from '@comanda/domain/validation/field-labels';
import type { Lang } from '@comanda/domain/validation/lang';

// Zod compiles fast parsers with `new Function` when it can; probing for that breaks the app's
// strict Content-Security-Policy (no 'unsafe-eval') and logs a violation. Every form validates
// through this module, so turning it off here covers them all.
z.config({ jitless: true });

/**
 * The domain's messages, except that an empty text field reads "required" rather than "must have
 * exactly 2 characters" or "invalid format": in a form, empty means the person skipped it.
 */
export function formErrorMap(lang: Lang, labels?: FieldLabelOverrides): z.core.$ZodErrorMap {
  const base = zodErrorMap(lang, labels);
  return (issue) => {
    const emptyable = issue.code === 'too_small' || issue.code === 'invalid_format' || issue.code === 'invalid_value';
    if (issue.input === '' && emptyable) {
      return base({ ...issue, code: 'invalid_type', expected: 'string', input: undefined } as z.core.$ZodRawIssue);
    }
    return base(issue);
  };
}

/** `zodResolver(schema, { error: zodErrorMap(lang) })`, with the empty-field tweak above. */
export function domainResolver(
  schema: z.ZodType<FieldValues, unknown>,
  lang: Lang,
  labels?: FieldLabelOverrides,
): Resolver<FieldValues> {
  // The cast only widens the schema's input type for the resolver; validation is zod's, untouched.
  return zodResolver(schema as z.ZodType<FieldValues, FieldValues>, { error: formErrorMap(lang, labels) }) as Resolver<FieldValues>;
}

export type ValidationResult<T> = { success: true; data: T } | { success: false; errors: Record<string, string> };

/**
 * Validates plain values with a domain schema, giving the first message per field. For the one form
 * that does without react-hook-form (login, see its page).
 */
export function validateValues<T>(schema: z.ZodType<T, unknown>, values: unknown, lang: Lang): ValidationResult<T> {
  const result = schema.safeParse(values, { error: formErrorMap(lang) });
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

/** Field errors by dotted path ('week.monday.0.opening_time'), the first message of each. */
export type PathErrors = Record<string, string>;

/** A form that edits a whole document checked by the domain's schema, with the paths a 422 answers. */
export function pathErrors(schema: z.ZodType, values: unknown, lang: Lang): PathErrors {
  const result = schema.safeParse(values, { error: formErrorMap(lang) });
  const errors: PathErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issuePathKey(issue.path)] ??= issue.message;
  return errors;
}

/** The first message per path of a 422 body's `errors`. */
export function firstErrors(errors: Record<string, string[]>): PathErrors {
  return Object.fromEntries(Object.entries(errors).flatMap(([path, messages]) => (messages[0] ? [[path, messages[0]]] : [])));
}
