import { pauseOf, phoneOfJid } from '@comanda/domain/whatsapp/connection-state';
import { isOptOutReply } from '@comanda/domain/whatsapp/opt-out';
import { ConnectionUpdateSchema, EvolutionDeliverySchema, MessageUpdateSchema, MessageUpsertSchema, QrcodeUpdatedSchema } from '../../../integrations/evolution/notification';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { mailWhatsappPausedDefinition } from '../../../jobs/definitions/mail-whatsapp-paused';
import { recordWhatsappOptOut } from '../../customers/customers.api';
import type { WebhookHandlerContext } from '../../webhooks/webhooks.api';
import { connectionChanged } from '../connection/whatsapp-connection';
import { lockWhatsappConnection, updateWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { messagesChanged } from '../messages/send-whatsapp-message';
import { recordReceipt } from '../messages/whatsapp-messages.repository';
import { resumeQueuedMessages } from '../messages/queue-message';

// What Evolution tells us (issue 35), each event once (the inbox deduplicates by event id) in the
// transaction that marks it processed. A delivery for an instance the business no longer has (one
// deleted and made again) is ignored: its state is not ours any more.

type Result = Record<string, unknown>;

async function connectionOf(ctx: WebhookHandlerContext) {
  const delivery = EvolutionDeliverySchema.parse(ctx.body);
  if (ctx.event.businessId === null) return null;
  const row = await lockWhatsappConnection(ctx.tx, ctx.event.businessId);
  return row && row.instance === delivery.instance ? { row, data: delivery.data } : null;
}

/**
 * The number connected, disconnected or was refused. `open` records the number and sends what
 * waited; a close with a ban code pauses every send until the owner connects again (and the home
 * page says so); an ordinary close only marks it.
 */
export async function handleConnectionUpdate(ctx: WebhookHandlerContext): Promise<Result> {
  const found = await connectionOf(ctx);
  if (!found) return { outcome: 'unknown_instance' };
  const { row, data } = found;
  const update = ConnectionUpdateSchema.parse(data);
  const now = ctx.clock();
  if (update.state === 'open') {
    const phone = update.wuid ? phoneOfJid(update.wuid) : null;
    await updateWhatsappConnection(ctx.tx, row.businessId, { state: 'open', phone: phone ?? row.phone, connectedAt: now, qrCode: null, pairingCode: null, pausedReason: null, pausedAt: null });
    const resumed = await resumeQueuedMessages(ctx.tx, row.businessId);
    await connectionChanged(ctx.tx, row.businessId);
    return { outcome: 'open', resumed };
  }
  // Our own logout closes with 401 too: the number was let go on purpose, nothing to pause.
  const ownLogout = row.state === 'close' && row.phone === null;
  const pause = ownLogout ? null : pauseOf(update.state, update.statusReason);
  await updateWhatsappConnection(ctx.tx, row.businessId, {
    state: update.state,
    ...(pause ? { pausedReason: pause, pausedAt: now, qrCode: null, pairingCode: null } : {}),
  });
  await connectionChanged(ctx.tx, row.businessId);
  // Newly paused: the owners hear it by e-mail too (a job, after this commits).
  if (pause && !row.pausedReason) await enqueueJob(ctx.tx, mailWhatsappPausedDefinition, { businessId: row.businessId, reason: pause });
  if (pause) ctx.log.warn({ businessId: row.businessId, statusReason: update.statusReason }, `WhatsApp number paused: ${pause}`);
  return { outcome: update.state, paused: pause };
}

/** A new QR while pairing: the page shows it (the old one no longer pairs). */
export async function handleQrcodeUpdated(ctx: WebhookHandlerContext): Promise<Result> {
  const found = await connectionOf(ctx);
  if (!found) return { outcome: 'unknown_instance' };
  if (found.row.state === 'open') return { outcome: 'already_open' };
  const { qrcode } = QrcodeUpdatedSchema.parse(found.data);
  await updateWhatsappConnection(ctx.tx, found.row.businessId, { state: 'connecting', qrCode: qrcode.code, pairingCode: qrcode.pairingCode ?? null, qrUpdatedAt: ctx.clock() });
  await connectionChanged(ctx.tx, found.row.businessId);
  return { outcome: 'qr' };
}

/** A customer wrote to the number: "SAIR" withdraws the consent to promotions at once. */
export async function handleMessageUpsert(ctx: WebhookHandlerContext): Promise<Result> {
  const found = await connectionOf(ctx);
  if (!found) return { outcome: 'unknown_instance' };
  const message = MessageUpsertSchema.parse(found.data);
  if (message.key.fromMe) return { outcome: 'own_message' };
  const phone = phoneOfJid(message.key.remoteJid);
  const text = message.message?.conversation ?? message.message?.extendedTextMessage?.text ?? '';
  if (!phone || !isOptOutReply(text)) return { outcome: 'reply' };
  const customerId = await recordWhatsappOptOut(ctx.tx, found.row.businessId, phone, ctx.clock());
  return { outcome: customerId === null ? 'opt_out_unknown' : 'opted_out', customer_id: customerId };
}

const RECEIPTS: Readonly<Record<string, 'delivered' | 'read' | 'failed'>> = { DELIVERY_ACK: 'delivered', READ: 'read', PLAYED: 'read', ERROR: 'failed' };

/** Delivered, read or failed: the message's status follows (never backwards). */
export async function handleMessageUpdate(ctx: WebhookHandlerContext): Promise<Result> {
  const found = await connectionOf(ctx);
  if (!found) return { outcome: 'unknown_instance' };
  const update = MessageUpdateSchema.parse(found.data);
  const status = RECEIPTS[update.status];
  if (!status) return { outcome: 'ignored_status' };
  const changed = await recordReceipt(ctx.tx, found.row.businessId, update.keyId, status, ctx.clock());
  if (changed) await messagesChanged(ctx.tx, found.row.businessId);
  return { outcome: changed ? status : 'unchanged' };
}
