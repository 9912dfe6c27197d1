import { z } from 'zod';

/**
 * The most characters a text field's schema accepts (its `.max()`), read through optional, nullable,
 * default and pipe wrappers; undefined when the schema sets none. Forms take a field's limit from
 * here, so the counter they show and the message the API answers come from the same number.
 */
export function textLimit(schema: z.ZodType): number | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof z.ZodString) return current.maxLength ?? undefined;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap();
    } else if (current instanceof z.ZodPipe) {
      current = current.in;
    } else {
      return undefined;
    }
  }
  return undefined;
}
