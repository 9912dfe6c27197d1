import { z } from 'zod';
import { mailOwnersWhatsappPaused } from '../../modules/messaging/messaging.api';
import { defineJob } from '../define-job';

/** Tells the owners by e-mail that WhatsApp paused the shop's number (issue 35); enqueued with the pause. */
export const mailWhatsappPausedDefinition = defineJob({
  name: 'mail-whatsapp-paused',
  payload: z.object({ businessId: z.number().int().positive(), reason: z.enum(['logged_out', 'temporarily_banned', 'forbidden', 'banned']) }),
  dedupKey: ({ businessId }) => String(businessId),
  maxAttempts: 5,
  backoff: { baseMs: 10_000, maxMs: 600_000 },
  async handler({ businessId, reason }, { db, log, config }) {
    await mailOwnersWhatsappPaused({ db, log, config }, businessId, reason);
  },
});
