import { roundHalfAwayFromZero } from '../money/money';
import { divideRatio, multiplyRatios, ratioOf, type Ratio } from '../money/ratio';
import type { OrderProductInput, OrderProductOptionInput } from './order-product';

/*
 * Subtotal rules of spec §9. Amounts are added as exact ratios and each order line is rounded once
 * (docs/decisions/0002-money-rounding.md): three thirds of a R$ 10,00 pizza cost R$ 10,00, not
 * R$ 9,99, and the order total is the plain sum of its rounded lines.
 */

function addRatios(a: Ratio, b: Ratio): Ratio {
  if (a.denominator === b.denominator) return { numerator: a.numerator + b.numerator, denominator: a.denominator };
  return {
    numerator: a.numerator * b.denominator + b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  };
}

const ZERO: Ratio = { numerator: 0n, denominator: 1n };

/**
 * The options' price for one unit of the product, exact:
 * - highest-price options: only the single dearest one counts, once;
 * - average options: amount × qty split by the category count;
 * - the others: amount × qty.
 */
export function optionsUnitPrice(items: readonly OrderProductOptionInput[] = []): Ratio {
  let highest = 0;
  let sum = ZERO;
  for (const item of items) {
    const qty = item.qty ?? 1;
    if (item.is_highest_price) {
      highest = Math.max(highest, item.amount);
    } else if (item.is_average_calc) {
      const count = Math.max(1, Math.trunc(item.category_average_count ?? 1));
      sum = addRatios(sum, divideRatio(ratioOf(item.amount * qty), BigInt(count)));
    } else {
      sum = addRatios(sum, ratioOf(item.amount * qty));
    }
  }
  return addRatios(sum, ratioOf(highest));
}

/** The base price of one unit: the promotional price while a promotion is active. */
export function baseUnitPrice(product: Pick<OrderProductInput, 'amount' | 'promotional_price' | 'active_promotion'>): number {
  const promo = product.promotional_price;
  return product.active_promotion && promo !== null && promo !== undefined ? promo : product.amount;
}

/**
 * One order line in centavos, rounded once: (base + options) × qty, or × weight in kg for a
 * weight-based product (its price is per kilogram and it goes with quantity 1).
 */
export function lineSubtotal(product: OrderProductInput): number {
  const unit = addRatios(ratioOf(baseUnitPrice(product)), optionsUnitPrice(product.items));
  const multiplier = product.is_weight_based ? (product.weight ?? 0) : (product.qty ?? 1);
  return roundHalfAwayFromZero(multiplyRatios(unit, ratioOf(multiplier)));
}
