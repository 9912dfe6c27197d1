import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import { serviceChargeOf } from '@comanda/domain/totals/order-total';

export type BillPayment = { method: PaymentMethod; amount: number; received: number };

/**
 * The bill with the service charge on or off: the order's total without its charge, plus the
 * charge at the order's rate when on (the rounding the server uses, serviceChargeOf).
 */
export function billTotal(order: Pick<OrderResource, 'total' | 'subtotal' | 'service_charge' | 'service_charge_percent'>, serviceOn: boolean): number {
  const without = order.total - order.service_charge;
  return serviceOn ? without + serviceChargeOf(order.subtotal, order.service_charge_percent / 100) : without;
}

/** What is still to be paid (negative: the payments pass the total). */
export function paymentsLeft(total: number, payments: readonly BillPayment[]): number {
  return total - payments.reduce((sum, payment) => sum + payment.amount, 0);
}
