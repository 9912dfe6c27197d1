import { useSyncExternalStore } from 'react';

/**
 * Counts API requests in flight that asked for the top loading bar. The bar component decides when
 * to show it (after a throttle), so short requests never flash it.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function startLoading(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingRequests(): number {
  return useSyncExternalStore(subscribe, () => pending, () => 0);
}
