import { and, asc, eq, inArray } from 'drizzle-orm';
import { expiredAmount, ledgerBalance, pointsEarned, reversibleAmount, type LedgerMovement } from '@comanda/domain/loyalty/ledger';
import type { Queryable, Tx } from '../../db/client';
import { cashbackRules, customers, loyaltyMovements, loyaltyPrograms, stampCards, type CashbackRuleRow, type LoyaltyMovementRow, type LoyaltyProgramName, type OrderRow, type StampCardRow } from '../../db/schema/index';
import { bestCashback, type CashbackRule } from '@comanda/domain/loyalty/cashback';
import { hundredthsToPercent } from '@comanda/domain/money/percent';
import { businessDate } from '@comanda/domain/time/business-time';
import { stampsEarned, type StampCard } from '@comanda/domain/loyalty/stamp-card';

/*
 * The points ledger (issue 18, docs/decisions/0033), shared by the orders (earn when finalized and
 * paid, give back when canceled) and the loyalty routes (spend, read). Every decision on a customer's
 * points is taken under their customer row's lock, after writing off what expired by then, so two
 * redemptions of one balance queue and the second sees the first.
 */

export type LoyaltyProgramRow = typeof loyaltyPrograms.$inferSelect;

const DAY_MS = 86_400_000;

/** The business's program, or the spec's defaults (inactive, R$ 0,01 a point) when never set. */
export async function loyaltyProgramOf(q: Queryable, businessId: number): Promise<LoyaltyProgramRow> {
  const [row] = await q.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.businessId, businessId));
  return row ?? { businessId, active: false, minValue: 0, pointValue: 1, expiryDays: null, updatedAt: new Date(0) };
}

export const expiryFrom = (program: Pick<LoyaltyProgramRow, 'expiryDays'>, now: Date) =>
  program.expiryDays === null ? null : new Date(now.getTime() + program.expiryDays * DAY_MS);

/** The customer's movements of one program, or of every program (`null`), oldest first. */
export async function customerMovements(q: Queryable, customerId: number, program: LoyaltyProgramName | null = 'points'): Promise<LoyaltyMovementRow[]> {
  return q
    .select()
    .from(loyaltyMovements)
    .where(and(eq(loyaltyMovements.customerId, customerId), program === null ? undefined : eq(loyaltyMovements.program, program)))
    .orderBy(asc(loyaltyMovements.createdAt), asc(loyaltyMovements.id));
}

/** The business's stamp card, or null when it has none. */
export async function stampCardOf(q: Queryable, businessId: number): Promise<StampCardRow | null> {
  const [row] = await q.select().from(stampCards).where(eq(stampCards.businessId, businessId));
  return row ?? null;
}

const asLedger = (rows: readonly LoyaltyMovementRow[]): LedgerMovement[] =>
  rows.map((r) => ({ type: r.type, amount: r.amount, at: r.createdAt.getTime(), expiresAt: r.expiresAt?.getTime() ?? null }));

/**
 * Locks the customer's ledger (their row), writes off what expired by `now`, and answers the balance
 * and movements as they then stand.
 */
export async function lockLedger(
  tx: Tx,
  customer: { id: number; businessId: number },
  now: Date,
  program: LoyaltyProgramName = 'points',
): Promise<{ balance: number; movements: LoyaltyMovementRow[] }> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for('update');
  const movements = await customerMovements(tx, customer.id, program);
  const expired = expiredAmount(asLedger(movements), now.getTime());
  if (expired > 0) {
    const [row] = await tx.insert(loyaltyMovements).values({ businessId: customer.businessId, customerId: customer.id, program, type: 'expire', amount: -expired, createdAt: now }).returning();
    movements.push(row!);
  }
  return { balance: ledgerBalance(asLedger(movements)), movements };
}

/** The balance as it stands at `now` (what expired counted out), without writing. */
export function balanceAt(movements: readonly LoyaltyMovementRow[], now: Date): number {
  const ledger = asLedger(movements);
  return ledgerBalance(ledger) - expiredAmount(ledger, now.getTime());
}

/**
 * After an order changed (in its transaction): a finalized and paid order of a known customer earns
 * its points once; a canceled one takes back what it earned (never below a zero balance) and gives
 * back what it spent, each once.
 */
