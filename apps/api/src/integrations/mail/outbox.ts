import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export interface OutgoingMessage {
  channel: 'email' | 'whatsapp';
  to: string;
  subject?: string;
  text: string;
  html?: string;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Every message is stored first. E-mail goes out over SMTP when SMTP_URL is set; otherwise (and for
 * WhatsApp until a provider is connected in a later issue) its text, links included, is written to the
 * log so that a person trying the product can follow a verification or reset link.
 */
export function createOutbox(opts: { db: Db; log: FastifyBaseLogger; smtpUrl?: string | undefined; from: string }): Outbox {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(outboxMessages)
        .values({ channel: message.channel, to: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: outboxMessages.id });
      const id = row!.id;
      if (message.channel === 'email' && transport) {
        try {
          await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
          await opts.db.update(outboxMessages).set({ status: 'sent', sentAt: new Date(), attempts: 1 }).where(eq(outboxMessages.id, id));
        } catch (err) {
          opts.log.error({ err, outboxId: id }, 'e-mail delivery failed');
          await opts.db
            .update(outboxMessages)
            .set({ status: 'failed', attempts: 1, error: err instanceof Error ? err.message : String(err) })
            .where(eq(outboxMessages.id, id));
        }
        return;
      }
      opts.log.info(
        { outboxId: id, channel: message.channel, to: message.to, subject: message.subject },
        `[outbox] ${message.channel} to ${message.to}${message.subject ? ` — ${message.subject}` : ''}\n${message.text}`,
      );
      await opts.db.update(outboxMessages).set({ status: 'logged', sentAt: new Date() }).where(eq(outboxMessages.id, id));
    },
  };
}
