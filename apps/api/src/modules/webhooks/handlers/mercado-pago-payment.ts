import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index';
import { MercadoPagoNotificationSchema } from '../../../integrations/mercado-pago/notification';
import { AppError } from '../../../lib/app-error';
import { systemActor } from '../../../lib/commands/actor';
import { INVOICE_REFERENCE_PREFIX, recordInvoicePayment } from '../../billing/billing.api';
import { markOrderPaid } from '../../orders/orders.api';
import { refundUnwantedPayment } from '../../payments/payments.api';
import type { WebhookHandlerContext } from './webhook-handlers';

/**
 * A Mercado Pago `payment` notification (decision 0044): the payment is re-read from Mercado Pago
 * (the body proves only that it changed), and an approved payment of an order's full total marks
 * that order paid, by the same command the staff's "Marcar como pago" runs, with a system actor. The
 * command joins this transaction, so the payment and the event's `processed` mark commit together.
 * The payment is read before anything is written: the event row is locked meanwhile, and on the
 * embedded database the transaction holds the only connection.
 */
export async function handleMercadoPagoPayment({ tx, db, body, log, event, clock, payments }: WebhookHandlerContext): Promise<Record<string, unknown>> {
  // The route stored only bodies that parsed; a row that no longer does is a bug worth a retry and a log line.
  const notification = MercadoPagoNotificationSchema.parse(body);
  const paymentId = notification.data.id;
  log.info({ webhookEventId: event.id, paymentId, action: notification.action }, 'mercado pago payment notified');
  // No access token configured: noted, nothing to act on (README "MERCADO_PAGO_ACCESS_TOKEN").
  if (!payments) return { payment_id: paymentId };

  const payment = await payments.getPayment(paymentId);
  const noted = { payment_id: paymentId, payment_status: payment.status };
  if (payment.status !== 'approved' || !payment.externalReference) return { ...noted, outcome: 'not_approved' };
  // A Comanda invoice (issue 39): paid to the platform's own account only.
  if (payment.externalReference.startsWith(INVOICE_REFERENCE_PREFIX)) {
    if (event.businessId !== null) return { ...noted, outcome: 'other_account' };
    return { ...noted, outcome: await recordInvoicePayment(tx, { reference: payment.externalReference, amountCents: payment.amountCents, now: clock() }) };
  }
  const [order] = await tx
    .select({ id: orders.id, businessId: orders.businessId, total: orders.total, status: orders.status })
    .from(orders)
    .where(eq(orders.uuid, payment.externalReference))
    .limit(1);
  if (!order) return { ...noted, outcome: 'unknown_order' };
  // A restaurant's account pays that restaurant's orders only: a payment made in one account naming
  // another restaurant's order (its uuid as external_reference) pays nothing there.
  if (event.businessId !== null && order.businessId !== event.businessId) return { ...noted, outcome: 'other_business' };
  // Less than the total is not this order paid: kept for the staff to see, never rounded into "paid".
  if (payment.amountCents < order.total) return { ...noted, outcome: 'amount_short', amount: payment.amountCents, total: order.total };
  try {
    await markOrderPaid({ db, clock: { now: clock }, lang: 'pt' }, systemActor(order.businessId, 'mercado_pago'), {
      orderId: order.id,
      payment: { provider: 'mercado_pago', providerPaymentId: payment.id, method: 'mercado_pago', amount: payment.amountCents },
    });
  } catch (err) {
    // A canceled order paid anyway is refused by the command before it writes: the money goes back
    // (a refund requested in this transaction), and the event is not retried.
    if (err instanceof AppError && err.code === 'conflict') {
      if (order.status === 'canceled') await refundUnwantedPayment(tx, order, { provider: 'mercado_pago', providerPaymentId: payment.id, method: 'mercado_pago', amount: payment.amountCents });
      return { ...noted, outcome: 'refused', order_id: order.id, reason: err.message };
    }
    throw err;
  }
  return { ...noted, outcome: 'paid', order_id: order.id };
}