export async function settleOrderPoints(tx: Tx, order: OrderRow, now: Date, timeZone: string): Promise<void> {
  if (order.customerId === null) return;
  const customer = { id: order.customerId, businessId: order.businessId };
  if (order.status === 'finalized' && order.paymentStatus === 'paid') {
    const [program, card] = await Promise.all([loyaltyProgramOf(tx, order.businessId), stampCardOf(tx, order.businessId)]);
    const points = program.active ? pointsEarned(order.total, program.minValue) : 0;
    if (points > 0) {
      await tx
        .insert(loyaltyMovements)
        .values({ ...customerOf(customer), program: 'points', type: 'earn', amount: points, orderId: order.id, expiresAt: expiryFrom(program, now), createdAt: now })
        .onConflictDoNothing();
    }
    const rules = await tx.select().from(cashbackRules).where(eq(cashbackRules.businessId, order.businessId));
    const cashback = bestCashback(rules.map(cashbackRuleTerms), order.total, businessDate(now, timeZone));
    if (cashback) {
      const days = cashback.rule.creditExpiryDays;
      await tx
        .insert(loyaltyMovements)
        .values({ ...customerOf(customer), program: 'cashback', type: 'earn', amount: cashback.credit, orderId: order.id, expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS), createdAt: now })
        .onConflictDoNothing();
    }
    // An order that used the card's reward starts the next card; it earns no stamp itself.
    const stamps = card && order.stampRewardDiscount === 0 ? stampsEarned(stampCardTerms(card), order.total) : 0;
    if (stamps > 0) {
      await tx.insert(loyaltyMovements).values({ ...customerOf(customer), program: 'stamps', type: 'earn', amount: stamps, orderId: order.id, createdAt: now }).onConflictDoNothing();
    }
    return;
  }
  if (order.status !== 'canceled') return;
  const ofOrder = await tx
    .select()
    .from(loyaltyMovements)
    .where(and(eq(loyaltyMovements.orderId, order.id), inArray(loyaltyMovements.type, ['earn', 'redeem'])));
  if (ofOrder.length === 0) return;
  const program = await loyaltyProgramOf(tx, order.businessId);
  for (const m of ofOrder) {
    const { balance } = await lockLedger(tx, customer, now, m.program);
    const amount = m.type === 'earn' ? -reversibleAmount(m.amount, balance) : -m.amount;
    if (amount === 0) continue;
    const expiresAt = amount > 0 && m.program === 'points' ? expiryFrom(program, now) : null;
    await tx
      .insert(loyaltyMovements)
      .values({ ...customerOf(customer), program: m.program, type: 'reverse', amount, orderId: order.id, reversesId: m.id, expiresAt, createdAt: now })
      .onConflictDoNothing();
  }
}

const customerOf = (c: { id: number; businessId: number }) => ({ businessId: c.businessId, customerId: c.id });

/** Whether the order already spent of a program (one redemption per order and program). */
export async function orderRedemption(q: Queryable, orderId: number, program: LoyaltyProgramName = 'points'): Promise<LoyaltyMovementRow | undefined> {
  const [row] = await q
    .select()
    .from(loyaltyMovements)
    .where(and(eq(loyaltyMovements.orderId, orderId), eq(loyaltyMovements.program, program), eq(loyaltyMovements.type, 'redeem')));
  return row;
}

/** Spends `amount` of the customer's (locked) ledger of `program` on the order. */
export async function redeemFromLedger(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'businessId' | 'customerId'>,
  program: LoyaltyProgramName,
  amount: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(loyaltyMovements).values({ businessId: order.businessId, customerId: order.customerId!, program, type: 'redeem', amount: -amount, orderId: order.id, createdBy: userId, createdAt: now });
}

/** A cashback rule as the domain's rules read it, with its row's expiry. */
export function cashbackRuleTerms(row: CashbackRuleRow): CashbackRule & { id: number; creditExpiryDays: number | null } {
  return {
    id: row.id,
    active: row.active,
    percent: hundredthsToPercent(row.percentHundredths),
    min_order: row.minOrder,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    max_per_order: row.maxPerOrder,
    creditExpiryDays: row.creditExpiryDays,
  };
}

/** The card's terms as the domain's rules read them. */
export function stampCardTerms(card: StampCardRow): StampCard {
  return {
    is_active: card.isActive,
    orders_required: card.ordersRequired,
    min_order_value: card.minOrderValue,
    reward_type: card.rewardType,
    reward_value: card.rewardValue,
    reward_product_id: card.rewardProductId,
  };
}
