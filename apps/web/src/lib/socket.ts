import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { RealtimeEventName } from '@comanda/domain/realtime/events';

/*
 * The one realtime connection of a logged-in tab (docs/decisions/0018). The API authenticates it with
 * the HttpOnly session cookie (same origin, path /socket.io), puts it in the room of the user's current
 * business, moves it when PUT /me switches business, and disconnects it when the session ends.
 *
 * This module holds only the subscriptions; socket.io-client is imported when the authenticated layout
 * opens the connection, so neither the /login page nor a feature that subscribes pulls it in
 * (decision 0007: the login page's JavaScript budget).
 */

export type RealtimeHandler = (payload: unknown) => void;
/**
 * Dispatched locally each time the connection is made, the first time included: events sent before
 * it (while the page loaded, or while offline) were not received, so what they change is read again.
 */
export const REALTIME_CONNECTED = 'realtime:connected';

type Connect = (options: Partial<ManagerOptions & SocketOptions>) => Socket;
type LoadClient = () => Promise<{ io: Connect }>;

/**
 * Where the connection stands: `idle` before it is opened (or after it is closed), `connecting` until
 * the first handshake, `connected`, or `disconnected` (lost, being retried by the client).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

const handlers = new Map<string, Set<RealtimeHandler>>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = 'idle';
let socket: Socket | null = null;
// Bumped by every open and close, so an import that resolves after a close opens nothing.
let generation = 0;

function dispatch(event: string, payload: unknown): void {
  handlers.get(event)?.forEach((handler) => handler(payload));
}

function setStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

export function realtimeStatus(): RealtimeStatus {
  return status;
}

/** Calls `listener` whenever the status changes; returns the unsubscribe function. */
export function subscribeRealtimeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/*
 * The browser knows at once when its network is gone; the socket's heartbeat would take up to a
 * ping interval and timeout to notice (issue 31: /pedidos still said "em tempo real" after 15 s). Back
 * online, the connection is made again at once, and its `connect` has the pages read again what
 * they missed.
 */
function wentOffline(): void {
  if (socket) setStatus('disconnected');
}

function cameOnline(): void {
  // Made again at once: a connection the client still thinks open may be dead, and one it knows is
  // down waits for its backoff, whose attempts made offline may hang until their timeout (20 s).
  if (socket && status !== 'connected') socket.disconnect().connect();
}

/** Calls `handler` for every `event` the server sends; returns the unsubscribe function. */
/** The events a screen may hear: the domain's catalogue (packages/domain realtime/events.ts), and the connection's own. */
export type SubscribableEvent = RealtimeEventName | typeof REALTIME_CONNECTED;

export function subscribeRealtime(event: SubscribableEvent, handler: RealtimeHandler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0 && handlers.get(event) === set) handlers.delete(event);
  };
}

export interface OpenRealtimeOptions {
  /** Called when the server ends the connection: the session was logged out or revoked elsewhere. */
  onSessionEnded?: () => void;
  /** Tests pass a fake client. */
  load?: LoadClient;
}

/** Opens the connection unless it is open; subscriptions made before or after it all receive events. */
export async function openRealtime({ onSessionEnded, load = () => import('socket.io-client') }: OpenRealtimeOptions = {}): Promise<void> {
  if (socket) return;
  const mine = ++generation;
  let io: Connect;
  try {
    ({ io } = await load());
  } catch (error) {
    // Offline before the client library arrived: not connected, which the pages say.
    if (mine === generation) setStatus('disconnected');
    throw error;
  }
  if (mine !== generation || socket) return;
  // Same origin and cookie; the client reconnects by itself after a network loss or a server restart.
  const opened = io({ path: '/socket.io', withCredentials: true });
  opened.onAny((event: string, payload: unknown) => dispatch(event, payload));
  opened.on('connect', () => {
    setStatus('connected');
    dispatch(REALTIME_CONNECTED, undefined);
  });
  opened.on('disconnect', (reason) => {
    // A disconnect asked for here (closing, or reconnecting when back online) is not a lost connection.
    if (reason !== 'io client disconnect') setStatus('disconnected');
    // Only the server's own disconnect is final (no automatic retry): its session is over.
    if (reason === 'io server disconnect') onSessionEnded?.();
  });
  // A handshake refused for its session (revoked before the socket connected) is final too; any
  // other connection error (network, server restarting) is retried by the client.
  opened.on('connect_error', (error: Error) => {
    setStatus('disconnected');
    if (error.message === 'unauthenticated') onSessionEnded?.();
  });
  socket = opened;
  setStatus(typeof navigator !== 'undefined' && navigator.onLine === false ? 'disconnected' : 'connecting');
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameOnline);
}

/** Closes the connection (logout, leaving the authenticated layout); subscriptions stay registered. */
export function closeRealtime(): void {
  generation++;
  socket?.close();
  socket = null;
  window.removeEventListener('offline', wentOffline);
  window.removeEventListener('online', cameOnline);
  setStatus('idle');
}
