import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { expiredAmount, ledgerBalance, reversibleAmount, type LedgerMovement } from './ledger';

/*
 * Random days of a customer: orders earn points, some are redeemed, orders are canceled (their earn
 * taken back as far as the balance allows, their redemption given back), time passes and points
 * expire. The API's order of work is simulated: before each decision, what expired is written off.
 */
type Op =
  | { kind: 'earn'; points: number }
  | { kind: 'redeem'; points: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'wait'; days: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant('redeem' as const), points: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 60 }) }),
);

const DAY = 86_400_000;

describe('the loyalty ledger', () => {
  it('never goes below zero and its balance is always the sum of its movements', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), fc.integer({ min: 1, max: 90 }), (ops, expiryDays) => {
        const ledger: LedgerMovement[] = [];
        const orders: { earned: number; redeemed: number; canceled: boolean }[] = [];
        let now = 1_800_000_000_000;
        const write = (m: Omit<LedgerMovement, 'at'>) => ledger.push({ ...m, at: now++ });
        const writeOffExpired = () => {
          const expired = expiredAmount(ledger, now);
          if (expired > 0) write({ type: 'expire', amount: -expired, expiresAt: null });
        };
        for (const o of ops) {
          writeOffExpired();
          if (o.kind === 'wait') now += o.days * DAY;
          else if (o.kind === 'earn') {
            write({ type: 'earn', amount: o.points, expiresAt: now + expiryDays * DAY });
            orders.push({ earned: o.points, redeemed: 0, canceled: false });
          } else if (o.kind === 'redeem') {
            if (o.points <= ledgerBalance(ledger)) {
              write({ type: 'redeem', amount: -o.points, expiresAt: null });
              orders.push({ earned: 0, redeemed: o.points, canceled: false });
            }
          } else {
            const order = orders.filter((x) => !x.canceled)[o.pick % Math.max(1, orders.length)];
            if (order) {
              order.canceled = true;
              const back = reversibleAmount(order.earned, ledgerBalance(ledger));
              if (back > 0) write({ type: 'reverse', amount: -back, expiresAt: null });
              if (order.redeemed > 0) write({ type: 'reverse', amount: order.redeemed, expiresAt: now + expiryDays * DAY });
            }
          }
          const balance = ledgerBalance(ledger);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBe(ledger.reduce((s, m) => s + m.amount, 0));
          expect(expiredAmount(ledger, now)).toBeLessThanOrEqual(balance);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('spends the earliest points first, so what expires is what was not spent', () => {
    const day = (n: number) => 1_800_000_000_000 + n * DAY;
    const ledger: LedgerMovement[] = [
      { type: 'earn', amount: 100, at: day(0), expiresAt: day(30) },
      { type: 'earn', amount: 50, at: day(10), expiresAt: day(40) },
      { type: 'redeem', amount: -120, at: day(20), expiresAt: null },
    ];
    // The 120 took the first 100 and 20 of the second: on day 31 nothing of the first is left.
    expect(expiredAmount(ledger, day(31))).toBe(0);
    expect(expiredAmount(ledger, day(41))).toBe(30);
    ledger.push({ type: 'expire', amount: -30, at: day(41), expiresAt: null });
    expect(ledgerBalance(ledger)).toBe(0);
    expect(expiredAmount(ledger, day(50))).toBe(0);
  });
});
