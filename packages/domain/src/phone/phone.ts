import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/*
 * Phones as the product reads and shows them (INTEGRATIONS.md "Brazilian details"): typed freely,
 * Brazil when no country code is given, stored in E.164 (+5511987654321), shown as a Brazilian
 * writes them ((11) 98765-4321). The `min` metadata checks lengths, not digit ranges: enough to
 * catch an incomplete number in the browser; the API also checks the ranges before storing one.
 * Zod-free, so a page that only shows a phone does not need the validation code.
 */

const DEFAULT_COUNTRY = 'BR';

function parse(value: string) {
  return parsePhoneNumberFromString(value, DEFAULT_COUNTRY);
}

/** A number long enough to be a real one for its country ('(12) 3' is not). */
export function isCompletePhone(value: string): boolean {
  return parse(value)?.isPossible() ?? false;
}

/**
 * A phone for display: a Brazilian one as '(11) 98765-4321', a foreign one as '+1 213 373 4253'.
 * Anything that does not read as a phone is shown as it is; nothing shows as ''.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const phone = parse(value);
  if (!phone) return value;
  return phone.country === DEFAULT_COUNTRY ? phone.formatNational() : phone.formatInternational();
}

/** The link that opens a chat with the number in WhatsApp (wa.me), or null when it does not read as a phone. */
export function whatsappUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const phone = parse(value);
  return phone?.isPossible() ? `https://wa.me/${phone.number.slice(1)}` : null;
}
