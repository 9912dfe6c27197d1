import type { Business } from '@comanda/domain/business/business-schemas';
import { acceptedPaymentMethods } from '@comanda/domain/business/payment-settings';
import { decideDelivery, type DeliveryDecision } from '@comanda/domain/delivery/delivery-decision';
import type { DeliveryArea } from '@comanda/domain/delivery/district-delivery';
import { changeFor, priceOrder, type OrderPricing } from '@comanda/domain/orders/order-pricing';
import type { CreateOrderBodyInput } from '@comanda/domain/orders/order-resource';
import { orderTypeId } from '@comanda/domain/orders/order-type';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import type { PdvState } from '@comanda/domain/pdv/pdv-state';
import { lineSubtotal } from '@comanda/domain/totals/subtotal';
import { couponRefusal, type CouponRefusal, type CouponTerms } from '@comanda/domain/coupons/coupon-rules';
import { businessDate } from '@comanda/domain/time/business-time';
import type { StampCardResource } from '@comanda/domain/loyalty/loyalty-resource';
import { rewardDiscount } from '@comanda/domain/loyalty/stamp-card';

/** What the PDV's form holds besides the cart (PdvState): the customer, address and payment. */
export type PdvDetails = {
  customer_name: string;
  customer_whatsapp: string;
  customer_email: string;
  address_street: string;
  address_number: string;
  address_complement: string;
  address_reference: string;
  /** The service charge is on (local orders with a business charge only). */
  service_charge_on: boolean;
  payment_type: PaymentMethod | null;
  /** Cash handed over, centavos (troco para); 0: none. */
  value_to_change: number;
  /** The coupon the waiter applied (its terms from POST v1/coupons/check); the server checks and counts it. */
  coupon: PdvCoupon | null;
  /** The picked customer's points and full stamp card; null: none known. */
  loyalty: PdvLoyalty | null;
  /** Points to spend on this order (sent with it; the server checks the balance). */
  points: number;
  /** Use the full stamp card's reward on this order. */
  stamp_reward: boolean;
  /** Centavos of the customer's cashback to spend on this order. */
  cashback: number;
};

export type PdvLoyalty = {
  balance: number;
  /** Centavos a point is worth. */
  point_value_cents: number;
  /** The business's card when the customer's is full (its reward may be used now); else null. */
  reward_card: StampCardResource | null;
  /** Centavos of cashback the customer may spend. */
  cashback_balance: number;
};

export type PdvCoupon = CouponTerms & { code: string };

export const EMPTY_DETAILS: PdvDetails = {
  customer_name: '',
  customer_whatsapp: '',
  customer_email: '',
  address_street: '',
  address_number: '',
  address_complement: '',
  address_reference: '',
  service_charge_on: true,
  payment_type: null,
  value_to_change: 0,
  coupon: null,
  loyalty: null,
  points: 0,
  stamp_reward: false,
  cashback: 0,
};

type PricingBusiness = Pick<Business, 'card_fee' | 'timezone'>;

/**
 * The delivery answer for the chosen bairro (fee, free delivery, minimum order, day off), by the
 * domain function the API decides with. The PDV picks among the listed bairros only.
 */
export function deliveryDecisionOf(
  state: PdvState,
  areas: readonly DeliveryArea[] | undefined,
  business: Pick<Business, 'delivery_fee' | 'timezone'>,
  now = new Date(),
): DeliveryDecision | null {
  if (state.order_type !== 'delivery' || state.district_id === null || !areas) return null;
  const subtotal = state.items.reduce((sum, item) => sum + lineSubtotal(item), 0);
  const policy = { delivery_fee: business.delivery_fee, delivers_outside: false, districts: areas };
  return decideDelivery(policy, { district_id: state.district_id }, subtotal, now, business.timezone);
}

/**
 * The order's totals with the same domain function the API stores them with (priceOrder): the
 * delivery fee the bairro's terms give, the service charge when on, the discount, and the card fee
 * the business passes on.
 */
export function pdvPricing(state: PdvState, details: PdvDetails, business: PricingBusiness, decision: DeliveryDecision | null): OrderPricing {
  const fee = business.card_fee;
  return priceOrder({
    lines: state.items,
    deliveryFee: decision?.deliverable ? decision.fee : state.order_type === 'delivery' ? state.delivery_fee : 0,
    serviceChargeRate: details.service_charge_on ? Math.round(state.service_charge * 10_000) : 0,
    // The manual discount and the points' value, as the server adds them.
    discount: state.discount + pointsDiscount(details) + stampRewardOff(state, details) + cashbackOff(details),
    paymentType: details.payment_type,
    customerCardFee: fee?.passed_to_customer ? { type: fee.type, value: fee.value } : null,
    // Priced only when its terms allow the order (couponRefusalOf); the server decides in the end.
    coupon: details.coupon && couponRefusalOf(state, details, business, decision) === null ? details.coupon : null,
  });
}

