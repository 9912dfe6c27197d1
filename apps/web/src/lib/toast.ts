import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

/** Toast durations follow the spec: 3 s by default, closable (see the Toaster in app/toaster). */
export const TOAST_DURATION_MS = 3000;

type Sonner = typeof SonnerModule;
type ToastInput = { title: string; description?: string };

/*
 * The toast library is not part of the first load: most visits to /login never show a toast, and its
 * JavaScript counts against the login budget. The signed-in shell loads it when the browser is idle
 * and the PDV loads it with its page (issue 31: a first toast shown offline must not need the
 * network), and a toast before that loads it. A failed import (offline) is forgotten, so the next
 * toast tries again, and it never reaches React: a lazy component that failed would empty the page.
 */
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

/** Imports the toast library once; the Toaster mounts when it has arrived. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The toast library once loaded, for the app's Toaster; null before. */
export function useLoadedToasts(): Sonner | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner,
    () => null,
  );
}

/** Called by the Toaster wrapper once sonner's Toaster is mounted and listening (a toast sent earlier would be lost). */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: 'success' | 'error' | 'info', { title, description }: ToastInput): void {
  Promise.all([loadToasts(), mounted])
    .then(([{ toast }]) => toast[kind](title, { description }))
    // Offline before the library arrived: this toast is lost, the page itself shows what happened.
    .catch((error: unknown) => console.warn('toast not shown:', title, error));
}

export const notify = {
  success: (input: ToastInput) => show('success', input),
  error: (input: ToastInput) => show('error', input),
  info: (input: ToastInput) => show('info', input),
};
