import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { businesses, whatsappConnections, type WhatsappConnectionRow } from '../../../db/schema/index';

export async function findWhatsappConnection(q: Queryable, businessId: number): Promise<WhatsappConnectionRow | null> {
  const [row] = await q.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, businessId));
  return row ?? null;
}

/** The connection of the business a webhook URL names, with the lock held until the event's transaction ends. */
export async function lockWhatsappConnection(q: Queryable, businessId: number): Promise<WhatsappConnectionRow | null> {
  const [row] = await q.select().from(whatsappConnections).where(eq(whatsappConnections.businessId, businessId)).for('update');
  return row ?? null;
}

export async function insertWhatsappConnection(q: Queryable, values: typeof whatsappConnections.$inferInsert): Promise<WhatsappConnectionRow | null> {
  const [row] = await q.insert(whatsappConnections).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A Cloud API connection made or its credentials replaced; null when the business has a connection of another provider. */
export async function upsertWhatsappConnection(q: Queryable, values: typeof whatsappConnections.$inferInsert): Promise<WhatsappConnectionRow | null> {
  const [row] = await q
    .insert(whatsappConnections)
    .values(values)
    .onConflictDoUpdate({ target: whatsappConnections.businessId, set: { ...values, updatedAt: new Date() }, setWhere: eq(whatsappConnections.provider, values.provider ?? 'evolution') })
    .returning();
  return row ?? null;
}

export async function updateWhatsappConnection(q: Queryable, businessId: number, values: Partial<typeof whatsappConnections.$inferInsert>): Promise<WhatsappConnectionRow | null> {
  const [row] = await q
    .update(whatsappConnections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(whatsappConnections.businessId, businessId))
    .returning();
  return row ?? null;
}

export async function deleteWhatsappConnection(q: Queryable, businessId: number): Promise<void> {
  await q.delete(whatsappConnections).where(eq(whatsappConnections.businessId, businessId));
}

/** The connection of the business a webhook URL's token names. */
export async function connectionByBusinessToken(q: Queryable, businessToken: string): Promise<WhatsappConnectionRow | null> {
  if (businessToken.length === 0 || businessToken.length > 100) return null;
  const [row] = await q
    .select({ connection: whatsappConnections })
    .from(whatsappConnections)
    .innerJoin(businesses, eq(businesses.id, whatsappConnections.businessId))
    .where(eq(businesses.token, businessToken));
  return row?.connection ?? null;
}

/** The business a webhook URL's token names and its Evolution connection's secret hash, for the inbox. */
export async function whatsappWebhookAccount(q: Queryable, businessToken: string): Promise<{ businessId: number; secret: string } | null> {
  const row = await connectionByBusinessToken(q, businessToken);
  return row?.provider === 'evolution' ? { businessId: row.businessId, secret: row.webhookSecretHash } : null;
}
