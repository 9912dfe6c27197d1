import { isOptOutReply } from '@comanda/domain/whatsapp/opt-out';
import { cloudDeliveryItems, cloudMessageText } from '../../../integrations/whatsapp-cloud/notification';
import { recordWhatsappOptOut } from '../../customers/customers.api';
import type { WebhookHandlerContext } from '../../webhooks/webhooks.api';
import { lockWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { messagesChanged } from '../messages/send-whatsapp-message';
import { recordReceipt } from '../messages/whatsapp-messages.repository';

// What the Cloud API tells us (issue 35; docs/decisions/0052), once per delivery (the inbox) in the
// transaction that marks it processed: a customer's "SAIR" withdraws their consent to promotions; a
// status (delivered, read, failed) moves the message forward, never back. Items for a number the
// business no longer has connected (its credentials replaced) are left alone.

const RECEIPTS: Readonly<Record<string, 'delivered' | 'read' | 'failed'>> = { delivered: 'delivered', read: 'read', failed: 'failed' };

export async function handleCloudDelivery(ctx: WebhookHandlerContext): Promise<Record<string, unknown>> {
  const items = cloudDeliveryItems(ctx.body);
  if (!items || ctx.event.businessId === null) return { outcome: 'unreadable' };
  const connection = await lockWhatsappConnection(ctx.tx, ctx.event.businessId);
  if (!connection || connection.provider !== 'cloud') return { outcome: 'not_connected' };
  const now = ctx.clock();
  let optedOut = 0;
  let receipts = 0;
  let otherNumber = 0;
  for (const item of items) {
    if (item.phoneNumberId !== connection.instance) {
      otherNumber += item.messages.length + item.statuses.length;
      continue;
    }
    for (const message of item.messages) {
      if (!isOptOutReply(cloudMessageText(message))) continue;
      const customerId = await recordWhatsappOptOut(ctx.tx, connection.businessId, `+${message.from.replace(/\D/g, '')}`, now);
      if (customerId !== null) optedOut++;
    }
    for (const status of item.statuses) {
      const receipt = RECEIPTS[status.status];
      if (receipt && (await recordReceipt(ctx.tx, connection.businessId, status.id, receipt, now))) receipts++;
    }
  }
  if (receipts > 0) await messagesChanged(ctx.tx, connection.businessId);
  return { outcome: 'processed', opted_out: optedOut, receipts, other_number: otherNumber };
}
