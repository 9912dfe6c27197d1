// Zod-free: the PDV shows a coupon's discount with the same rule the API prices the order by.
import { percentOf } from '../money/money';
import type { OrderType } from '../orders/order-type';

/*
 * Coupons (issue 18, docs/decisions/0032): what a coupon takes off an order, and why it does not
 * apply. Dates are the business's local days ('YYYY-MM-DD'), both ends included.
 */

export const COUPON_TYPES = ['percentage', 'fixed', 'free_delivery'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export type CouponTerms = {
  type: CouponType;
  /** Percentage coupons: 10 for 10%. */
  percent: number | null;
  /** Fixed coupons: centavos off. */
  amount: number | null;
  /** Centavos of the order's subtotal below which it does not apply; 0: none. */
  min_order: number;
  starts_at: string | null;
  expires_at: string | null;
  /** Uses in all; null: unlimited. */
  total_uses: number | null;
  uses_per_customer: number | null;
  first_order_only: boolean;
  order_types: readonly OrderType[];
  active: boolean;
};

/** What the order is, at the moment it is placed. */
export type CouponOrder = {
  subtotal: number;
  deliveryFee: number;
  orderType: OrderType;
  /** The business's local date today. */
  today: string;
};

/** What is known of the customer when uses are counted (the API's, under the coupon's lock). */
export type CouponCustomerUse = {
  usesCount: number;
  /** Whether a customer is known (a WhatsApp on the order); per-customer terms need one. */
  customerKnown: boolean;
  customerUses: number;
  customerOrders: number;
};

export const COUPON_REFUSALS = [
  'inactive',
  'not_started',
  'expired',
  'order_type',
  'min_order',
  'used_up',
  'customer_required',
  'customer_used_up',
  'first_order_only',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** Why the coupon does not apply to the order (its own terms), or null when it does. */
export function couponRefusal(coupon: CouponTerms, order: CouponOrder): CouponRefusal | null {
  if (!coupon.active) return 'inactive';
  if (coupon.starts_at !== null && order.today < coupon.starts_at) return 'not_started';
  if (coupon.expires_at !== null && order.today > coupon.expires_at) return 'expired';
  if (!coupon.order_types.includes(order.orderType)) return 'order_type';
  if (order.subtotal < coupon.min_order) return 'min_order';
  return null;
}

/** Every use in all is taken: no order can use it any more (the PDV is told when the code is applied). */
export function isUsedUp(coupon: Pick<CouponTerms, 'total_uses'>, usesCount: number): boolean {
  return coupon.total_uses !== null && usesCount >= coupon.total_uses;
}

/** Why the uses so far forbid one more, or null. */
export function useRefusal(coupon: CouponTerms, use: CouponCustomerUse): CouponRefusal | null {
  if (isUsedUp(coupon, use.usesCount)) return 'used_up';
  const perCustomer = coupon.uses_per_customer !== null || coupon.first_order_only;
  if (perCustomer && !use.customerKnown) return 'customer_required';
  if (coupon.uses_per_customer !== null && use.customerUses >= coupon.uses_per_customer) return 'customer_used_up';
  if (coupon.first_order_only && use.customerOrders > 0) return 'first_order_only';
  return null;
}

/** Centavos the coupon takes off: a share or an amount of the subtotal (never more), or the delivery fee. */
export function couponDiscount(coupon: Pick<CouponTerms, 'type' | 'percent' | 'amount'>, order: Pick<CouponOrder, 'subtotal' | 'deliveryFee'>): number {
  switch (coupon.type) {
    case 'percentage':
      return Math.min(order.subtotal, percentOf(order.subtotal, coupon.percent ?? 0));
    case 'fixed':
      return Math.min(order.subtotal, coupon.amount ?? 0);
    case 'free_delivery':
      return order.deliveryFee;
  }
}

/** A code as stored and compared: trimmed, upper case ('bemvindo10 ' is BEMVINDO10). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toLocaleUpperCase('pt-BR');
}
