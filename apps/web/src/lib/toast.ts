import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

/** Toast durations follow the spec: 3 s by default, closable (see the Toaster in app/toaster). */
export const TOAST_DURATION_MS = 3000;

type Sonner = typeof SonnerModule;
type ToastInput = { title: string; description?: string };

/*
 * The toast library loads with the first toast, not with the page: most visits to /login never
 * show one, and its JavaScript counts against the login budget. The first call asks the app to
 * mount the Toaster, waits until it is mounted (a toast sent earlier would be lost), then shows.
 */
let sonner: Promise<Sonner> | null = null;
let markMounted: () => void = () => {};
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  if (!sonner) {
    const mounted = new Promise<void>((resolve) => {
      markMounted = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
    sonner = Promise.all([import('sonner'), mounted]).then(([module]) => module);
  }
  return sonner;
}

/** Whether the Toaster should be mounted yet (true from the first toast on). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the Toaster wrapper once sonner's Toaster is mounted and listening. */
export function toasterMounted(): void {
  markMounted();
}

function show(kind: 'success' | 'error' | 'info', { title, description }: ToastInput): void {
  void load().then(({ toast }) => toast[kind](title, { description }));
}

export const notify = {
  success: (input: ToastInput) => show('success', input),
  error: (input: ToastInput) => show('error', input),
  info: (input: ToastInput) => show('info', input),
};
