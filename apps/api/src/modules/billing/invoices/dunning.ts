import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { REMIND_BEFORE_DAYS, reminderDue, suspensionDate, type ReminderKind } from '@comanda/domain/billing/dunning';
import { formatMoney } from '@comanda/domain/money/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { billingInvoices, billingReminders, billingSubscriptions } from '../../../db/schema/index';
import { createOutbox } from '../../../integrations/mail/outbox';
import type { Clock } from '../../../lib/commands/command-deps';
import { ownersToMail, type OwnerToMail } from '../../../lib/business-owners';
import { renderMail, type RenderedMail } from '../../../lib/mail-layout';
import { firstNameOf } from '../../../lib/person-name';
import { inTransaction } from '../../../lib/unit-of-work';

// Dunning (issue 39): the owners hear of an invoice before it falls due, a day after it did (with the
// date the business will be suspended), and when it is suspended — each once per invoice: the
// reminder's row (unique per invoice and kind) and its e-mails commit together, so two runs at once,
// or a run killed midway, never send one twice nor lose one. WhatsApp joins when the platform has a
// number of its own to send from.

const DAY_MS = 86_400_000;

export interface InvoiceReminder {
  kind: ReminderKind;
  business: string;
  total: number;
  dueAt: Date;
  timezone: string;
  link: string;
}

export function reminderMail(lang: 'pt' | 'en', name: string, r: InvoiceReminder): RenderedMail {
  const amount = formatMoney(r.total, lang);
  const date = (d: Date) => new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pt-BR', { dateStyle: 'short', timeZone: r.timezone }).format(d);
  const due = date(r.dueAt);
  const suspends = date(suspensionDate(r.dueAt));
  if (lang === 'en') {
    const texts: Record<ReminderKind, { subject: string; paragraphs: string[] }> = {
      upcoming: { subject: `${r.business}: your Comanda invoice is due on ${due}`, paragraphs: [`The invoice of ${amount} for your Comanda subscription is due on ${due}.`, 'Pay it by Mercado Pago from your subscription page.'] },
      overdue: { subject: `${r.business}: your Comanda invoice is overdue`, paragraphs: [`The invoice of ${amount} was due on ${due} and is still open.`, `Pay it by ${suspends} to keep using Comanda: after that day the business is suspended until it is paid (nothing is deleted).`] },
      suspended: { subject: `${r.business}: Comanda suspended for an unpaid invoice`, paragraphs: [`The invoice of ${amount}, due on ${due}, is still open, so ${r.business} is suspended: only the subscription pages open.`, 'No data was deleted. Pay the open invoice and everything is back at once.'] },
    };
    return renderMail({ ...texts[r.kind], greeting: `Hi, ${firstNameOf(name)}!`, action: { label: 'Pay the invoice', url: r.link } });
  }
  const texts: Record<ReminderKind, { subject: string; paragraphs: string[] }> = {
    upcoming: { subject: `${r.business}: sua fatura do Comanda vence em ${due}`, paragraphs: [`A fatura de ${amount} da sua assinatura do Comanda vence em ${due}.`, 'Pague pelo Mercado Pago na página da sua assinatura.'] },
    overdue: { subject: `${r.business}: sua fatura do Comanda está vencida`, paragraphs: [`A fatura de ${amount} venceu em ${due} e continua em aberto.`, `Pague até ${suspends} para continuar usando o Comanda: depois desse dia o negócio fica suspenso até o pagamento (nada é apagado).`] },
    suspended: { subject: `${r.business}: Comanda suspenso por fatura em aberto`, paragraphs: [`A fatura de ${amount}, vencida em ${due}, continua em aberto, por isso o ${r.business} está suspenso: só as páginas da assinatura abrem.`, 'Nenhum dado foi apagado. Pague a fatura em aberto e tudo volta na hora.'] },
  };
  return renderMail({ ...texts[r.kind], greeting: `Olá, ${firstNameOf(name)}!`, action: { label: 'Pagar a fatura', url: r.link } });
}

/**
 * One run: every open invoice that falls due within REMIND_BEFORE_DAYS (or did already) gets the
 * reminder the domain says it is owed now, if it has not had it. Returns how many reminders went out.
 */
export async function sendInvoiceReminders(deps: { db: Db; clock: Clock; config: Config; log: FastifyBaseLogger }, { batch = 200 }: { batch?: number } = {}): Promise<number> {
  const now = deps.clock.now();
  const horizon = new Date(now.getTime() + REMIND_BEFORE_DAYS * DAY_MS);
  const appUrl = deps.config.appUrl.replace(/\/$/, '');
  const outbox = createOutbox({ db: deps.db, log: deps.log, smtpUrl: deps.config.smtpUrl });
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const rows = await deps.db
      .select({ invoice: billingInvoices, subscription: billingSubscriptions.status })
      .from(billingInvoices)
      .innerJoin(billingSubscriptions, eq(billingSubscriptions.id, billingInvoices.subscriptionId))
      .where(and(eq(billingInvoices.status, 'open'), eq(billingInvoices.kind, 'period'), lte(billingInvoices.dueAt, horizon), gt(billingInvoices.id, afterId)))
      .orderBy(asc(billingInvoices.id))
      .limit(batch);
    if (rows.length === 0) return sent;
    for (const { invoice, subscription } of rows) {
      const kind = reminderDue(invoice, subscription, now);
      if (!kind) continue;
      const done = await inTransaction(deps.db, async (tx) => {
        const owners: OwnerToMail[] = await ownersToMail(tx, invoice.businessId);
        const [claimed] = await tx
          .insert(billingReminders)
          .values({ invoiceId: invoice.id, businessId: invoice.businessId, kind, recipients: owners.length, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: billingReminders.id });
        if (!claimed) return false;
        for (const owner of owners) {
          const link = `${appUrl}/subscription`;
          const mail = reminderMail(owner.lang, owner.name, { kind, business: owner.business, total: invoice.total, dueAt: invoice.dueAt, timezone: owner.timezone, link });
          await outbox.send({ channel: 'email', to: owner.email, subject: mail.subject, text: mail.text, html: mail.html });
        }
        return true;
      });
      if (done) sent++;
    }
    afterId = rows.at(-1)!.invoice.id;
  }
}
