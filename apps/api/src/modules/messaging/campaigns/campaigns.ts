import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Campaign, CampaignPreview, CreateCampaignBody } from '@comanda/domain/whatsapp/campaign-resource';
import { estimateCampaignFinish, fillCampaignMessage, greetingName } from '@comanda/domain/whatsapp/campaigns';
import { cloudTemplate } from '@comanda/domain/whatsapp/cloud-templates';
import type { Queryable, Tx } from '../../../db/client';
import type { Outbox } from '../../../integrations/mail/outbox';
import { renderMail } from '../../../lib/mail-layout';
import type { Lang } from '@comanda/domain/validation/lang';
import { msg } from '../../../lib/messages';
import { customers, whatsappCampaigns, whatsappMessages, type WhatsappCampaignRow } from '../../../db/schema/index';
import type { WhatsappSender } from '../messaging-provider';
import { campaignAudience, unsubscribeTokens, type AudienceMember } from '../../customers/customers.api';
import { pointsBalances } from '../../loyalty/loyalty.api';
import { findWhatsappConnection } from '../connection/whatsapp-connections.repository';
import { messagesChanged } from '../messages/send-whatsapp-message';
import { appliedPacing, businessTimeZone, findLane, kickLane } from './lane';

// WhatsApp campaigns (issue 35): one text to the customers of a segment who agreed to promotions,
// each message filled with the customer's values and stored before anything is sent; the lane
// (lane.ts) sends them one at a time, paced.

/** How many numbers one whatsappNumbers call checks. */
const NUMBERS_PER_CHECK = 200;
/** How many message rows one insert writes. */
const ROWS_PER_INSERT = 500;

type Values = { nome: string; pontos: number; cupom: string };
const valuesOf = (member: AudienceMember, points: Map<number, number>, couponCode: string | null | undefined): Values => ({
  nome: greetingName(member.firstName),
  pontos: points.get(member.id) ?? 0,
  cupom: couponCode ?? '',
});

/** Campaign messages waiting in the lane, per running campaign, oldest campaign first. */
async function waitingInLane(q: Queryable, businessId: number): Promise<{ campaignId: number; queued: number }[]> {
  return q
    .select({ campaignId: sql<number>`${whatsappMessages.campaignId}`, queued: sql<number>`count(*)::int` })
    .from(whatsappMessages)
    .innerJoin(whatsappCampaigns, eq(whatsappCampaigns.id, whatsappMessages.campaignId))
    .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.status, 'queued'), eq(whatsappCampaigns.status, 'running')))
    .groupBy(whatsappMessages.campaignId)
    .orderBy(whatsappMessages.campaignId);
}

/** Reads the lane, the number and the time zone once; answers when `remaining` campaign messages from now should all have left. */
async function finishEstimator(q: Queryable, businessId: number, now: Date, paceFactor: number): Promise<(remaining: number) => Date | null> {
  const [lane, connection, timeZone] = await Promise.all([findLane(q, businessId), findWhatsappConnection(q, businessId), businessTimeZone(q, businessId)]);
  const state = { lastSentAt: lane?.lastSentAt ?? null, sentInBatch: lane?.sentInBatch ?? 0, sentToday: lane?.sentToday ?? 0 };
  const opts = { now, settings: appliedPacing(lane, paceFactor), connectedAt: connection?.connectedAt ?? now, timeZone };
  return (remaining) => estimateCampaignFinish(remaining, state, opts);
}

export async function previewCampaign(q: Queryable, businessId: number, body: CreateCampaignBody, now: Date, paceFactor: number): Promise<CampaignPreview> {
  const audience = await campaignAudience(q, businessId, body.segment, now);
  const first = audience[0];
  const points = first ? await pointsBalances(q, businessId, [first.id], now) : new Map<number, number>();
  const ahead = (await waitingInLane(q, businessId)).reduce((sum, c) => sum + c.queued, 0);
  const estimate = audience.length ? (await finishEstimator(q, businessId, now, paceFactor))(ahead + audience.length) : null;
  return {
    recipients: audience.length,
    email_recipients: audience.filter((m) => m.email).length,
    sample: first ? { customer_name: first.firstName, text: fillCampaignMessage(body.text, valuesOf(first, points, body.coupon_code)) } : null,
    estimated_finish_at: estimate?.toISOString() ?? null,
  };
}

