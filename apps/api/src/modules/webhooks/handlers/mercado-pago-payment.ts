import { MercadoPagoNotificationSchema } from '../../../integrations/mercado-pago/notification';
import type { WebhookHandlerContext } from './webhook-handlers';

/**
 * A Mercado Pago `payment` notification. For now it notes the payment id on the event.
 *
 * The seam for the payments issue: re-read the payment (PaymentGateway.getPayment(paymentId); the
 * body proves nothing but that the payment changed), find the order by its `external_reference`,
 * and call the "mark order paid" command with `ctx.tx` and a system actor, so that the payment and
 * the event's `processed` mark commit together. Fetch the payment before writing anything: the event
 * row is locked while this runs, and on the embedded database the transaction holds the only
 * connection.
 */
export async function handleMercadoPagoPayment({ body, log, event }: WebhookHandlerContext): Promise<Record<string, unknown>> {
  // The route stored only bodies that parsed; a row that no longer does is a bug worth a retry and a log line.
  const notification = MercadoPagoNotificationSchema.parse(body);
  const paymentId = notification.data.id;
  log.info({ webhookEventId: event.id, paymentId, action: notification.action }, 'mercado pago payment notified');
  return { payment_id: paymentId };
}
