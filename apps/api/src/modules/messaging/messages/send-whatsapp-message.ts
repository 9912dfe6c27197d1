import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db, Queryable } from '../../../db/client';
import type { WhatsappMessageRow } from '../../../db/schema/index';
import { EvolutionError } from '../../../integrations/evolution/client';
import type { MessagingProvider } from '../../../integrations/ports';
import { recordEvent } from '../../../lib/events/record-event';
import { inTransaction } from '../../../lib/unit-of-work';
import { findWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { messagingProviderOf } from '../messaging-provider';
import { lockWhatsappMessage, updateWhatsappMessage } from './whatsapp-messages.repository';

// Sending one stored message (issue 35; docs/decisions/0050-whatsapp-messages.md). At most once: the
// message is marked `sending` and committed before the provider is called, so an attempt that finds
// it `sending` knows a process died mid-call and marks it `unknown` rather than risk a second copy.
// A number that is not connected (or paused by a ban) leaves the message `queued`: connecting sends
// what waited (connection-events.ts).

export const messagesChanged = (q: Queryable, businessId: number) => recordEvent(q, { businessId, name: 'whatsapp.updated', payload: { data: { what: 'messages' } } });

type Claim = { kind: 'send'; message: WhatsappMessageRow; instance: string } | { kind: 'done' } | { kind: 'waiting' };

async function claim(db: Db, messageId: number, hasProvider: boolean): Promise<Claim> {
  return inTransaction(db, async (tx) => {
    const message = await lockWhatsappMessage(tx, messageId);
    if (!message) return { kind: 'done' };
    if (message.status === 'sending') {
      await updateWhatsappMessage(tx, message, { status: 'unknown', error: 'interrupted' });
      await messagesChanged(tx, message.businessId);
      return { kind: 'done' };
    }
    if (message.status !== 'queued') return { kind: 'done' };
    const connection = await findWhatsappConnection(tx, message.businessId);
    if (!hasProvider || !connection || connection.state !== 'open' || connection.pausedReason) return { kind: 'waiting' };
    await updateWhatsappMessage(tx, message, { status: 'sending' });
    return { kind: 'send', message, instance: connection.instance };
  });
}

/** Hands one message to the provider; answers the provider's id of it. */
export async function deliverToProvider(provider: MessagingProvider, instance: string, message: WhatsappMessageRow): Promise<string> {
  const to = message.to.startsWith('+') ? message.to.slice(1) : message.to;
  const { messageId } = message.media
    ? await provider.sendMedia(instance, to, { url: message.media.url, mimeType: message.media.mime_type, ...(message.media.file_name ? { fileName: message.media.file_name } : {}), caption: message.text })
    : await provider.sendText(instance, to, message.text);
  return messageId;
}

/** Whether the provider surely did not take the message (it refused it), so that sending again is safe. */
export const refused = (err: unknown) => err instanceof EvolutionError && err.status >= 400 && err.status < 500;

export async function sendWhatsappMessage(deps: { db: Db; config: Config; log: FastifyBaseLogger }, messageId: number): Promise<'sent' | 'waiting' | 'done' | 'refused' | 'unknown'> {
  const provider = messagingProviderOf(deps.config);
  const claimed = await claim(deps.db, messageId, provider !== null);
  if (claimed.kind !== 'send') return claimed.kind;
  const { message, instance } = claimed;
  try {
    const providerMessageId = await deliverToProvider(provider!, instance, message);
    await inTransaction(deps.db, async (tx) => {
      await updateWhatsappMessage(tx, message, { status: 'sent', providerMessageId, sentAt: new Date(), error: null });
      await messagesChanged(tx, message.businessId);
    });
    return 'sent';
  } catch (err) {
    // Refused: back in the queue, for the job's retry. Anything else (a time-out, a dropped
    // connection) may have reached the customer: never sent again.
    const back = refused(err);
    deps.log.warn({ err, messageId: message.id }, back ? 'WhatsApp message refused by the provider' : 'WhatsApp message in doubt: not sent again');
    await inTransaction(deps.db, async (tx) => {
      await updateWhatsappMessage(tx, message, back ? { status: 'queued', error: 'refused' } : { status: 'unknown', error: 'no_answer' });
      await messagesChanged(tx, message.businessId);
    });
    if (back) throw err;
    return 'unknown';
  }
}

/** The last attempt's refusal: the message failed for good, and says so. */
export async function failWhatsappMessage(db: Db, messageId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const message = await lockWhatsappMessage(tx, messageId);
    if (!message || message.status !== 'queued') return;
    await updateWhatsappMessage(tx, message, { status: 'failed', error: 'refused' });
    await messagesChanged(tx, message.businessId);
  });
}
