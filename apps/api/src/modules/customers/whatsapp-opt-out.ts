import { and, eq } from 'drizzle-orm';
import { nextConsent } from '@comanda/domain/customers/marketing-consent';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/index';
import { systemActor } from '../../lib/commands/actor';
import { writeAudit } from '../../lib/audit';
import { consentColumns, consentOf } from './customers.service';

/**
 * A customer answered a campaign with "SAIR" (issue 35): the consent to promotions is withdrawn at
 * once, with its date, and the audit names WhatsApp as who changed it. Returns the customer's id, or
 * null when the number is no customer of the business or had no consent to withdraw.
 */
export async function recordWhatsappOptOut(tx: Tx, businessId: number, phone: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.whatsapp, phone)))
    .for('update');
  if (!row || !row.marketingConsent) return null;
  await tx
    .update(customers)
    .set({ ...consentColumns(nextConsent(consentOf(row), false, 'back_office', now)), updatedAt: now })
    .where(and(eq(customers.id, row.id), eq(customers.businessId, businessId)));
  await writeAudit(tx, {
    businessId,
    actor: systemActor(businessId, 'whatsapp'),
    action: 'customer.update',
    entity: 'customer',
    entityId: row.id,
    before: { name: row.firstName, marketing_consent: true },
    after: { name: row.firstName, marketing_consent: false, opted_out_by: 'whatsapp_reply' },
  });
  return row.id;
}
