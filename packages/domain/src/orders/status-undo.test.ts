import { describe, expect, it } from 'vitest';
import { decideUndo, UNDO_GRACE_MS, UNDO_WINDOW_MS, type HistoryStep } from './status-undo';

const t0 = new Date('2026-11-26T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const cook = 7;
const history: HistoryStep[] = [
  { status: 'noted', userId: 3, at: at(-60_000) },
  { status: 'processing', userId: cook, at: t0 },
];
const order = { status: 'processing', orderType: 'local' } as const;

describe('undoing a status move', () => {
  it('returns the order to the status before the last move, for its author, within the window', () => {
    expect(decideUndo(order, history, { status: 'processing', userId: cook, now: at(UNDO_WINDOW_MS) })).toEqual({ ok: true, to: 'noted' });
  });

  it('allows the grace beyond the window, and nothing after it', () => {
    expect(decideUndo(order, history, { status: 'processing', userId: cook, now: at(UNDO_WINDOW_MS + UNDO_GRACE_MS) }).ok).toBe(true);
    expect(decideUndo(order, history, { status: 'processing', userId: cook, now: at(UNDO_WINDOW_MS + UNDO_GRACE_MS + 1) })).toEqual({ ok: false, reason: 'expired' });
  });

  it("refuses to recall another user's move", () => {
    expect(decideUndo(order, history, { status: 'processing', userId: 3, now: at(1000) })).toEqual({ ok: false, reason: 'other_user' });
  });

  it('refuses when the order moved on since (the caller recalls a status it no longer has)', () => {
    const moved = [...history, { status: 'done' as const, userId: 3, at: at(2000) }];
    expect(decideUndo({ ...order, status: 'done' }, moved, { status: 'processing', userId: cook, now: at(3000) })).toEqual({ ok: false, reason: 'moved_on' });
  });

  it('never reopens a closed order, nor goes back past the first status', () => {
    const finalized: HistoryStep[] = [...history, { status: 'finalized', userId: cook, at: at(1000) }];
    expect(decideUndo({ ...order, status: 'finalized' }, finalized, { status: 'finalized', userId: cook, now: at(2000) })).toEqual({ ok: false, reason: 'not_undoable' });
    const canceled: HistoryStep[] = [...history, { status: 'canceled', userId: cook, at: at(1000) }];
    expect(decideUndo({ ...order, status: 'canceled' }, canceled, { status: 'canceled', userId: cook, now: at(2000) }).ok).toBe(false);
    expect(decideUndo({ status: 'noted', orderType: 'local' }, history.slice(0, 1), { status: 'noted', userId: 3, now: at(-59_000) })).toEqual({ ok: false, reason: 'not_undoable' });
  });

  it('undoes two quick bumps one after the other', () => {
    const twice: HistoryStep[] = [...history, { status: 'done', userId: cook, at: at(1000) }];
    expect(decideUndo({ ...order, status: 'done' }, twice, { status: 'done', userId: cook, now: at(2000) })).toEqual({ ok: true, to: 'processing' });
    expect(decideUndo(order, history, { status: 'processing', userId: cook, now: at(2500) })).toEqual({ ok: true, to: 'noted' });
  });
});
