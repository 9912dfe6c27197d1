import { acceptedPaymentMethods } from '@comanda/domain/business/payment-settings';
import { deliveryDetailsErrors, type DeliveryDetails } from '@comanda/domain/orders/delivery-details';
import { formatMoney } from '@comanda/domain/money/money';
import type { LocalSubType, OrderType } from '@comanda/domain/orders/order-type';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import type { Lang } from '@comanda/domain/validation/lang';
import type { OrderRow, orders } from '../../db/schema/index';
import { removesServiceCharge } from '@comanda/domain/orders/service-charge';
import { AppError, fieldError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import type { BusinessRow } from '../../plugins/tenancy';

/*
 * The business's terms an order is placed under (issue 15): the delivery details, the business-wide minimum order, the service charge of local orders, the accepted payment
 * methods and the cash for change. Each refusal is a 422 on the field the PDV shows it under.
 */

/** A delivery's customer and address (name, WhatsApp, street, number, bairro): a 422 on each one missing. */
export function checkDeliveryDetails(orderType: OrderType, details: DeliveryDetails, lang: Lang): void {
  const refused = deliveryDetailsErrors(orderType, details, lang);
  if (refused) throw new AppError('validation', refused.message, refused.errors);
}

/**
 * The same for an open order whose customer or address `set` changes (PUT details, an append that
 * carries them): the order as it will be. A change of lines or notes alone is not held to it, so a
 * delivery stored before the rule can still be worked on.
 */
export function checkChangedDeliveryDetails(order: OrderRow, set: Partial<typeof orders.$inferInsert>, lang: Lang): void {
  const changed =
    [set.customerName, set.customerWhatsapp, set.addressStreet, set.addressNumber].some((value) => value !== undefined) ||
    (set.districtId !== undefined && set.districtId !== order.districtId);
  if (!changed) return;
  const next = { ...order, ...set };
  checkDeliveryDetails(
    order.orderType,
    { customer_name: next.customerName, customer_whatsapp: next.customerWhatsapp, address_street: next.addressStreet, address_number: next.addressNumber, district_id: next.districtId },
    lang,
  );
}

/** The business-wide minimum order (general settings) holds for delivery and retirada. */
export function checkMinimumOrder(business: Pick<BusinessRow, 'minOrderValue'>, orderType: OrderType, subtotal: number, lang: Lang): void {
  if (orderType === 'local' || subtotal >= business.minOrderValue) return;
  throw fieldError('products', msg(lang, 'order_minimum', { amount: formatMoney(business.minOrderValue, lang) }));
}

/**
 * The service charge rate of a local order: on or off as the request asks (`wanted`), else as the
 * business starts its sub-type (general settings, issue 31: on at tables, off at the counter). Taking
 * off a charge the order would carry by default needs REMOVE_SERVICE_CHARGE_PERMISSION (`mayRemove`),
 * else 403 (issue 30).
 */
export function serviceChargeFor(
  business: Pick<BusinessRow, 'waiterServiceCharge' | 'serviceChargeDefault'>,
  order: { orderType: OrderType; localSubType: LocalSubType | null },
  request: { wanted: boolean | null | undefined; mayRemove: boolean; lang: Lang },
): number {
  // Hundredths of a percent; only local orders have one.
  const rate = order.orderType === 'local' ? (business.waiterServiceCharge ?? 0) : 0;
  const byDefault = rate > 0 && business.serviceChargeDefault[order.localSubType ?? 'mesa'];
  const on = request.wanted ?? byDefault;
  if (removesServiceCharge(byDefault, on) && !request.mayRemove) throw new AppError('forbidden', msg(request.lang, 'service_charge_off_not_allowed'));
  return on ? rate : 0;
}

export function checkPaymentType(business: Pick<BusinessRow, 'paymentMethods'>, orderType: OrderType, paymentType: PaymentMethod | null, lang: Lang): void {
  if (paymentType === null) return;
  if (!acceptedPaymentMethods({ payment_methods: business.paymentMethods }, orderType).includes(paymentType)) {
    throw fieldError('payment_type', msg(lang, 'order_payment_not_accepted'));
  }
}

/** Cash for change: money payments only, and it must cover the total (checked after pricing). */
export function checkValueToChange(order: { paymentType: PaymentMethod | null; valueToChange: number | null; total: number }, lang: Lang): void {
  if (order.valueToChange === null) return;
  if (order.paymentType !== 'money') throw fieldError('value_to_change', msg(lang, 'order_change_only_money'));
  if (order.valueToChange < order.total) {
    throw fieldError(
      'value_to_change',
      msg(lang, 'order_change_too_low', { amount: formatMoney(order.valueToChange, lang), total: formatMoney(order.total, lang) }),
    );
  }
}
