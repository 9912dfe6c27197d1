import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordEvent } from '../../../lib/events/record-event';
import type { WhatsappMessage, WhatsappMessageStatus } from '@comanda/domain/whatsapp/whatsapp-resource';
import type { Queryable } from '../../../db/client';
import { customers, whatsappMessages, type WhatsappMessageRow } from '../../../db/schema/index';

export function messageResource(row: WhatsappMessageRow, customerName: string | null): WhatsappMessage {
  return {
    id: row.id,
    customer_id: row.customerId,
    customer_name: customerName,
    to: row.to,
    text: row.text,
    media: row.media ?? null,
    source: row.source,
    status: row.status,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    send_at: row.sendAt?.toISOString() ?? null,
    campaign_id: row.campaignId,
    sent_at: row.sentAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function insertWhatsappMessage(q: Queryable, values: typeof whatsappMessages.$inferInsert): Promise<WhatsappMessageRow> {
  const [row] = await q.insert(whatsappMessages).values(values).returning();
  return row!;
}

/** The business's latest messages, newest first, with the customer's name when it is one. */
export async function listWhatsappMessages(q: Queryable, businessId: number, limit: number): Promise<WhatsappMessage[]> {
  const rows = await q
    .select({ message: whatsappMessages, firstName: customers.firstName, lastName: customers.lastName })
    .from(whatsappMessages)
    .leftJoin(customers, eq(customers.id, whatsappMessages.customerId))
    .where(eq(whatsappMessages.businessId, businessId))
    .orderBy(desc(whatsappMessages.createdAt), desc(whatsappMessages.id))
    .limit(limit);
  return rows.map((r) => messageResource(r.message, r.firstName ? [r.firstName, r.lastName].filter(Boolean).join(' ') : null));
}

export async function lockWhatsappMessage(q: Queryable, id: number): Promise<WhatsappMessageRow | null> {
  const [row] = await q.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)).for('update');
  return row ?? null;
}

export async function updateWhatsappMessage(
  q: Queryable,
  message: Pick<WhatsappMessageRow, 'id' | 'businessId'>,
  values: Partial<typeof whatsappMessages.$inferInsert>,
): Promise<WhatsappMessageRow | null> {
  const [row] = await q
    .update(whatsappMessages)
    .set(values)
    .where(and(eq(whatsappMessages.id, message.id), eq(whatsappMessages.businessId, message.businessId)))
    .returning();
  return row ?? null;
}

/** The business's scheduled messages: those waiting first (soonest first), then the latest others. */
export async function listScheduledMessages(q: Queryable, businessId: number, limit: number): Promise<WhatsappMessage[]> {
  const rows = await q
    .select({ message: whatsappMessages, firstName: customers.firstName, lastName: customers.lastName })
    .from(whatsappMessages)
    .leftJoin(customers, eq(customers.id, whatsappMessages.customerId))
    .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.source, 'scheduled')))
    .orderBy(sql`${whatsappMessages.status} = 'queued' desc`, sql`case when ${whatsappMessages.status} = 'queued' then ${whatsappMessages.sendAt} end asc`, desc(whatsappMessages.sendAt), desc(whatsappMessages.id))
    .limit(limit);
  return rows.map((r) => messageResource(r.message, r.firstName ? [r.firstName, r.lastName].filter(Boolean).join(' ') : null));
}

/** Cancels a scheduled message still waiting; answers it, or why not. Its job, when it runs, finds it canceled. */
export async function cancelScheduledMessage(tx: Queryable, businessId: number, id: number): Promise<WhatsappMessage | 'not_found' | 'gone'> {
  const [row] = await tx
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.source, 'scheduled')))
    .for('update');
  if (!row) return 'not_found';
  if (row.status !== 'queued') return 'gone';
  const canceled = await updateWhatsappMessage(tx, row, { status: 'canceled' });
  await recordEvent(tx, { businessId, name: 'whatsapp.updated', payload: { data: { what: 'messages' } } });
  return messageResource(canceled!, null);
}

/** A business's single messages (not a campaign's: the lane sends those) waiting for a connected number, oldest first. */
export async function queuedMessages(q: Queryable, businessId: number): Promise<{ id: number; sendAt: Date | null }[]> {
  return q
    .select({ id: whatsappMessages.id, sendAt: whatsappMessages.sendAt })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.status, 'queued'), isNull(whatsappMessages.campaignId)))
    .orderBy(whatsappMessages.id);
}

const RANK: Record<WhatsappMessageStatus, number> = { queued: 0, sending: 1, unknown: 2, sent: 2, failed: 2, canceled: 2, skipped: 2, delivered: 3, read: 4 };

/**
 * A delivery receipt from the provider (`messages.update`) moves a sent message forward only: a
 * late "delivered" after "read" changes nothing. Returns whether it changed anything.
 */
export async function recordReceipt(q: Queryable, businessId: number, providerMessageId: string, status: 'delivered' | 'read' | 'failed', now: Date): Promise<boolean> {
  const [row] = await q
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.providerMessageId, providerMessageId)))
    .for('update');
  if (!row) return false;
  if (status === 'failed' ? row.status !== 'sent' : RANK[status] <= RANK[row.status]) return false;
  await q
    .update(whatsappMessages)
    .set({
      status,
      ...(status === 'failed' ? { error: 'provider_error' } : {}),
      ...(status !== 'failed' && !row.deliveredAt ? { deliveredAt: now } : {}),
      ...(status === 'read' ? { readAt: now } : {}),
    })
    .where(and(eq(whatsappMessages.id, row.id), eq(whatsappMessages.businessId, businessId)));
  return true;
}
