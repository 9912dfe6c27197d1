import { and, desc, eq } from 'drizzle-orm';
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

/** The ids of a business's messages waiting for a connected number, oldest first. */
export async function queuedMessageIds(q: Queryable, businessId: number): Promise<number[]> {
  const rows = await q
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.businessId, businessId), eq(whatsappMessages.status, 'queued')))
    .orderBy(whatsappMessages.id);
  return rows.map((r) => r.id);
}

const RANK: Record<WhatsappMessageStatus, number> = { queued: 0, sending: 1, unknown: 2, sent: 2, failed: 2, delivered: 3, read: 4 };

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
