import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index';
import { mailerFor } from '../../integrations/mail/smtp-mailer';
import { defineJob } from '../define-job';

/**
 * Sends one stored outbox e-mail through the Mailer port (SMTP with SMTP_URL and MAIL_FROM). A
 * failure is written on the message (attempts, error) and thrown, so the queue tries again later; the message turns 'failed'
 * only when the last attempt fails. A message already sent is skipped: a worker that died between
 * the SMTP answer and its own bookkeeping must not send it twice.
 */
export const deliverEmail = defineJob({
  name: 'deliver-email',
  payload: z.object({ outboxId: z.number().int().positive() }),
  dedupKey: ({ outboxId }) => String(outboxId),
  // 30 s, 1, 2, 4, 8, 16, 32 min: a mail server down for about an hour still gets the message.
  maxAttempts: 8,
  backoff: { baseMs: 30_000, maxMs: 3_600_000 },
  leaseMs: 2 * 60_000,
  async handler({ outboxId }, { db, config, job }) {
    const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, outboxId)).limit(1);
    if (!message || message.status === 'sent') return;
    try {
      await mailerFor(config).send({ to: message.to, subject: message.subject ?? undefined, text: message.text, html: message.html ?? undefined });
    } catch (err) {
      const last = job.attempt >= job.maxAttempts;
      await db
        .update(outboxMessages)
        .set({ status: last ? 'failed' : 'pending', attempts: job.attempt, error: err instanceof Error ? err.message : String(err) })
        .where(eq(outboxMessages.id, outboxId));
      throw err;
    }
    await db.update(outboxMessages).set({ status: 'sent', sentAt: new Date(), attempts: job.attempt, error: null }).where(eq(outboxMessages.id, outboxId));
  },
});
