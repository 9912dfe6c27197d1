import type { Socket } from 'socket.io-client';
import { vi } from 'vitest';

// For the tests of the realtime connection and of what shows its status.
/** A stand-in for socket.io-client: records the connection options and lets the test play the server. */
export function fakeClient() {
  let onAny: ((event: string, payload: unknown) => void) | null = null;
  const listeners = new Map<string, (arg?: unknown) => void>();
  const socket = {
    connected: false,
    onAny: (fn: typeof onAny) => void (onAny = fn),
    on: (event: string, fn: (arg?: unknown) => void) => void listeners.set(event, fn),
    close: vi.fn(),
    disconnect: vi.fn((): unknown => socket),
    connect: vi.fn((): unknown => socket),
  };
  const io = vi.fn((_options: unknown) => socket as unknown as Socket);
  return {
    io,
    socket,
    load: () => Promise.resolve({ io }),
    serverSends: (event: string, payload: unknown) => onAny?.(event, payload),
    disconnect: (reason: string) => {
      socket.connected = false;
      listeners.get('disconnect')?.(reason);
    },
    refuse: (message: string) => listeners.get('connect_error')?.(new Error(message)),
    connect: () => {
      socket.connected = true;
      listeners.get('connect')?.();
    },
  };
}
