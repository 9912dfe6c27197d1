import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import { WEEKDAYS, type Weekday } from '@comanda/domain/time/business-time';
import { formatMoney } from '../../../../lib/format';

/** "15%" or "R$ 5,00": a percentage as a percentage, a fixed discount (centavos) as money. */
export function formatDiscount(promotion: Pick<PromotionResource, 'type' | 'discount_value'>, locale: string): string {
  if (promotion.type === 'percentage') {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(promotion.discount_value / 100);
  }
  return formatMoney(promotion.discount_value, 'BRL', locale);
}

/**
 * A promotion date (YYYY-MM-DD, a day of the business) as the locale writes it. Read as a calendar
 * day, not as UTC midnight, which would show the day before in Brazil.
 */
export function formatDay(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(year, month - 1, day));
}

/** The chosen weekdays in the week's order (sunday first), whatever order they were ticked in. */
export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day));
}

export type PromotionStatus = 'running' | 'off' | 'scheduled' | 'ended' | 'notToday';

/** Why a promotion does or does not change the price today (`today` in YYYY-MM-DD). */
export function promotionStatus(promotion: Pick<PromotionResource, 'active' | 'running' | 'start_date' | 'end_date'>, today: string): PromotionStatus {
  if (!promotion.active) return 'off';
  if (promotion.running) return 'running';
  if (promotion.end_date && promotion.end_date < today) return 'ended';
  if (promotion.start_date && promotion.start_date > today) return 'scheduled';
  return 'notToday';
}

/** Today's date on this device, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
