import type { z } from 'zod';
import { formatValidationErrors } from '../validation/format-errors';
import type { Lang } from '../validation/lang';

/** The field messages a schema gives for `input`, as the API would answer them (tests only). */
export function fieldErrors(schema: z.ZodType, input: unknown, lang: Lang = 'pt'): Record<string, string[]> {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return formatValidationErrors(issues, lang).errors;
}
