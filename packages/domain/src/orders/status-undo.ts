import { z } from 'zod';
import { isFinalStatus, OrderStatusSchema, type OrderStatus } from './order-status';
import { canTransition } from './order-transitions';
import type { OrderType } from './order-type';

/*
 * "Desfazer" (issue 16, the kitchen view): a status move made by mistake (a bump on the wrong
 * ticket) may be recalled by whoever made it, for a few seconds, as if it never happened. Only a
 * move between open statuses: finalizing and canceling close the order (tables free, revenue
 * counts) and are never undone this way.
 */

/** How long the screens offer "Desfazer" after a move. */
export const UNDO_WINDOW_MS = 10_000;
/** What the server allows beyond it: the click at 9.9 s still arrives after a slow network. */
export const UNDO_GRACE_MS = 5_000;

/** PUT v1/orders/{id}/undo-status: the status being recalled, so an undo never recalls someone else's later move. */
export const UndoStatusBodySchema = z.strictObject({ status: OrderStatusSchema });
export type UndoStatusBody = z.infer<typeof UndoStatusBodySchema>;

export type HistoryStep = { status: OrderStatus; userId: number | null; at: Date };

export type UndoDecision =
  | { ok: true; to: OrderStatus }
  | { ok: false; reason: 'moved_on' | 'not_undoable' | 'other_user' | 'expired' };

/**
 * Whether the order's last move may be recalled now, and to which status. `history` is the order's
 * status history, oldest first; `status` is what the caller wants recalled.
 */
export function decideUndo(
  order: { status: OrderStatus; orderType: OrderType },
  history: readonly HistoryStep[],
  request: { status: OrderStatus; userId: number; now: Date },
): UndoDecision {
  const last = history.at(-1);
  const before = history.at(-2);
  if (order.status !== request.status || last?.status !== request.status) return { ok: false, reason: 'moved_on' };
  if (!before || isFinalStatus(last.status) || !canTransition(before.status, last.status, order.orderType)) return { ok: false, reason: 'not_undoable' };
  if (last.userId !== request.userId) return { ok: false, reason: 'other_user' };
  if (request.now.getTime() - last.at.getTime() > UNDO_WINDOW_MS + UNDO_GRACE_MS) return { ok: false, reason: 'expired' };
  return { ok: true, to: before.status };
}
