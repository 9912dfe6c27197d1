import { applyDiscount, roundHalfAwayFromZero } from '../money/money';
import { multiplyRatios, ratioOf } from '../money/ratio';
import type { OrderProductInput } from './order-product';
import { lineSubtotal } from './subtotal';

export type OrderTotalInput = {
  products: readonly OrderProductInput[];
  /** Centavos; only delivery orders carry one (see pdv). */
  deliveryFee?: number;
  /** Waiter service charge as a fraction (10% is 0.1), applied to the subtotal. */
  serviceChargeFraction?: number;
  /** Centavos off the order (coupon, manual discount). */
  discount?: number;
};

export type OrderTotals = {
  lines: number[];
  subtotal: number;
  delivery_fee: number;
  service_charge: number;
  /** The discount actually applied: never more than what it is taken from. */
  discount: number;
  total: number;
};

/** The service charge on a subtotal, rounded once. */
export function serviceChargeOf(subtotal: number, fraction: number): number {
  if (!(fraction > 0)) return 0;
  return roundHalfAwayFromZero(multiplyRatios(ratioOf(subtotal), ratioOf(fraction)));
}

/**
 * Total = subtotal + delivery fee + service charge − discount, never below 0. The subtotal is the
 * sum of the rounded lines, so subtotal + delivery_fee + service_charge − discount = total holds
 * for the numbers returned. The server recomputes this; a client-sent total is never trusted.
 */
export function computeOrderTotals(input: OrderTotalInput): OrderTotals {
  const lines = input.products.map(lineSubtotal);
  const subtotal = lines.reduce((sum, line) => sum + line, 0);
  const deliveryFee = Math.max(0, input.deliveryFee ?? 0);
  const serviceCharge = serviceChargeOf(subtotal, input.serviceChargeFraction ?? 0);
  const gross = subtotal + deliveryFee + serviceCharge;
  const total = applyDiscount(gross, input.discount ?? 0);
  return { lines, subtotal, delivery_fee: deliveryFee, service_charge: serviceCharge, discount: gross - total, total };
}
