import type { FieldLabelOverrides } from './field-labels';
import { issueMessage, type AnyZodIssue } from './issue-message';
import type { Lang } from './lang';
import { renderMessage } from './messages';

/** The body of a 422 answer (DESIGN.md "Wire format"). */
export type ValidationErrorBody = {
  message: string;
  errors: Record<string, string[]>;
};

/** Dotted path of an issue ('items.0.qty'); '_' for an issue about the whole body. */
export function issuePathKey(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return '_';
  return path.map((segment) => String(segment)).join('.');
}

/**
 * Groups zod issues by field, each message localised in `lang` (issues that already carry our
 * messages and issues with zod's defaults both come out in `lang`). `message` is the first one,
 * Laravel style: 'O campo nome é obrigatório (e mais 2 erros)'.
 */
export function formatValidationErrors(
  issues: readonly AnyZodIssue[],
  lang: Lang,
  labels?: FieldLabelOverrides,
): ValidationErrorBody {
  // A Map, so that a hostile key such as '__proto__' stays a plain entry.
  const byField = new Map<string, string[]>();
  let total = 0;
  let first: string | undefined;
  for (const issue of issues) {
    const key = issuePathKey(issue.path);
    const text = issueMessage(issue, lang, labels);
    const list = byField.get(key) ?? [];
    byField.set(key, list);
    if (list.includes(text)) continue;
    list.push(text);
    total += 1;
    first ??= text;
  }
  const errors = Object.fromEntries(byField);
  if (first === undefined) return { message: renderMessage('invalid_data', lang), errors };
  const more = total - 1;
  if (more === 0) return { message: first, errors };
  const suffix = renderMessage(more === 1 ? 'more_errors_one' : 'more_errors_other', lang, { count: more });
  return { message: `${first} ${suffix}`, errors };
}
