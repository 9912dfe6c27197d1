import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { CreateOrderBodyInput } from '@comanda/domain/orders/order-resource';

/*
 * Orders the PDV could not send (the API was unreachable), kept in IndexedDB with their
 * Idempotency-Key so that a closed tab or a reload loses nothing. Each is sent again with the same
 * key: however many times it is retried, the server makes one order of it.
 */

export type PendingOrder = {
  /** The order's Idempotency-Key, also its key in the store. */
  key: string;
  body: CreateOrderBodyInput;
  /** What the list shows: the table, the customer or the order type. */
  label: string;
  total: number;
  created_at: string;
  /** The server refused it (a 4xx): it is not retried; the message says why. */
  error: string | null;
};

let store: UseStore | null = null;
function pendingStore(): UseStore {
  store ??= createStore('comanda-pdv', 'pending-orders');
  return store;
}

export async function keepPending(order: PendingOrder): Promise<void> {
  await set(order.key, order, pendingStore());
}

export async function dropPending(key: string): Promise<void> {
  await del(key, pendingStore());
}

export async function listPending(): Promise<PendingOrder[]> {
  const rows = await entries<string, PendingOrder>(pendingStore());
  return rows.map(([, order]) => order).sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Seconds to wait before the next attempt: 2, 4, 8 … up to a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt));
}

export type SendOutcome = 'sent' | 'unreachable' | { refused: string };

/**
 * Sends the pending orders one at a time, oldest first. Stops at the first unreachable one (the
 * connection is still down); a refused one is marked and left for the person to see.
 */
export async function flushPending(send: (order: PendingOrder) => Promise<SendOutcome>): Promise<'done' | 'unreachable'> {
  for (const order of await listPending()) {
    if (order.error) continue;
    const outcome = await send(order);
    if (outcome === 'unreachable') return 'unreachable';
    if (outcome === 'sent') await dropPending(order.key);
    else await keepPending({ ...order, error: outcome.refused });
  }
  return 'done';
}
