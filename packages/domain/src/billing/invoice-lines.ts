import { roundHalfAwayFromZero } from '../money/money';
import { remainingFraction } from './periods';

// Zod-free: what a period's invoice charges (issue 39), in centavos, as lines the invoice page lists
// and whose sum is its total. The promotion is a line of its own (a discount), so the page shows the
// normal price and what the offer saves, as the pricing cards promised.

export type InvoiceLineKind = 'plan' | 'promotion' | 'addon' | 'proration' | 'credit';

export interface InvoiceLine {
  kind: InvoiceLineKind;
  /** The plan's or add-on's code, the promotion's kind. */
  code: string;
  amount: number;
}

export interface PeriodCharges {
  plan: { code: string; price: number };
  /** The plan's promotion: its price per period and for how many periods (from the first paid one). */
  promotion: { code: string; price: number; periods: number } | null;
  /** Recurring add-ons every period; one-off ones only on the period they were bought in. */
  addons: readonly { code: string; price: number }[];
}

/** The lines of period `paidIndex` (0 = the first paid period). */
export function periodInvoiceLines(charges: PeriodCharges, paidIndex: number): InvoiceLine[] {
  const lines: InvoiceLine[] = [{ kind: 'plan', code: charges.plan.code, amount: charges.plan.price }];
  const promo = charges.promotion;
  if (promo && paidIndex < promo.periods && promo.price < charges.plan.price) lines.push({ kind: 'promotion', code: promo.code, amount: promo.price - charges.plan.price });
  for (const addon of charges.addons) lines.push({ kind: 'addon', code: addon.code, amount: addon.price });
  return lines;
}

export const invoiceTotal = (lines: readonly InvoiceLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** A period given by the platform ("um mês grátis"): a credit line that brings the invoice to zero. */
export function withFreePeriod(lines: readonly InvoiceLine[]): InvoiceLine[] {
  const total = invoiceTotal(lines);
  return total > 0 ? [...lines, { kind: 'credit', code: 'free_period', amount: -total }] : [...lines];
}

/**
 * An upgrade in the middle of a paid period: the difference between the new and the old price for
 * the part of the period still ahead, charged now (never negative: a downgrade waits for the
 * period's end instead of giving money back).
 */
export function upgradeProration(oldPrice: number, newPrice: number, period: { start: Date; end: Date }, at: Date): number {
  return Math.max(0, roundHalfAwayFromZero((newPrice - oldPrice) * remainingFraction(period, at)));
}

/**
 * What a subscription adds to the monthly recurring revenue: its period's price (the promotion's
 * while it lasts), a yearly plan's twelfth; nothing unless it is active or past due.
 */
export function monthlyRevenue(input: { status: string; interval: 'month' | 'year'; price: number; periodIndex: number; promotion: { price: number; periods: number } | null }): number {
  if (input.status !== 'active' && input.status !== 'past_due') return 0;
  const price = input.promotion && input.periodIndex < input.promotion.periods ? input.promotion.price : input.price;
  return input.interval === 'year' ? Math.round(price / 12) : price;
}
