import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { customers, loyaltyMovements } from '../../db/schema/index';
import { balanceAt, customerMovements, loyaltyProgramOf } from './loyalty-ledger';

export interface CustomerBalances {
  /** Null when the business's points program is off. */
  points: { balance: number; point_value: number } | null;
  /** Centavos of cashback. */
  cashback: number;
}

/**
 * The points and cashback a customer (by their WhatsApp in E.164) may spend at `now`, or null when
 * the phone is no customer of the business. Read without locking: spending checks again under the lock.
 */
export async function customerBalances(q: Queryable, businessId: number, whatsapp: string, now: Date): Promise<CustomerBalances | null> {
  const [customer] = await q
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.whatsapp, whatsapp)));
  if (!customer) return null;
  const [program, points, cashback] = await Promise.all([
    loyaltyProgramOf(q, businessId),
    customerMovements(q, customer.id, 'points'),
    customerMovements(q, customer.id, 'cashback'),
  ]);
  return {
    points: program.active ? { balance: balanceAt(points, now), point_value: program.pointValue } : null,
    cashback: balanceAt(cashback, now),
  };
}

/** Whether there is anything to spend. */
export const hasBalance = (balances: CustomerBalances | null): balances is CustomerBalances =>
  balances !== null && ((balances.points?.balance ?? 0) > 0 || balances.cashback > 0);

/** Each of these customers' points balance at `now` (0 for one with none): a campaign's {pontos}. */
export async function pointsBalances(q: Queryable, businessId: number, customerIds: readonly number[], now: Date): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  if (customerIds.length === 0) return balances;
  const rows = await q
    .select()
    .from(loyaltyMovements)
    .where(and(eq(loyaltyMovements.businessId, businessId), eq(loyaltyMovements.program, 'points'), inArray(loyaltyMovements.customerId, [...customerIds])))
    .orderBy(asc(loyaltyMovements.createdAt), asc(loyaltyMovements.id));
  const byCustomer = new Map<number, typeof rows>();
  for (const row of rows) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row]);
  for (const [customerId, movements] of byCustomer) balances.set(customerId, balanceAt(movements, now));
  return balances;
}
