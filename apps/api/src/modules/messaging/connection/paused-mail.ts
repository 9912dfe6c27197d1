import type { PauseReason } from '@comanda/domain/whatsapp/connection-state';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { ownersToMail } from '../../../lib/business-owners';
import { createOutbox } from '../../../integrations/mail/outbox';
import { renderMail, type RenderedMail } from '../../../lib/mail-layout';
import { firstNameOf } from '../../../lib/person-name';
import type { FastifyBaseLogger } from 'fastify';

// WhatsApp refused the restaurant's number (issue 35): besides the home page, each owner hears it by
// e-mail — the shop may not open the back office for hours while its customers get nothing.

const REASONS: Record<PauseReason, Record<Lang, string>> = {
  logged_out: { pt: 'O WhatsApp desconectou o número da loja (saiu de todos os aparelhos).', en: "WhatsApp logged the shop's number out (of every device)." },
  temporarily_banned: { pt: 'O WhatsApp restringiu o número da loja por um tempo.', en: "WhatsApp restricted the shop's number for a while." },
  forbidden: { pt: 'O WhatsApp recusou o número da loja.', en: "WhatsApp refused the shop's number." },
  banned: { pt: 'O WhatsApp baniu o número da loja.', en: "WhatsApp banned the shop's number." },
};

export function whatsappPausedMail(lang: Lang, { name, business, reason, link }: { name: string; business: string; reason: PauseReason; link: string }): RenderedMail {
  return lang === 'en'
    ? renderMail({
        subject: `${business}: WhatsApp sending paused`,
        greeting: `Hi, ${firstNameOf(name)}!`,
        paragraphs: [REASONS[reason].en, 'Comanda stopped every message from it at once, to protect the number: order messages and promotions wait until you connect it again.'],
        action: { label: 'Open WhatsApp in Comanda', url: link },
      })
    : renderMail({
        subject: `${business}: envios do WhatsApp pausados`,
        greeting: `Olá, ${firstNameOf(name)}!`,
        paragraphs: [REASONS[reason].pt, 'O Comanda parou na hora todas as mensagens por ele, para proteger o número: as mensagens dos pedidos e as promoções esperam até você conectar de novo.'],
        action: { label: 'Abrir o WhatsApp no Comanda', url: link },
      });
}

/** Sends the e-mail to every active owner of the business with an e-mail. */
export async function mailOwnersWhatsappPaused(deps: { db: Db; log: FastifyBaseLogger; config: Config }, businessId: number, reason: PauseReason): Promise<number> {
  const owners = await ownersToMail(deps.db, businessId);
  const outbox = createOutbox({ db: deps.db, log: deps.log, smtpUrl: deps.config.smtpUrl });
  const link = `${deps.config.appUrl.replace(/\/$/, '')}/whatsapp/whatsapp`;
  for (const owner of owners) {
    const mail = whatsappPausedMail(owner.lang, { name: owner.name, business: owner.business, reason, link });
    await outbox.send({ channel: 'email', to: owner.email, subject: mail.subject, text: mail.text, html: mail.html });
  }
  return owners.length;
}