/** Centavos the points to spend take off. */
export function pointsDiscount(details: Pick<PdvDetails, 'loyalty' | 'points'>): number {
  return details.loyalty ? details.points * details.loyalty.point_value_cents : 0;
}

/** Centavos of cashback spent on the order. */
export function cashbackOff(details: Pick<PdvDetails, 'loyalty' | 'cashback'>): number {
  return details.loyalty ? Math.min(details.cashback, details.loyalty.cashback_balance) : 0;
}

/** Centavos the stamp card's reward takes off the cart, by the domain's rule (the server's). */
export function stampRewardOff(state: PdvState, details: Pick<PdvDetails, 'loyalty' | 'stamp_reward'>): number {
  const card = details.loyalty?.reward_card;
  if (!details.stamp_reward || !card) return 0;
  const subtotal = state.items.reduce((sum, item) => sum + lineSubtotal(item), 0);
  const units = state.items.filter((item) => item.id === card.reward_product_id).map((item) => Math.round(lineSubtotal(item) / (item.qty ?? 1)));
  return rewardDiscount(card, subtotal, units.length > 0 ? Math.min(...units) : null);
}

/** Why the applied coupon does not fit the order as it stands, by the rule the API applies; null: it fits. */
export function couponRefusalOf(state: PdvState, details: PdvDetails, business: Pick<Business, 'timezone'>, decision: DeliveryDecision | null, now = new Date()): CouponRefusal | null {
  if (!details.coupon) return null;
  const subtotal = state.items.reduce((sum, item) => sum + lineSubtotal(item), 0);
  const deliveryFee = decision?.deliverable ? decision.fee : state.order_type === 'delivery' ? state.delivery_fee : 0;
  return couponRefusal(details.coupon, { subtotal, deliveryFee, orderType: state.order_type, today: businessDate(now, business.timezone) });
}

export function acceptedMethods(business: Pick<Business, 'payment_methods'>, state: Pick<PdvState, 'order_type'>): PaymentMethod[] {
  return acceptedPaymentMethods(business, state.order_type);
}

/** The change for the cash handed over, or null. */
export function changeOf(total: number, details: PdvDetails): number | null {
  return details.payment_type === 'money' && details.value_to_change > 0 ? changeFor(total, details.value_to_change) : null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * POST v1/orders' body: what and how many, never a price (the server prices). A table order sends
 * only the new items: the server appends them to the table's open order, so two waiters on one
 * table never overwrite each other.
 */
export function orderBody(state: PdvState, details: PdvDetails): CreateOrderBodyInput {
  const isLocal = state.order_type === 'local';
  const atTable = isLocal && state.local_sub_type === 'mesa' && state.table_id !== null;
  const isDelivery = state.order_type === 'delivery';
  return {
    order_type_id: orderTypeId(state.order_type),
    local_sub_type: isLocal ? state.local_sub_type : null,
    table_id: atTable ? state.table_id : null,
    order_id: atTable ? state.current_order_id : null,
    products: state.items.map((item) => ({
      id: item.id,
      qty: item.qty ?? 1,
      weight: item.is_weight_based ? (item.weight ?? null) : null,
      comments: item.comments?.trim() ? item.comments.trim() : null,
      items: (item.items ?? []).map((option) => ({ item_id: option.item_id, qty: option.qty ?? 1 })),
    })),
    discount: state.discount,
    coupon_code: details.coupon?.code ?? null,
    points: details.loyalty && details.points > 0 ? details.points : null,
    stamp_reward: details.loyalty?.reward_card && details.stamp_reward ? true : null,
    cashback: cashbackOff(details) > 0 ? cashbackOff(details) : null,
    service_charge_waiter: isLocal && details.service_charge_on,
    payment_type: details.payment_type,
    value_to_change: details.payment_type === 'money' && details.value_to_change > 0 ? details.value_to_change : null,
    customer_name: orNull(details.customer_name),
    customer_whatsapp: orNull(details.customer_whatsapp),
    customer_email: orNull(details.customer_email),
    address_street: isDelivery ? orNull(details.address_street) : null,
    address_number: isDelivery ? orNull(details.address_number) : null,
    address_complement: isDelivery ? orNull(details.address_complement) : null,
    address_reference: isDelivery ? orNull(details.address_reference) : null,
    district_id: isDelivery ? state.district_id : null,
  };
}
