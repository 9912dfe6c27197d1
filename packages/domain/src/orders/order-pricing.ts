import { cardFeeFor, type CardFee } from '../business/card-fee';
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
};

export type OrderPricing = OrderTotals & { card_fee: number };

export function priceOrder(input: OrderPricingInput): OrderPricing {
  const totals = computeOrderTotals({
    products: input.lines,
    deliveryFee: input.deliveryFee,
    serviceChargeFraction: input.serviceChargeRate / 10_000,
    discount: input.discount,
  });
  const cardFee = input.paymentType === 'card' ? cardFeeFor(totals.total, input.customerCardFee) : 0;
  return { ...totals, card_fee: cardFee, total: totals.total + cardFee };
}

/** The change owed for cash handed over (troco para): null when none was given or it does not cover the total. */
export function changeFor(total: number, valueToChange: number | null | undefined): number | null {
  if (valueToChange === null || valueToChange === undefined || valueToChange < total) return null;
  return valueToChange - total;
}
