import type { CustomerResource } from '@comanda/domain/customers/customer-resource';
import { formatPhone } from '@comanda/domain/phone/phone';
import { getIntlLocale } from '../../../lib/locale';

/** The name to show; a customer made from an order with no name shows their phone. */
export function customerLabel(customer: Pick<CustomerResource, 'full_name' | 'whatsapp'>): string {
  return customer.full_name.trim() || formatPhone(customer.whatsapp);
}

/** '1990-04-12' → '12 de abril' (a date with no time: read in UTC, so no time zone moves the day). */
export function formatBirthday(isoDate: string | null, locale = getIntlLocale()): string {
  if (!isoDate) return '';
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
}
