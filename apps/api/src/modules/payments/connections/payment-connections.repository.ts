import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { businesses, paymentConnections } from '../../../db/schema/index';

export type PaymentProvider = (typeof paymentConnections.$inferSelect)['provider'];
export type PaymentConnectionRow = typeof paymentConnections.$inferSelect;

export async function findPaymentConnection(db: Queryable, businessId: number, provider: PaymentProvider): Promise<PaymentConnectionRow | null> {
  const [row] = await db
    .select()
    .from(paymentConnections)
    .where(and(eq(paymentConnections.businessId, businessId), eq(paymentConnections.provider, provider)));
  return row ?? null;
}

/** Connects, or replaces the account already connected (one per provider); call it in a transaction. */
export async function savePaymentConnection(db: Queryable, values: Omit<PaymentConnectionRow, 'connectedAt'>): Promise<PaymentConnectionRow> {
  const [row] = await db
    .insert(paymentConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [paymentConnections.businessId, paymentConnections.provider],
      set: { secret: values.secret, shown: values.shown, connectedBy: values.connectedBy, connectedAt: new Date() },
    })
    .returning();
  await markConnected(db, values.businessId, values.provider, true);
  return row!;
}

/** The business's own flag the storefront reads (with the menu cache told by the businesses trigger). */
async function markConnected(db: Queryable, businessId: number, provider: PaymentProvider, connected: boolean) {
  if (provider === 'mercado_pago') await db.update(businesses).set({ mercadoPagoConnected: connected }).where(eq(businesses.id, businessId));
}

/** The row removed, or null when there was none; call it in a transaction. */
export async function deletePaymentConnection(db: Queryable, businessId: number, provider: PaymentProvider): Promise<PaymentConnectionRow | null> {
  const [row] = await db
    .delete(paymentConnections)
    .where(and(eq(paymentConnections.businessId, businessId), eq(paymentConnections.provider, provider)))
    .returning();
  if (row) await markConnected(db, businessId, provider, false);
  return row ?? null;
}
