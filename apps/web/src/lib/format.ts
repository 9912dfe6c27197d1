import { formatCentavos } from '@comanda/domain/money/money';
import { getIntlLocale } from './locale';

/**
 * Centavos to a currency text. The currency is the business's (BRL by default), the locale only
 * decides the look (R$ 1.234,50 in pt, R$1,234.50 in en). Invalid values read as zero (spec §5).
 */
export function formatMoney(cents: number | null | undefined, currency = 'BRL', locale = getIntlLocale()): string {
  return formatCentavos(cents, locale, currency);
}

/** Whole currency units (R$ 1.235 in pt, R$1,235 in en): a chart's axis. */
export function formatMoneyWhole(cents: number | null | undefined, currency = 'BRL', locale = getIntlLocale()): string {
  return formatCentavos(cents, locale, currency, { whole: true });
}

export function formatDate(iso: string | null | undefined, locale = getIntlLocale()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A date with its time (29/11/2026 14:05 in pt): when something happened that day matters. */
export function formatDateTime(iso: string | null | undefined, locale = getIntlLocale()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
