import { AsYouType } from 'libphonenumber-js/min';

/*
 * The part of the phone rules that needs libphonenumber's metadata, loaded on demand through
 * lib/phone.ts: import it only from there (a static import puts the library back on the page).
 */

export { formatPhone, whatsappUrl } from '@comanda/domain/phone/phone';

/** A Brazilian number as typed so far, formatted as it grows: '11912' → '(11) 912'. */
export function formatTypedPhone(value: string): string {
  return new AsYouType('BR').input(value);
}
