import { isFinalStatus } from '@comanda/domain/orders/order-status';
import { orderUuidOfDynamicTxid } from '@comanda/domain/payments/pix-txid';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index';
import { EfiError } from '../../../integrations/efi/client';
import { EfiPixNotificationSchema } from '../../../integrations/efi/notification';
import { AppError } from '../../../lib/app-error';
import { systemActor } from '../../../lib/commands/actor';
import { markOrderPaid } from '../../orders/orders.api';
import { refundUnwantedPayment } from '../../payments/payments.api';
import { closeBill } from '../../tables/tables.api';
import type { WebhookHandlerContext } from './webhook-handlers';

type Item = ReturnType<typeof EfiPixNotificationSchema.parse>['pix'][number];
type Outcome = Record<string, unknown> & { outcome: string };

/**
 * An Efí Pix delivery (decision 0048): each item, once per endToEndId, is checked against Efí itself
 * (the body is not signed: `GET /v2/cob/:txid` must say CONCLUIDA and list this endToEndId) and the
 * order its txid was made from (dynamicPixTxid); a Pix of at least the order's total marks it paid by
 * the staff's own command, with a system actor. Paid twice is paid once (the command locks the
 * order). A short Pix, a charge not concluded, a txid of no order are kept in the event's result for
 * the staff, never paid. A failed re-read throws: the event is retried whole (its writes roll back).
 */
export async function handleEfiPix(ctx: WebhookHandlerContext): Promise<Record<string, unknown>> {
  const { pix } = EfiPixNotificationSchema.parse(ctx.body);
  const seen = new Set<string>();
  const items: Outcome[] = [];
  for (const item of pix) {
    if (seen.has(item.endToEndId)) continue;
    seen.add(item.endToEndId);
    items.push({ end_to_end_id: item.endToEndId, txid: item.txid ?? null, ...(await settle(ctx, item)) });
  }
  return { items };
}

async function settle({ tx, db, log, event, clock, efiFor }: WebhookHandlerContext, item: Item): Promise<Outcome> {
  const uuid = item.txid ? orderUuidOfDynamicTxid(item.txid) : null;
  if (!item.txid || !uuid) return { outcome: 'unknown_order' };
  const [order] = await tx
    .select({ id: orders.id, businessId: orders.businessId, total: orders.total, tableId: orders.tableId, status: orders.status, serviceChargeRate: orders.serviceChargeRate })
    .from(orders)
    .where(eq(orders.uuid, uuid))
    .limit(1);
  if (!order) return { outcome: 'unknown_order' };
  const noted = { order_id: order.id };
  const efi = await efiFor(tx, order.businessId);
  // The restaurant has no Efí account connected (any more): nothing to confirm the Pix with.
  if (!efi) return { ...noted, outcome: 'not_connected' };

  let charge;
  try {
    charge = await efi.getCharge(item.txid);
  } catch (err) {
    if (err instanceof EfiError && err.code === 'cobranca_nao_encontrada') return { ...noted, outcome: 'charge_not_found' };
    throw err;
  }
  const received = charge.pix.find((p) => p.endToEndId === item.endToEndId);
  if (charge.status !== 'CONCLUIDA' || !received) return { ...noted, outcome: 'not_concluded', charge_status: charge.status };
  // Less than the total is not this order paid: kept for the staff to see, never rounded into "paid".
  if (received.amountCents < order.total) {
    log.warn({ webhookEventId: event.id, orderId: order.id, amount: received.amountCents, total: order.total }, 'efí pix short of the order total');
    return { ...noted, outcome: 'amount_short', amount: received.amountCents, total: order.total };
  }
  const deps = { db, clock: { now: clock }, lang: 'pt' as const };
  const actor = systemActor(order.businessId, 'efi');
  const payment = { provider: 'efi' as const, providerPaymentId: item.endToEndId };
  try {
    // A table's bill charged by Pix at the PDV closes when the Pix arrives, as "Fechar conta" would.
    if (order.tableId !== null && !isFinalStatus(order.status)) {
      const bill = { service_charge_waiter: order.serviceChargeRate > 0, payments: [{ method: 'pix' as const, amount: order.total }] };
      try {
        await closeBill(deps, actor, { tableId: order.tableId, bill, providerPayment: payment });
        return { ...noted, outcome: 'paid', amount: received.amountCents, table_closed: true };
      } catch (err) {
        // The bill cannot close as it stands (Pix not accepted at tables any more, say): the money is
        // still the order's, so it is marked paid below and the table is left for the staff to close.
        if (!(err instanceof AppError)) throw err;
        log.warn({ webhookEventId: event.id, orderId: order.id, err: err.message }, 'efí pix paid a table order whose bill could not close');
      }
    }
    await markOrderPaid(deps, actor, { orderId: order.id, payment: { ...payment, method: 'pix', amount: received.amountCents } });
  } catch (err) {
    // A canceled order paid anyway is refused by the command before it writes: the Pix is recorded in
    // its ledger and given back (a devolução requested in this transaction); not retried.
    if (err instanceof AppError && err.code === 'conflict') {
      if (order.status === 'canceled') await refundUnwantedPayment(tx, order, { ...payment, method: 'pix', amount: received.amountCents });
      return { ...noted, outcome: 'refused', reason: err.message };
    }
    throw err;
  }
  return { ...noted, outcome: 'paid', amount: received.amountCents };
}
