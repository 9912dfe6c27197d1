import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db, Queryable } from '../../../db/client';
import type { WhatsappMessageRow } from '../../../db/schema/index';
import { recordEvent } from '../../../lib/events/record-event';
import { inTransaction } from '../../../lib/unit-of-work';
import { findWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { finalRefusal, readyToSend, refused, senderFor, type WhatsappSender } from '../messaging-provider';
import { lockWhatsappMessage, updateWhatsappMessage } from './whatsapp-messages.repository';

// Sending one stored message (issue 35; docs/decisions/0050-whatsapp-messages.md). At most once: the
// message is marked `sending` and committed before the provider is called, so an attempt that finds
// it `sending` knows a process died mid-call and marks it `unknown` rather than risk a second copy.
// A number that is not connected (or paused by a ban) leaves the message `queued`: connecting sends
// what waited (connection-events.ts).

export const messagesChanged = (q: Queryable, businessId: number) => recordEvent(q, { businessId, name: 'whatsapp.updated', payload: { data: { what: 'messages' } } });

type Claim = { kind: 'send'; message: WhatsappMessageRow; sender: WhatsappSender } | { kind: 'done' } | { kind: 'waiting' };

async function claim(db: Db, config: Config, messageId: number): Promise<Claim> {
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
    if (!readyToSend(config, connection)) return { kind: 'waiting' };
    await updateWhatsappMessage(tx, message, { status: 'sending' });
    return { kind: 'send', message, sender: senderFor(config, connection)! };
  });
}

export async function sendWhatsappMessage(deps: { db: Db; config: Config; log: FastifyBaseLogger }, messageId: number): Promise<'sent' | 'waiting' | 'done' | 'refused' | 'failed' | 'unknown'> {
  const claimed = await claim(deps.db, deps.config, messageId);
  if (claimed.kind !== 'send') return claimed.kind;
  const { message, sender } = claimed;
  try {
    const providerMessageId = await sender.send(message);
    await inTransaction(deps.db, async (tx) => {
      await updateWhatsappMessage(tx, message, { status: 'sent', providerMessageId, sentAt: new Date(), error: null });
      await messagesChanged(tx, message.businessId);
    });
    return 'sent';
  } catch (err) {
    const final = finalRefusal(err);
    if (final) {
      // Outside the 24-hour window, or a template Meta does not have: no retry mends it.
      deps.log.warn({ err, messageId: message.id }, `WhatsApp message refused for good: ${final}`);
      await inTransaction(deps.db, async (tx) => {
        await updateWhatsappMessage(tx, message, { status: 'failed', error: final });
        await messagesChanged(tx, message.businessId);
      });
      return 'failed';
    }
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
