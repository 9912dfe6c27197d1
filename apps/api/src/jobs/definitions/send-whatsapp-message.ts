import { z } from 'zod';
import { failWhatsappMessage, sendWhatsappMessage } from '../../modules/messaging/messaging.api';
import { defineJob } from '../define-job';

/**
 * Sends one stored WhatsApp message (issue 35), enqueued with it. A provider's refusal is retried
 * with a backoff and fails the message on the last attempt; a message in doubt is never sent twice
 * (send-whatsapp-message.ts). One per message (dedup key).
 */
export const sendWhatsappMessageDefinition = defineJob({
  name: 'send-whatsapp-message',
  payload: z.object({ messageId: z.number().int().positive() }),
  dedupKey: ({ messageId }) => String(messageId),
  maxAttempts: 5,
  backoff: { baseMs: 5_000, maxMs: 300_000 },
  leaseMs: 60_000,
  async handler({ messageId }, { db, log, config, job }) {
    try {
      await sendWhatsappMessage({ db, log, config }, messageId);
    } catch (err) {
      if (job.attempt >= job.maxAttempts) return failWhatsappMessage(db, messageId);
      throw err;
    }
  },
});
