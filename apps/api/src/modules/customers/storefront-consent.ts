import { and, eq } from 'drizzle-orm';
import { nextConsent } from '@comanda/domain/customers/marketing-consent';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/index';
import { consentColumns, consentOf } from './customers.service';

/**
 * A customer who ticked "quero receber promoções" at the storefront's checkout (LGPD: asked apart,
 * unticked by default): the opt-in is recorded with its date and source. An unticked box changes
 * nothing, so it never withdraws a consent given elsewhere.
 */
export async function recordStorefrontConsent(tx: Tx, businessId: number, customerId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)))
    .for('update');
  // Already consented: the first consent's date and source stand.
  if (!row || row.marketingConsent) return;
  await tx
    .update(customers)
    .set(consentColumns(nextConsent(consentOf(row), true, 'storefront', now)))
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
}
