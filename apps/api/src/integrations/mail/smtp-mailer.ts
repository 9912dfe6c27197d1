import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Mailer } from '../ports';

/** The Mailer over SMTP (nodemailer): `url` is SMTP_URL, `from` is MAIL_FROM. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  return {
    async send(message) {
      // A transport per message: without `pool` nodemailer opens one connection per send anyway.
      await nodemailer
        .createTransport(url)
        .sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}

/** The process's Mailer: SMTP when SMTP_URL is set, else one that refuses (a job then retries it later). */
export function mailerFor(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) return createSmtpMailer({ url: smtpUrl, from: config.mailFrom });
  return {
    send: () => Promise.reject(new Error('SMTP_URL is not set in this process')),
  };
}
