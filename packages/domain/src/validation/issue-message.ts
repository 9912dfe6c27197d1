import type { z } from 'zod';
import { fieldKeyOfPath, fieldLabel, type FieldLabelOverrides } from './field-labels';
import type { Lang } from './lang';
import { renderMessage, type MessageKey, type MessageParams } from './messages';

/**
 * Either what an error map receives (raw, with `input`) or what a ZodError holds (finalised: zod
 * drops `input` unless the parse ran with `reportInput: true`).
 */
export type AnyZodIssue = z.core.$ZodRawIssue | z.core.$ZodIssue;

// A loose view: the issue union is discriminated by `code`, but each branch below reads one or two
// optional fields, and zod's own default messages do the same.
type IssueView = {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  message?: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  divisor?: number;
  keys?: readonly string[];
  params?: Record<string, unknown>;
};

const CUSTOM_RULES = new Set<MessageKey>([
  'required', 'ext', 'max', 'email', 'regex', 'min', 'confirmed', 'numeric', 'between', 'image',
  'min_value', 'max_value', 'max_hour', 'min_hour', 'hour_format', 'decimal', 'max_decimals', 'min_weight', 'date',
  'object', 'slug', 'integer', 'invalid', 'in', 'after_or_equal', 'distinct', 'phone', 'min_letters', 'cep', 'cpf_cnpj',
  'discount_reaches_price', 'discount_without_price', 'empty_range', 'no_delivery_day', 'overlapping_range',
  'no_payment_method', 'pix_key_cpf', 'pix_key_cnpj', 'pix_key_email', 'pix_key_phone', 'pix_key_random',
  'percent_decimals', 'card_fee_percent_max', 'card_fee_fixed_max', 'host', 'printer_prints_nothing', 'email_or_whatsapp',
  'mp_access_token', 'mp_public_key', 'efi_certificate', 'pix_key_any', 'whatsapp_recipient', 'whatsapp_gap_order', 'future_time', 'cloud_phone_number_id', 'cloud_verify_token', 'cloud_template_required', 'cloud_no_groups',
]);

const TYPE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  string: 'type_string',
  number: 'type_number',
  int: 'type_integer',
  bigint: 'type_integer',
  boolean: 'type_boolean',
  array: 'type_array',
  tuple: 'type_array',
  set: 'type_array',
  object: 'type_object',
  record: 'type_object',
  map: 'type_object',
  date: 'type_date',
  file: 'type_file',
  nonoptional: 'required',
};

// Zod's own English text for a missing value, the only witness left once `input` is dropped. NaN is
// what an emptied number input gives a form (valueAsNumber): the person left it blank, so it reads
// as "obrigatório", not "deve ser um número".
const ZOD_MISSING = /received (undefined|null|NaN)$/;

/** The field's label in a given language: needed to recognise a message written in the other one. */
type LabelOf = (lang: Lang) => string;

function isMissing(issue: IssueView, labelOf: LabelOf): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null || Number.isNaN(issue.input);
  const message = issue.message ?? '';
  if (ZOD_MISSING.test(message)) return true;
  // Already localised by zodErrorMap in either language: keep its verdict.
  return (['pt', 'en'] as const).some((lang) => message === renderMessage('required', lang, { field: labelOf(lang) }));
}

function dateText(value: number | bigint | undefined): string {
  if (typeof value !== 'number') return String(value);
  return new Date(value).toISOString().slice(0, 10);
}

type Resolved = [MessageKey, MessageParams?];

function resolveSize(issue: IssueView, big: boolean): Resolved {
  const bound = (big ? issue.maximum : issue.minimum) ?? 0;
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return ['length', { length: bound }];
      if (!big && Number(bound) === 1) return ['required'];
      return big ? ['max', { length: bound }] : ['min', { length: bound }];
    case 'array':
    case 'set':
      if (!big && Number(bound) === 1) return ['required'];
      return big ? ['max_items', { max: bound }] : ['min_items', { min: bound }];
    case 'file':
      return big ? ['file_size', { max: Math.ceil(Number(bound) / 1024) }] : ['invalid'];
    case 'date':
      return big ? ['date_max', { max: dateText(bound) }] : ['date_min', { min: dateText(bound) }];
    default:
      if (big) return issue.inclusive === false ? ['less_than', { max: bound }] : ['max_value', { max: bound }];
      return issue.inclusive === false ? ['greater_than', { min: bound }] : ['min_value', { min: bound }];
  }
}

function customParams(params: Record<string, unknown>): MessageParams {
  const out: Record<string, string | number | bigint> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.join(', ');
  }
  return out;
}

function resolve(issue: IssueView, field: LabelOf, otherLabel: (key: string) => string): Resolved | string {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue, field)) return ['required'];
      if (issue.expected === 'number' && typeof issue.input === 'number') return ['type_number'];
      return [TYPE_MESSAGES[issue.expected ?? ''] ?? 'invalid'];
    case 'invalid_value':
      return isMissing(issue, field) ? ['required'] : ['in'];
    case 'invalid_union':
      return isMissing(issue, field) ? ['required'] : ['invalid'];
    case 'too_small':
      return resolveSize(issue, false);
    case 'too_big':
      return resolveSize(issue, true);
    case 'invalid_format':
      if (issue.format === 'email') return ['email'];
      if (issue.format === 'date') return ['date'];
      return ['regex'];
    case 'not_multiple_of':
      return ['multiple_of', { divisor: issue.divisor ?? 1 }];
    case 'unrecognized_keys':
      return ['unrecognized_keys', { keys: (issue.keys ?? []).join(', ') }];
    case 'custom': {
      if (issue.params?.['rule'] !== 'confirmed' && 'input' in issue && isMissing(issue, field)) return ['required'];
      const rule = issue.params?.['rule'];
      if (typeof rule === 'string' && CUSTOM_RULES.has(rule as MessageKey)) {
        const params = customParams(issue.params ?? {});
        // `other` names another field (after_or_equal: start_date): show its label, not its key.
        const other = issue.params?.['other'];
        return [rule as MessageKey, typeof other === 'string' ? { ...params, other: otherLabel(other) } : params];
      }
      // A refinement written with its own text keeps it; zod's bare default does not.
      const own = issue.message;
      return own && own !== 'Invalid input' ? own : ['invalid'];
    }
    default:
      return ['invalid'];
  }
}

/**
 * The field a message speaks of: its path's, unless the rule names another one. `confirmed` sits
 * on the confirmation input but speaks of the confirmed field (`field`, or `other` as auth writes it).
 */
function labelKeyOf(issue: IssueView): string {
  const named = issue.params?.['field'] ?? (issue.params?.['rule'] === 'confirmed' ? issue.params['other'] : undefined);
  return typeof named === 'string' ? named : fieldKeyOfPath(issue.path ?? []);
}

/** The localised message of one zod issue, for the field its path names. */
export function issueMessage(issue: AnyZodIssue, lang: Lang, labels?: FieldLabelOverrides): string {
  const view = issue as IssueView;
  const labelKey = labelKeyOf(view);
  const labelOf: LabelOf = (inLang) => fieldLabel(labelKey, inLang, labels);
  const resolved = resolve(view, labelOf, (key) => fieldLabel(key, lang, labels));
  if (typeof resolved === 'string') return resolved;
  const [key, params] = resolved;
  return renderMessage(key, lang, { ...params, field: labelOf(lang) });
}