/** The numbers WhatsApp does not know, asked of the connected number in slices. */
export async function numbersWithoutWhatsapp(sender: WhatsappSender, phones: readonly string[]): Promise<Set<string>> {
  const missing = new Set<string>();
  for (let i = 0; i < phones.length; i += NUMBERS_PER_CHECK) {
    const slice = phones.slice(i, i + NUMBERS_PER_CHECK).map((p) => p.replace(/^\+/, ''));
    for (const answer of await sender.whatsappNumbers(slice)) if (!answer.exists) missing.add(`+${answer.number.replace(/\D/g, '')}`);
  }
  return missing;
}

/**
 * Stores the campaign and one message per customer (a number without WhatsApp is `skipped` at once)
 * and kicks the lane, in the caller's transaction. `withoutWhatsapp` was asked before it.
 */
export async function storeCampaign(
  tx: Tx,
  input: {
    businessId: number;
    userId: number;
    body: CreateCampaignBody;
    audience: readonly AudienceMember[];
    withoutWhatsapp: Set<string>;
    now: Date;
    mail: CampaignMail;
    /** Meta's name of the template each message goes as through the Cloud API; null: as text. */
    cloudTemplate: string | null;
  },
): Promise<WhatsappCampaignRow> {
  const { businessId, body, audience, now } = input;
  const emailed = body.email ? audience.filter((m): m is AudienceMember & { email: string } => Boolean(m.email)) : [];
  const [campaign] = await tx
    .insert(whatsappCampaigns)
    .values({ businessId, name: body.name, segment: body.segment, text: body.text, couponCode: body.coupon_code || null, emailCount: emailed.length, createdBy: input.userId, createdAt: now })
    .returning();
  const points = await pointsBalances(tx, businessId, audience.map((m) => m.id), now);
  // By e-mail too: stored in the outbox in this transaction (each with its delivery job), sent by SMTP;
  // each with the customer's own link to stop them (LGPD).
  const unsubscribe = await unsubscribeTokens(tx, businessId, emailed.map((m) => m.id));
  for (const member of emailed) {
    const text = fillCampaignMessage(body.text, valuesOf(member, points, body.coupon_code));
    const url = `${input.mail.appUrl}/unsubscribe?token=${unsubscribe.get(member.id)}`;
    await input.mail.outbox.send({ channel: 'email', to: member.email, ...campaignMail(body.name, text, url, input.mail) });
  }
  const rows = audience.map((member) => {
    const missing = input.withoutWhatsapp.has(member.whatsapp);
    const values = valuesOf(member, points, body.coupon_code);
    return {
      businessId,
      customerId: member.id,
      campaignId: campaign!.id,
      to: member.whatsapp,
      text: fillCampaignMessage(body.text, values),
      template: input.cloudTemplate ? cloudTemplate(input.cloudTemplate, body.text, values) : null,
      source: 'campaign' as const,
      status: missing ? ('skipped' as const) : ('queued' as const),
      error: missing ? 'not_whatsapp' : null,
      // One message per customer and campaign, whatever happens.
      dedupKey: `campaign:${campaign!.id}:${member.id}`,
      createdBy: input.userId,
      createdAt: now,
    };
  });
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await tx.insert(whatsappMessages).values(rows.slice(i, i + ROWS_PER_INSERT));
  await kickLane(tx, businessId);
  await messagesChanged(tx, businessId);
  return campaign!;
}

export interface CampaignMail {
  outbox: Outbox;
  /** Where the customer's "não quero mais receber" page is. */
  appUrl: string;
  businessName: string;
  lang: Lang;
}

/** A campaign's text as an e-mail: its name and the shop's as the subject, why they get it at the foot. */
function campaignMail(name: string, text: string, unsubscribeUrl: string, { businessName, lang }: CampaignMail) {
  const [first = '', ...rest] = text.split(/\n\s*\n/);
  return renderMail({
    subject: `${name} — ${businessName}`,
    greeting: first,
    paragraphs: rest,
    note: msg(lang, 'campaign_mail_note', { business: businessName }),
    footerLink: { label: msg(lang, 'campaign_mail_unsubscribe'), url: unsubscribeUrl },
  });
}

