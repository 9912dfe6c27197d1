import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import { serviceChargeOf } from '@comanda/domain/totals/order-total';

export type BillPayment = { method: PaymentMethod; amount: number; received: number };

/**
 * The bill with the service charge on or off: the order's total without its charge, plus the
 * charge at the business's current rate when on (`percent`, 10 for 10%), as the server closes it,
 * with the rounding it uses (serviceChargeOf).
 */
export function billTotal(order: Pick<OrderResource, 'total' | 'subtotal' | 'service_charge'>, serviceOn: boolean, percent: number): number {
  const without = order.total - order.service_charge;
  return serviceOn && percent > 0 ? without + serviceChargeOf(order.subtotal, percent / 100) : without;
}

/** What is still to be paid (negative: the payments pass the total). */
export function paymentsLeft(total: number, payments: readonly BillPayment[]): number {
  return total - payments.reduce((sum, payment) => sum + payment.amount, 0);
}
