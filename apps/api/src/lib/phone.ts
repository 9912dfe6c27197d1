import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Lang } from '@comanda/domain/validation/lang';
import { fieldError } from './app-error';
import { msg } from './messages';

/**
 * A number as a person types it ('(11) 98765-4321', Brazil by default) in E.164 ('+5511987654321'),
 * or null when it is not a valid number.
 */
export function toE164(value: string): string | null {
  const phone = parsePhoneNumberFromString(value, 'BR');
  return phone?.isValid() ? phone.number : null;
}

/** toE164, or a 422 on `field` (default whatsapp) in the caller's language. */
export function normalizeWhatsapp(value: string, lang: Lang, field = 'whatsapp'): string {
  const e164 = toE164(value);
  if (!e164) throw fieldError(field, msg(lang, 'invalid_whatsapp'));
  return e164;
}