/** Stops a running campaign: what was still waiting is canceled; what left, left. */
export async function cancelCampaign(tx: Tx, businessId: number, id: number, now: Date): Promise<'canceled' | 'not_found' | 'finished'> {
  const [campaign] = await tx
    .select()
    .from(whatsappCampaigns)
    .where(and(eq(whatsappCampaigns.id, id), eq(whatsappCampaigns.businessId, businessId)))
    .for('update');
  if (!campaign) return 'not_found';
  if (campaign.status !== 'running') return 'finished';
  await tx.update(whatsappCampaigns).set({ status: 'canceled', finishedAt: now }).where(and(eq(whatsappCampaigns.id, id), eq(whatsappCampaigns.businessId, businessId)));
  await tx
    .update(whatsappMessages)
    .set({ status: 'canceled' })
    .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.campaignId, id), eq(whatsappMessages.status, 'queued')));
  await messagesChanged(tx, businessId);
  return 'canceled';
}

/** The business's latest campaigns (or one), newest first, each with its progress and, while running, its estimated finish. */
export async function listCampaigns(q: Queryable, businessId: number, now: Date, paceFactor: number, only?: number): Promise<Campaign[]> {
  const campaigns = await q
    .select()
    .from(whatsappCampaigns)
    .where(and(eq(whatsappCampaigns.businessId, businessId), only === undefined ? undefined : eq(whatsappCampaigns.id, only)))
    .orderBy(desc(whatsappCampaigns.createdAt), desc(whatsappCampaigns.id))
    .limit(20);
  if (!campaigns.length) return [];
  const ids = campaigns.map((c) => c.id);
  const [counts, optedOut, waiting] = await Promise.all([
    q
      .select({ campaignId: sql<number>`${whatsappMessages.campaignId}`, status: whatsappMessages.status, n: sql<number>`count(*)::int` })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.businessId, businessId), inArray(whatsappMessages.campaignId, ids)))
      .groupBy(whatsappMessages.campaignId, whatsappMessages.status),
    q
      .select({ campaignId: sql<number>`${whatsappMessages.campaignId}`, n: sql<number>`count(*)::int` })
      .from(whatsappMessages)
      .innerJoin(whatsappCampaigns, eq(whatsappCampaigns.id, whatsappMessages.campaignId))
      .innerJoin(customers, eq(customers.id, whatsappMessages.customerId))
      .where(and(eq(whatsappMessages.businessId, businessId), inArray(whatsappMessages.campaignId, ids), gte(customers.marketingOptOutAt, whatsappCampaigns.createdAt)))
      .groupBy(whatsappMessages.campaignId),
    waitingInLane(q, businessId),
  ]);
  // A running campaign finishes after those ahead of it in the lane.
  const finishes = new Map<number, Date | null>();
  const finishAfter = waiting.length ? await finishEstimator(q, businessId, now, paceFactor) : () => null;
  let ahead = 0;
  for (const { campaignId, queued } of waiting) {
    ahead += queued;
    finishes.set(campaignId, finishAfter(ahead));
  }
  return campaigns.map((c) => {
    const of = (status: string) => counts.find((r) => r.campaignId === c.id && r.status === status)?.n ?? 0;
    const total = counts.filter((r) => r.campaignId === c.id).reduce((sum, r) => sum + r.n, 0);
    return {
      id: c.id,
      name: c.name,
      segment: c.segment as Campaign['segment'],
      text: c.text,
      coupon_code: c.couponCode,
      status: c.status,
      progress: {
        total,
        queued: of('queued') + of('sending'),
        // "Sent" counts every message that left, delivered and read included.
        sent: of('sent') + of('delivered') + of('read') + of('unknown'),
        delivered: of('delivered') + of('read'),
        read: of('read'),
        failed: of('failed'),
        skipped: of('skipped'),
        opted_out: optedOut.find((r) => r.campaignId === c.id)?.n ?? 0,
        emailed: c.emailCount,
      },
      estimated_finish_at: c.status === 'running' ? (finishes.get(c.id)?.toISOString() ?? null) : null,
      created_at: c.createdAt.toISOString(),
      finished_at: c.finishedAt?.toISOString() ?? null,
    };
  });
}
