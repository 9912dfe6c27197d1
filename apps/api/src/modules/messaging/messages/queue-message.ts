import type { Db, Tx } from '../../../db/client';
import type { WhatsappMessageRow } from '../../../db/schema/index';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { sendWhatsappMessageDefinition } from '../../../jobs/definitions/send-whatsapp-message';
import { messagesChanged } from './send-whatsapp-message';
import { kickLane } from '../campaigns/lane';
import { insertWhatsappMessage, queuedMessages } from './whatsapp-messages.repository';

/** Stores a message and its sending job (at its time, when scheduled) in the caller's transaction: the job exists exactly when the message does. */
export async function queueWhatsappMessage(tx: Tx, values: Parameters<typeof insertWhatsappMessage>[1]): Promise<WhatsappMessageRow> {
  const row = await insertWhatsappMessage(tx, values);
  await enqueueJob(tx, sendWhatsappMessageDefinition, { messageId: row.id }, row.sendAt ? { runAt: row.sendAt } : {});
  await messagesChanged(tx, row.businessId);
  return row;
}

/** A number just connected: every message that waited for it gets its sending job again (a scheduled one at its time), and the campaigns' lane starts. */
export async function resumeQueuedMessages(tx: Db | Tx, businessId: number): Promise<number> {
  const waiting = await queuedMessages(tx, businessId);
  for (const { id, sendAt } of waiting) await enqueueJob(tx, sendWhatsappMessageDefinition, { messageId: id }, sendAt ? { runAt: sendAt } : {});
  await kickLane(tx, businessId);
  return waiting.length;
}
