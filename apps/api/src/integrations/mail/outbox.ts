import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import { enqueueJob } from '../../jobs/enqueue-job';
import { deliverEmail } from '../../jobs/definitions/deliver-email';
import { currentDb, inTransaction } from '../../lib/unit-of-work';

export interface OutgoingMessage {
  channel: 'email' | 'whatsapp';
  to: string;
  /** On WhatsApp: the business whose connected number sends it (an invitation, a customer's code). */
  businessId?: number;
  subject?: string;
  text: string;
  html?: string;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Every message is stored first. E-mail, when SMTP_URL is set, is stored 'pending' with a
 * deliver-email job in the same transaction (joining the caller's unit of work, if any): the job
 * exists exactly when the message does, and the queue sends it and retries a failure with backoff
 * (docs/decisions/0013). The job sends with the process's SMTP_URL and MAIL_FROM, the config that
 * app.ts passes here as smtpUrl. A WhatsApp text with a businessId goes through that business's
 * connected number (`whatsapp`, issue 35). Without SMTP (and for WhatsApp without a connected number)
 * the text, links included, is written to the log so that a person trying the product can follow a
 * verification or reset link.
 */
async function insertMessage(db: Queryable, values: typeof outboxMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Hands a WhatsApp text to a business's connected number; false when it has none open (issue 35). */
export type WhatsappRelay = (message: { businessId: number; to: string; text: string }) => Promise<boolean>;

export function createOutbox(opts: { db: Db; log: FastifyBaseLogger; smtpUrl?: string | undefined; whatsapp?: WhatsappRelay }): Outbox {
  return {
    async send(message) {
      const values = { channel: message.channel, to: message.to, subject: message.subject, text: message.text, html: message.html };
      if (message.channel === 'email' && opts.smtpUrl) {
        await inTransaction(opts.db, async (tx) => {
          const id = await insertMessage(tx, values);
          await enqueueJob(tx, deliverEmail, { outboxId: id });
        });
        return;
      }
      // currentDb: inside a caller's transaction (a campaign's e-mails), the row is part of it; on
      // the embedded database a second connection would wait for that transaction for ever.
      const db = currentDb(opts.db);
      const id = await insertMessage(db, values);
      // The business's own number, when it is connected, sends it (stored in its messages, sent by a job).
      if (message.channel === 'whatsapp' && message.businessId !== undefined && opts.whatsapp) {
        const relayed = await opts.whatsapp({ businessId: message.businessId, to: message.to, text: message.text });
        if (relayed) {
          opts.log.info({ outboxId: id, channel: message.channel, businessId: message.businessId }, '[outbox] whatsapp handed to the business\'s connected number');
          await db.update(outboxMessages).set({ status: 'sent', sentAt: new Date() }).where(eq(outboxMessages.id, id));
          return;
        }
      }
      opts.log.info(
        { outboxId: id, channel: message.channel, to: message.to, subject: message.subject },
        `[outbox] ${message.channel} to ${message.to}${message.subject ? ` — ${message.subject}` : ''}\n${message.text}`,
      );
      await db.update(outboxMessages).set({ status: 'logged', sentAt: new Date() }).where(eq(outboxMessages.id, id));
    },
  };
}
