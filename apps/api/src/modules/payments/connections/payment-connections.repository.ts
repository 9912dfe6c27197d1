import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { businesses, paymentConnections } from '../../../db/schema/index';
import type { SecretBox } from '../../../lib/secret-box';

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
  const flag = provider === 'mercado_pago' ? { mercadoPagoConnected: connected } : { efiConnected: connected };
  await db.update(businesses).set(flag).where(eq(businesses.id, businessId));
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

/** A restaurant's credentials at a provider, opened; null when it has none (or this process cannot open them). */
export async function connectionCredentials<T>(db: Queryable, secrets: SecretBox | null, businessId: number, provider: PaymentProvider): Promise<T | null> {
  const row = await findPaymentConnection(db, businessId, provider);
  if (!row || !secrets) return null;
  return JSON.parse(secrets.open(row.secret)) as T;
}

/** The business a notification URL names (`?business=<token>`) and its credentials at the provider; null when either is missing. */
export async function credentialsByBusinessToken<T>(db: Queryable, secrets: SecretBox | null, token: string, provider: PaymentProvider): Promise<{ businessId: number; credentials: T } | null> {
  if (token.length === 0 || token.length > 100) return null;
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.token, token));
  if (!business) return null;
  const credentials = await connectionCredentials<T>(db, secrets, business.id, provider);
  return credentials ? { businessId: business.id, credentials } : null;
}
