import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { nextConsent } from '@comanda/domain/customers/marketing-consent';
import type { Queryable, Tx } from '../../db/client';
import { businesses, customers, type CustomerRow } from '../../db/schema/index';
import { systemActor, type Actor } from '../../lib/commands/actor';
import { writeAudit } from '../../lib/audit';
import { consentColumns, consentOf } from './customers.service';

// A customer withdrawing their consent to promotions (LGPD; issue 35), at once and with its date:
// by answering a campaign "SAIR" on WhatsApp, or through the link at the foot of a campaign e-mail.
// The audit names who did it: WhatsApp (the reply) or the customer (the link).

async function withdraw(tx: Tx, row: CustomerRow, actor: Actor, how: 'whatsapp_reply' | 'email_link', now: Date): Promise<void> {
  await tx
    .update(customers)
    .set({ ...consentColumns(nextConsent(consentOf(row), false, 'back_office', now)), updatedAt: now })
    .where(and(eq(customers.id, row.id), eq(customers.businessId, row.businessId)));
  await writeAudit(tx, {
    businessId: row.businessId,
    actor,
    action: 'customer.update',
    entity: 'customer',
    entityId: row.id,
    before: { name: row.firstName, marketing_consent: true },
    after: { name: row.firstName, marketing_consent: false, opted_out_by: how },
  });
}

/**
 * A customer answered a campaign with "SAIR". Returns the customer's id, or null when the number is
 * no customer of the business or had no consent to withdraw.
 */
export async function recordWhatsappOptOut(tx: Tx, businessId: number, phone: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.whatsapp, phone)))
    .for('update');
  if (!row || !row.marketingConsent) return null;
  await withdraw(tx, row, systemActor(businessId, 'whatsapp'), 'whatsapp_reply', now);
  return row.id;
}

/** Whose link it is: the business's name and whether they still get promotions; null for a token we never gave. */
export async function unsubscribeLink(q: Queryable, token: string): Promise<{ row: CustomerRow; businessName: string } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [found] = await q
    .select({ row: customers, businessName: businesses.name })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(eq(customers.unsubscribeToken, token));
  return found ?? null;
}

/** The link was used: consent withdrawn (once; using it again changes nothing). Null for an unknown token. */
export async function recordEmailOptOut(tx: Tx, token: string, now: Date): Promise<{ businessName: string } | null> {
  const found = await unsubscribeLink(tx, token);
  if (!found) return null;
  const [row] = await tx.select().from(customers).where(eq(customers.id, found.row.id)).for('update');
  if (row?.marketingConsent) await withdraw(tx, row, { kind: 'customer', businessId: row.businessId, customerId: row.id }, 'email_link', now);
  return { businessName: found.businessName };
}

/** Each customer's link key, made for those who have none yet (in the caller's transaction: the campaign's). */
export async function unsubscribeTokens(tx: Tx, businessId: number, customerIds: readonly number[]): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  if (customerIds.length === 0) return tokens;
  const rows = await tx
    .select({ id: customers.id, token: customers.unsubscribeToken })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), inArray(customers.id, [...customerIds])))
    // Locked: two campaigns at once give a customer one key, not two (the e-mail of the other would carry a dead link).
    .for('update');
  const missing: { id: number; token: string }[] = [];
  for (const row of rows) {
    if (row.token) tokens.set(row.id, row.token);
    else missing.push({ id: row.id, token: randomBytes(18).toString('base64url') });
  }
  for (let i = 0; i < missing.length; i += 500) {
    const slice = missing.slice(i, i + 500);
    const values = sql.join(slice.map((m) => sql`(${m.id}::int, ${m.token}::text)`), sql`, `);
    await tx.execute(sql`UPDATE customers SET unsubscribe_token = v.token FROM (VALUES ${values}) AS v(id, token) WHERE customers.id = v.id AND customers.business_id = ${businessId}`);
  }
  for (const m of missing) tokens.set(m.id, m.token);
  return tokens;
}
