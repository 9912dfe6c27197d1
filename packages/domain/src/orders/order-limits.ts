/*
 * How much money one order may hold (issue 30, docs/decisions/0038-order-amount-limits.md). A request
 * may carry 100 lines × 999 units × R$ 100.000,00, far beyond any restaurant's bill and beyond what
 * the order columns hold; an order past these bounds is refused (422 on the line that passes them)
 * before anything is written. The bounds leave every stored amount of an order (subtotal, service
 * charge, fees, total) well inside a 32-bit column; sums over many orders are read as 64-bit.
 */

/** The dearest line: R$ 100.000,00 (a product at the dearest price the menu allows, once). */
export const MAX_LINE_SUBTOTAL = 100_000_00;
/** The largest subtotal of one order, a table's whole bill included: R$ 500.000,00. */
export const MAX_ORDER_SUBTOTAL = 500_000_00;

export type AmountLimitBreach = { index: number; limit: 'line' | 'order'; max: number };

/**
 * The first line that passes a bound, adding `lines` (their subtotals, in the request's order) to an
 * order that already holds `existingSubtotal`; null when all fit.
 */
export function firstLineOverLimit(lines: readonly number[], existingSubtotal = 0): AmountLimitBreach | null {
  let running = existingSubtotal;
  for (const [index, subtotal] of lines.entries()) {
    if (subtotal > MAX_LINE_SUBTOTAL) return { index, limit: 'line', max: MAX_LINE_SUBTOTAL };
    running += subtotal;
    if (running > MAX_ORDER_SUBTOTAL) return { index, limit: 'order', max: MAX_ORDER_SUBTOTAL };
  }
  return null;
}
