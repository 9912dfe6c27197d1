import { cardFeeFor, type CardFee } from '../business/card-fee';
import { couponDiscount, type CouponTerms } from '../coupons/coupon-rules';
import { computeOrderTotals, type OrderTotals } from '../totals/order-total';
import type { OrderProductInput } from '../totals/order-product';
import type { PaymentMethod } from './payment';

/*
 * An order's totals (issue 15): the spec §9 subtotal of its lines, the delivery fee, the service
 * charge, the discount (capped), and the card fee when the business passes it on to the customer
 * and the order is paid by card (decision 0025). The API stores exactly this; the PDV shows exactly
 * this, so the screen and the stored order never differ by a centavo.
 */

export type OrderPricingInput = {
  lines: readonly OrderProductInput[];
  /** Centavos; delivery orders only. */
  deliveryFee: number;
  /** Hundredths of a percent of the subtotal (1000 = 10%); 0 when none applies. */
  serviceChargeRate: number;
  /** Centavos asked off the order; the applied discount never takes it below zero. */
  discount: number;
  paymentType: PaymentMethod | null;
  /** The business's card fee when it is passed on to the customer, else null. */
  customerCardFee: CardFee | null;
  /** The order's coupon (issue 18): its share of the subtotal, its amount, or the delivery fee, on top of `discount`. */
  coupon?: Pick<CouponTerms, 'type' | 'percent' | 'amount'> | null;
};

/** `coupon_discount`: what the coupon asked off, within `discount` (the whole applied discount). */
export type OrderPricing = OrderTotals & { card_fee: number; coupon_discount: number };

export function priceOrder(order: OrderPricingInput): OrderPricing {
  // Nothing ordered costs nothing: an emptied PDV cart shows no delivery or card fee (issue 31).
  const input = order.lines.length === 0 ? { ...order, deliveryFee: 0, customerCardFee: null } : order;
  const base = {
    products: input.lines,
    deliveryFee: input.deliveryFee,
    serviceChargeFraction: input.serviceChargeRate / 10_000,
  };
  // The coupon is taken from the order as it stands before any discount (a percentage of the subtotal).
  const couponOff = input.coupon ? couponDiscount(input.coupon, { subtotal: computeOrderTotals(base).subtotal, deliveryFee: Math.max(0, input.deliveryFee) }) : 0;
  const totals = computeOrderTotals({ ...base, discount: input.discount + couponOff });
  const cardFee = input.paymentType === 'card' ? cardFeeFor(totals.total, input.customerCardFee) : 0;
  return { ...totals, card_fee: cardFee, coupon_discount: Math.min(couponOff, totals.discount), total: totals.total + cardFee };
}

/** The change owed for cash handed over (troco para): null when none was given or it does not cover the total. */
export function changeFor(total: number, valueToChange: number | null | undefined): number | null {
  if (valueToChange === null || valueToChange === undefined || valueToChange < total) return null;
  return valueToChange - total;
}
