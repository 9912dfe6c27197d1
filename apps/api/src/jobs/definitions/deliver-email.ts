import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index';
import { defineJob } from '../define-job';

/**
 * Sends one stored outbox e-mail over SMTP (SMTP_URL, MAIL_FROM). A failure is written on the
 * message (attempts, error) and thrown, so the queue tries again later; the message turns 'failed'
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
      if (!config.smtpUrl) throw new Error('SMTP_URL is not set in this process');
      // A transport per message: without `pool` nodemailer opens one connection per send anyway.
      await nodemailer
        .createTransport(config.smtpUrl)
        .sendMail({ from: config.mailFrom, to: message.to, subject: message.subject ?? undefined, text: message.text, html: message.html ?? undefined });
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
