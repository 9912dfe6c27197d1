import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { paymentConnections } from '../../../db/schema/index';

export type PaymentProvider = (typeof paymentConnections.$inferSelect)['provider'];
export type PaymentConnectionRow = typeof paymentConnections.$inferSelect;

export async function findPaymentConnection(db: Queryable, businessId: number, provider: PaymentProvider): Promise<PaymentConnectionRow | null> {
  const [row] = await db
    .select()
    .from(paymentConnections)
    .where(and(eq(paymentConnections.businessId, businessId), eq(paymentConnections.provider, provider)));
  return row ?? null;
}

/** Connects, or replaces the account already connected (one per provider). */
export async function savePaymentConnection(db: Queryable, values: Omit<PaymentConnectionRow, 'connectedAt'>): Promise<PaymentConnectionRow> {
  const [row] = await db
    .insert(paymentConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [paymentConnections.businessId, paymentConnections.provider],
      set: { secret: values.secret, shown: values.shown, connectedBy: values.connectedBy, connectedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The row removed, or null when there was none. */
export async function deletePaymentConnection(db: Queryable, businessId: number, provider: PaymentProvider): Promise<PaymentConnectionRow | null> {
  const [row] = await db
    .delete(paymentConnections)
    .where(and(eq(paymentConnections.businessId, businessId), eq(paymentConnections.provider, provider)))
    .returning();
  return row ?? null;
}
