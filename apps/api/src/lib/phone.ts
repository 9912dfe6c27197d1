import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fieldLabel } from '@comanda/domain/validation/field-labels';
import type { Lang } from '@comanda/domain/validation/lang';
import { renderMessage } from '@comanda/domain/validation/messages';
import { fieldError } from './app-error';

/**
 * A number as a person types it ('(11) 98765-4321', Brazil by default) in E.164 ('+5511987654321'),
 * or null when it is not a valid number. The `max` metadata checks the digit ranges too
 * ('(11) 08765-4321' is long enough but no Brazilian number), beyond the domain's length check.
 */
export function toE164(value: string): string | null {
  const phone = parsePhoneNumberFromString(value, 'BR');
  return phone?.isValid() ? phone.number : null;
}

/** toE164, or a 422 on `field` (default whatsapp) with the domain's `phone` message, in the caller's language. */
export function normalizeWhatsapp(value: string, lang: Lang, field = 'whatsapp'): string {
  const e164 = toE164(value);
  if (!e164) throw fieldError(field, renderMessage('phone', lang, { field: fieldLabel(field, lang) }));
  return e164;
}
