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

/** The limit of every field of an object schema, by name: `textLimits(CategoryBodySchema).name` is 80. */
export function textLimits<Shape extends z.ZodRawShape>(schema: { shape: Shape }): { [K in keyof Shape]: number | undefined } {
  const limits = {} as { [K in keyof Shape]: number | undefined };
  for (const key of Object.keys(schema.shape) as (keyof Shape)[]) limits[key] = textLimit(schema.shape[key] as z.ZodType);
  return limits;
}
