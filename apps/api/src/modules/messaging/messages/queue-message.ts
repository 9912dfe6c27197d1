import type { Db, Tx } from '../../../db/client';
import type { WhatsappMessageRow } from '../../../db/schema/index';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { sendWhatsappMessageDefinition } from '../../../jobs/definitions/send-whatsapp-message';
import { messagesChanged } from './send-whatsapp-message';
import { insertWhatsappMessage, queuedMessageIds } from './whatsapp-messages.repository';

/** Stores a message and its sending job in the caller's transaction: the job exists exactly when the message does. */
export async function queueWhatsappMessage(tx: Tx, values: Parameters<typeof insertWhatsappMessage>[1]): Promise<WhatsappMessageRow> {
  const row = await insertWhatsappMessage(tx, values);
  await enqueueJob(tx, sendWhatsappMessageDefinition, { messageId: row.id });
  await messagesChanged(tx, row.businessId);
  return row;
}

/** A number just connected: every message that waited for it gets its sending job again. */
export async function resumeQueuedMessages(tx: Db | Tx, businessId: number): Promise<number> {
  const ids = await queuedMessageIds(tx, businessId);
  for (const messageId of ids) await enqueueJob(tx, sendWhatsappMessageDefinition, { messageId });
  return ids.length;
}
