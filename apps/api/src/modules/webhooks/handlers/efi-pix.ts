import { orderUuidOfDynamicTxid } from '@comanda/domain/payments/pix-txid';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index';
import { EfiError } from '../../../integrations/efi/client';
import { EfiPixNotificationSchema } from '../../../integrations/efi/notification';
import { AppError } from '../../../lib/app-error';
import { systemActor } from '../../../lib/commands/actor';
import { markOrderPaid } from '../../orders/orders.api';
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
    .select({ id: orders.id, businessId: orders.businessId, total: orders.total })
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
  try {
    await markOrderPaid({ db, clock: { now: clock }, lang: 'pt' }, systemActor(order.businessId, 'efi'), { orderId: order.id });
  } catch (err) {
    // A canceled order paid anyway is refused by the command before it writes: kept for a refund, not retried.
    if (err instanceof AppError && err.code === 'conflict') return { ...noted, outcome: 'refused', reason: err.message };
    throw err;
  }
  return { ...noted, outcome: 'paid', amount: received.amountCents };
}
