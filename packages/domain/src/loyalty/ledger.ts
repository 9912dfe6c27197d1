// Zod-free: the loyalty ledger's rules (issue 18, docs/decisions/0033), for the API and its tests.

/*
 * A customer's loyalty balance is the sum of the ledger's movements; nothing else is stored. Credits
 * (an earn, a redemption given back) are lots with an expiry; debits (a redemption, an expiry, an earn
 * taken back) consume them, the earliest first, so the points that expire are the ones not spent.
 * `replay` rebuilds the lots from the movements, to tell how much has expired by a moment and must be
 * written as an 'expire' movement before anything else is decided.
 */

export const MOVEMENT_TYPES = ['earn', 'redeem', 'expire', 'reverse'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export type LedgerMovement = {
  type: MovementType;
  /** Signed: credits positive, debits negative. */
  amount: number;
  /** When it was written (ms since the epoch); movements replay in this order. */
  at: number;
  /** Credits only: when what is left of them expires (ms), or null: never. */
  expiresAt: number | null;
};

type Lot = { left: number; expiresAt: number | null };

const expiredBy = (lot: Lot, at: number) => lot.expiresAt !== null && lot.expiresAt <= at;

function consume(lots: Lot[], amount: number, onlyExpiredBy: number | null): void {
  let owed = amount;
  for (const lot of lots) {
    if (owed <= 0) break;
    if (onlyExpiredBy !== null && !expiredBy(lot, onlyExpiredBy)) continue;
    const taken = Math.min(lot.left, owed);
    lot.left -= taken;
    owed -= taken;
  }
}

/** The credit lots left after the movements (in time order), earliest first. */
function replay(movements: readonly LedgerMovement[]): Lot[] {
  const lots: Lot[] = [];
  const ordered = [...movements].sort((a, b) => a.at - b.at);
  for (const m of ordered) {
    if (m.amount > 0) lots.push({ left: m.amount, expiresAt: m.expiresAt });
    // An expiry consumes the lots that had expired by then; any other debit, the earliest lots.
    else if (m.amount < 0) consume(lots, -m.amount, m.type === 'expire' ? m.at : null);
  }
  return lots;
}

/** The balance: the sum of the movements. */
export function ledgerBalance(movements: readonly LedgerMovement[]): number {
  return movements.reduce((sum, m) => sum + m.amount, 0);
}

/** How much has expired by `now` and was neither spent nor written off yet: the next 'expire' movement's size. */
export function expiredAmount(movements: readonly LedgerMovement[], now: number): number {
  return replay(movements)
    .filter((lot) => expiredBy(lot, now))
    .reduce((sum, lot) => sum + lot.left, 0);
}

/** What taking back an earn (its order canceled) may debit: the earn, but never below a zero balance. */
export function reversibleAmount(earned: number, balance: number): number {
  return Math.max(0, Math.min(earned, balance));
}

/** Points an order's value earns: one per whole real, when it reaches the program's minimum. */
export function pointsEarned(orderTotal: number, minValue: number): number {
  if (orderTotal <= 0 || orderTotal < minValue) return 0;
  return Math.floor(orderTotal / 100);
}

/** Centavos `points` are worth at `pointValue` centavos each. */
export function pointsValue(points: number, pointValue: number): number {
  return points * pointValue;
}
