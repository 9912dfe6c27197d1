import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import pino from 'pino';
import { outboxMessages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { createOutbox } from './outbox';

let t: TestApp;
let smtp: SMTPServer;
let smtpPort = 0;
const received: ParsedMail[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // A real SMTP peer in process: nodemailer speaks the protocol to it, mailparser reads what arrived.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

async function latestRow() {
  const [row] = await t.app.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
  return row!;
}

describe('e-mail outbox', () => {
  it('delivers over SMTP when SMTP_URL is set and marks the message sent', async () => {
    const outbox = createOutbox({ db: t.app.db, log: pino({ level: 'silent' }), smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: 'Comanda <no-reply@comanda.test>' });
    await outbox.send({ channel: 'email', to: 'dona@example.com', subject: 'Confirme seu e-mail', text: 'Abra http://localhost/verify-email?token=abc' });
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Confirme seu e-mail');
    expect(received[0]!.text).toContain('/verify-email?token=abc');
    const row = await latestRow();
    expect(row.status).toBe('sent');
    expect(row.sentAt).not.toBeNull();
  });

  it('without SMTP keeps the message in the outbox and writes its text, link included, to the log', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const outbox = createOutbox({ db: t.app.db, log, from: 'Comanda <no-reply@comanda.test>' });
    await outbox.send({ channel: 'email', to: 'garcom@example.com', subject: 'Redefinir senha', text: 'Abra http://localhost/reset-password?token=xyz' });
    const row = await latestRow();
    expect(row.status).toBe('logged');
    expect(row.to).toBe('garcom@example.com');
    expect(lines.join('\n')).toContain('/reset-password?token=xyz');
  });

  it('records a failed delivery instead of throwing when the SMTP server is unreachable', async () => {
    const outbox = createOutbox({ db: t.app.db, log: pino({ level: 'silent' }), smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.z' });
    await outbox.send({ channel: 'email', to: 'falha@example.com', subject: 'Teste', text: 'Olá' });
    const row = await latestRow();
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
  });
});
