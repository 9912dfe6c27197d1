import { and, eq } from 'drizzle-orm';
import { DEFAULT_ORDER_MESSAGES, fillOrderMessage, ORDER_MESSAGE_KINDS, orderMessageKind, type OrderMessageKind } from '@comanda/domain/whatsapp/order-messages';
import { cloudTemplate, orderStatusTemplateName } from '@comanda/domain/whatsapp/cloud-templates';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { Queryable, Tx } from '../../../db/client';
import { businesses, customers, whatsappMessages, whatsappOrderMessages } from '../../../db/schema/index';
import type { EventConsumer } from '../../../lib/events/event-relay';
import { toE164 } from '../../../lib/phone';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { sendWhatsappMessageDefinition } from '../../../jobs/definitions/send-whatsapp-message';
import { messagesChanged } from '../messages/send-whatsapp-message';

// Order-status messages (issue 35): a consumer of the order events (decision 0042) that, when an
// order reaches a state the restaurant messages about, stores the customer's message keyed
// `order:<id>:<kind>` — unique per business — with its sending job, in the relay's transaction. An
// event delivered twice, by a retry or by two processes' relays, finds the key taken and adds nothing.

export type OrderMessageSetting = { kind: OrderMessageKind; enabled: boolean; text: string };

/** Every kind with the restaurant's choice, or off with the default text. */
export async function orderMessageSettings(q: Queryable, businessId: number): Promise<OrderMessageSetting[]> {
  const rows = await q.select().from(whatsappOrderMessages).where(eq(whatsappOrderMessages.businessId, businessId));
  return ORDER_MESSAGE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return { kind, enabled: row?.enabled ?? false, text: row?.text ?? DEFAULT_ORDER_MESSAGES[kind] };
  });
}

export async function saveOrderMessageSettings(tx: Tx, businessId: number, settings: readonly OrderMessageSetting[]): Promise<void> {
  for (const setting of settings) {
    await tx
      .insert(whatsappOrderMessages)
      .values({ businessId, kind: setting.kind, enabled: setting.enabled, text: setting.text })
      .onConflictDoUpdate({ target: [whatsappOrderMessages.businessId, whatsappOrderMessages.kind], set: { enabled: setting.enabled, text: setting.text, updatedAt: new Date() } });
  }
}

export const orderMessagesConsumer: EventConsumer = async (event, tx) => {
  if (event.name !== 'order.created' && event.name !== 'order.updated') return;
  const order = (event.payload as { data: OrderResource }).data;
  const kind = orderMessageKind(order);
  // Orders keep the number as it was typed; WhatsApp (and the customers table) want it in E.164.
  const to = kind && order.customer_whatsapp ? toE164(order.customer_whatsapp) : null;
  if (!kind || !to) return;
  // One read: the switched-on text, the shop's name, and the customer the number is, if any.
  const [found] = await tx
    .select({ text: whatsappOrderMessages.text, shop: businesses.name, customerId: customers.id })
    .from(whatsappOrderMessages)
    .innerJoin(businesses, eq(businesses.id, whatsappOrderMessages.businessId))
    .leftJoin(customers, and(eq(customers.businessId, whatsappOrderMessages.businessId), eq(customers.whatsapp, to)))
    .where(and(eq(whatsappOrderMessages.businessId, event.businessId), eq(whatsappOrderMessages.kind, kind), eq(whatsappOrderMessages.enabled, true)));
  if (!found) return;
  const reason = [...order.history].reverse().find((entry) => entry.status === 'canceled')?.reason ?? '';
  const values = { nome: order.customer_name?.split(' ')[0] ?? '', numero: order.number, loja: found.shop, motivo: reason };
  const text = fillOrderMessage(found.text, values);
  // Through the Cloud API it goes as the status's template (comanda_<kind>, registered at Meta with this text); Evolution sends the text.
  const template = cloudTemplate(orderStatusTemplateName(kind), found.text, values);
  const [row] = await tx
    .insert(whatsappMessages)
    .values({ businessId: event.businessId, customerId: found.customerId, to, text, template, source: 'order_status', dedupKey: `order:${order.id}:${kind}` })
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  if (!row) return;
  await enqueueJob(tx, sendWhatsappMessageDefinition, { messageId: row.id });
  await messagesChanged(tx, event.businessId);
};
