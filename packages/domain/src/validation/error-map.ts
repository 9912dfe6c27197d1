import type { z } from 'zod';
import type { FieldLabelOverrides } from './field-labels';
import { issueMessage } from './issue-message';
import type { Lang } from './lang';

/**
 * A zod 4 error map giving the spec's messages in `lang`. Pass it per parse
 * (`schema.safeParse(data, { error: zodErrorMap('pt') })`, `zodResolver(schema, { error })`) rather
 * than globally, so one API process can answer each caller in its own language.
 * `labels` adds or overrides field labels for a form with unusual field names.
 */
export function zodErrorMap(lang: Lang, labels?: FieldLabelOverrides): z.core.$ZodErrorMap {
  return (issue) => issueMessage(issue, lang, labels);
}
