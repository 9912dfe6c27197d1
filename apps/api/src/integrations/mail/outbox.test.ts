import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { jobs, outboxMessages } from '../../db/schema/index';
import { inTransaction } from '../../lib/unit-of-work';
import { createTestApp, type TestApp } from '../../test/helper';
import { createOutbox } from './outbox';

let t: TestApp;
let smtp: SMTPServer;
let smtpUrl = '';
const received: ParsedMail[] = [];
/** How many of the next deliveries the SMTP peer refuses with a temporary error. */
let refuseNext = 0;

beforeAll(async () => {
  // A real SMTP peer in process: nodemailer speaks the protocol to it, mailparser reads what arrived.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refuseNext > 0) {
            refuseNext -= 1;
            callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
            return;
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  // The deliver-email job sends with the app's config, so the app gets the SMTP peer and a worker.
  t = await createTestApp({ JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20', SMTP_URL: smtpUrl, MAIL_FROM: 'Comanda <no-reply@comanda.test>' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function latestRow() {
  const [row] = await t.app.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
  return row!;
}

async function deliveryJob(outboxId: number) {
  const [job] = await t.app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, 'deliver-email'), eq(jobs.dedupKey, String(outboxId))))
    .orderBy(desc(jobs.id))
    .limit(1);
  return job!;
}

const smtpOutbox = () => createOutbox({ db: t.app.db, log: pino({ level: 'silent' }), smtpUrl });

describe('e-mail outbox', () => {
  it('with SMTP stores the message with a deliver-email job, and the worker delivers it and marks it sent', async () => {
    await smtpOutbox().send({ channel: 'email', to: 'dona@example.com', subject: 'Confirme seu e-mail', text: 'Abra http://localhost/verify-email?token=abc' });
    const stored = await latestRow();
    expect((await deliveryJob(stored.id)).payload).toEqual({ outboxId: stored.id });
    await vi.waitFor(async () => expect((await latestRow()).status).toBe('sent'), { timeout: 5000, interval: 50 });
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Confirme seu e-mail');
    expect(received[0]!.from?.text).toContain('no-reply@comanda.test');
    expect(received[0]!.text).toContain('/verify-email?token=abc');
    const row = await latestRow();
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect((await deliveryJob(row.id)).status).toBe('done');
  });

  it('retries a delivery the SMTP server refused, after a backoff, and records the failed attempt meanwhile', async () => {
    received.length = 0;
    refuseNext = 1;
    await smtpOutbox().send({ channel: 'email', to: 'retry@example.com', subject: 'Redefinir senha', text: 'Olá' });
    const { id } = await latestRow();
    // The handler records the attempt on the message, then the worker requeues the job: wait for both.
    await vi.waitFor(async () => expect(await deliveryJob(id)).toMatchObject({ attempts: 1, status: 'queued' }), { timeout: 5000, interval: 50 });
    const afterFirst = await latestRow();
    expect(afterFirst.attempts).toBe(1);
    expect(afterFirst.status).toBe('pending');
    expect(afterFirst.error).toContain('Mailbox busy');
    const job = await deliveryJob(id);
    expect(job.status).toBe('queued');
    expect(job.lastError).toContain('Mailbox busy');
    // The first backoff is 30 s; move the retry to now instead of waiting for it.
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await vi.waitFor(async () => expect((await latestRow()).status).toBe('sent'), { timeout: 5000, interval: 50 });
    expect((await latestRow()).attempts).toBe(2);
    expect((await latestRow()).error).toBeNull();
    expect(received.map((m) => m.to && !Array.isArray(m.to) && m.to.text)).toEqual(['retry@example.com']);
  });

  it('marks the message failed when its last attempt fails', async () => {
    refuseNext = 2;
    await inTransaction(t.app.db, async (tx) => {
      await smtpOutbox().send({ channel: 'email', to: 'falha@example.com', subject: 'Teste', text: 'Olá' });
      // Two attempts instead of eight, set before the worker can see the job (same transaction).
      const [row] = await tx.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
      await tx.update(jobs).set({ maxAttempts: 2 }).where(and(eq(jobs.name, 'deliver-email'), eq(jobs.dedupKey, String(row!.id))));
    });
    const { id } = await latestRow();
    await vi.waitFor(async () => expect(await deliveryJob(id)).toMatchObject({ attempts: 1, status: 'queued' }), { timeout: 5000, interval: 50 });
    expect((await latestRow()).attempts).toBe(1);
    await t.app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, (await deliveryJob(id)).id));
    await vi.waitFor(async () => expect((await latestRow()).status).toBe('failed'), { timeout: 5000, interval: 50 });
    expect((await latestRow()).attempts).toBe(2);
    expect((await latestRow()).error).toContain('Mailbox busy');
    expect((await deliveryJob(id)).status).toBe('failed');
  });

  it('stores nothing and queues nothing when the write that sends the message rolls back', async () => {
    const before = (await latestRow()).id;
    await expect(
      inTransaction(t.app.db, async () => {
        await smtpOutbox().send({ channel: 'email', to: 'nunca@example.com', subject: 'Nunca', text: 'Olá' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await latestRow()).id).toBe(before);
    const queued = await t.app.db.select().from(jobs).where(eq(jobs.name, 'deliver-email'));
    expect(queued.every((j) => Number(j.dedupKey) <= before)).toBe(true);
  });

  it('without SMTP keeps the message in the outbox and writes its text, link included, to the log', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const outbox = createOutbox({ db: t.app.db, log });
    await outbox.send({ channel: 'email', to: 'garcom@example.com', subject: 'Redefinir senha', text: 'Abra http://localhost/reset-password?token=xyz' });
    const row = await latestRow();
    expect(row.status).toBe('logged');
    expect(row.to).toBe('garcom@example.com');
    expect(lines.join('\n')).toContain('/reset-password?token=xyz');
    expect(await t.app.db.select().from(jobs).where(and(eq(jobs.name, 'deliver-email'), eq(jobs.dedupKey, String(row.id))))).toHaveLength(0);
  });
});
