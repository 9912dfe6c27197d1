import { z } from 'zod';
import {
  hasNonEmptyKey,
  isAboveMinHour,
  isBelowMaxHour,
  isDecimal,
  hourOf,
  isIsoDate,
  isSlug,
  isStrictInteger,
  letterCount,
  parseWeight,
  type DecimalOptions,
} from './predicates';

/*
 * Reusable zod pieces for the rules of spec §5. None carries a message: each issue names its rule
 * in `params.rule` (plus the rule's arguments) and zodErrorMap writes the text in the caller's
 * language. A missing or empty value always reads as the required message, as in Laravel, so the
 * format rules below stop (`abort`) after the required check fails.
 */

const REQUIRED = { abort: true } as const;

/** required (+ max): a trimmed, non-empty string of at most `max` characters. */
export function requiredString(max?: number) {
  const base = z.string().trim().min(1, REQUIRED);
  return max === undefined ? base : base.max(max);
}

/** A person's name has at least this many letters: 'J' or 'J.' is an initial, not a name. */
export const PERSON_NAME_MIN_LETTERS = 2;

/** required + max + min_letters: a person's name, as typed at sign-up or on the profile. */
export function personName(max = 120) {
  return requiredString(max).refine((value) => letterCount(value) >= PERSON_NAME_MIN_LETTERS, {
    params: { rule: 'min_letters', min: PERSON_NAME_MIN_LETTERS },
  });
}

/** required + email, at most 255 characters (the usual column size). */
export function requiredEmail(max = 255) {
  return z.string().trim().min(1, REQUIRED).max(max).pipe(z.email());
}

export type HourOptions = { max?: number; min?: number };

/**
 * An 'HH:MM' time. max_hour: the hour part must be below `max`; min_hour: it must be above `min`
 * (strict, as the original vee-validate rules compare).
 */
export function hourField({ max, min }: HourOptions = {}) {
  let schema = z
    .string()
    .trim()
    .min(1, REQUIRED)
    .refine((value) => hourOf(value) !== null, { params: { rule: 'hour_format' }, abort: true });
  if (max !== undefined) {
    schema = schema.refine((value) => isBelowMaxHour(value, max), { params: { rule: 'max_hour', length: max } });
  }
  if (min !== undefined) {
    schema = schema.refine((value) => isAboveMinHour(value, min), { params: { rule: 'min_hour', length: min } });
  }
  return schema;
}

/**
 * decimal: digits with at most `decimals` places after `separator` (any by default, '.' by
 * default). A JSON number is accepted and read as its decimal text. Output stays a string so that
 * the caller converts it to centavos or kilograms without a float in between.
 */
export function decimalString({ decimals, separator = '.' }: DecimalOptions = {}) {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', separator) : value),
    z
      .string()
      .trim()
      .min(1, REQUIRED)
      .refine((value) => isDecimal(value, { decimals, separator }), {
        params: { rule: 'decimal', decimals: decimals ?? '*', separator },
      }),
  );
}

/**
 * min_weight: a weight in kg, typed with a comma or a dot, at least `min`. Outputs the number.
 */
export function minWeight(min: number) {
  return z
    .custom<string | number>((value) => typeof value === 'string' || typeof value === 'number', {
      params: { rule: 'min_weight', min },
    })
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', input: undefined, params: { rule: 'required' } });
        return z.NEVER;
      }
      const weight = parseWeight(value);
      if (weight === null || weight < min) {
        ctx.addIssue({ code: 'custom', input: value, params: { rule: 'min_weight', min } });
        return z.NEVER;
      }
      return weight;
    });
}

/** date: 'YYYY-MM-DD' with a 19xx or 20xx year (the database's date format). */
export function isoDate() {
  return z.string().trim().min(1, REQUIRED).refine(isIsoDate, { params: { rule: 'date' } });
}

/** slug: lower-case letters and digits in groups joined by single hyphens. */
export function slug() {
  return z.string().min(1, REQUIRED).refine(isSlug, { params: { rule: 'slug' } });
}

/** integer: a strict whole number, given as a number or a string of digits. Outputs the number. */
export function strictInteger() {
  return z
    .custom<number | string>((value) => isStrictInteger(value), { params: { rule: 'integer' } })
    .transform((value) => Number(value));
}

/** object: an object whose `key` is non-empty, e.g. a select that yields `{ id, name }`. */
export function objectWithKey<T extends Record<string, unknown> = Record<string, unknown>>(key: string) {
  return z.custom<T>((value) => hasNonEmptyKey(value, key), { params: { rule: 'object', key } });
}
