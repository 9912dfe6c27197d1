import { useSyncExternalStore } from 'react';
import type { UpgradeContext } from '@comanda/domain/features/upgrade-contexts';

/*
 * The one upgrade modal of the app, asked for from anywhere: a gated button or route
 * (lib/feature-gate), the API client on a feature_unavailable answer. The default layout shows it
 * (never to a platform admin); this store only says which context is asked for.
 */
let requested: UpgradeContext | null = null;
const listeners = new Set<() => void>();

function set(context: UpgradeContext | null): void {
  if (requested === context) return;
  requested = context;
  for (const listener of listeners) listener();
}

/** Opens the upgrade modal with this feature context (spec §4, §9). */
export function requestUpgrade(context: UpgradeContext): void {
  set(context);
}

export function closeUpgrade(): void {
  set(null);
}

/** The context the modal is open with, null while closed. */
export function useUpgradeRequest(): UpgradeContext | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => null,
  );
}
