import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  closeRealtime,
  openRealtime,
  REALTIME_CONNECTED,
  realtimeStatus,
  subscribeRealtime,
  subscribeRealtimeStatus,
  type OpenRealtimeOptions,
  type RealtimeStatus,
  type SubscribableEvent,
} from './socket';
import { whenIdle } from './when-idle';

/**
 * Keeps the tab's realtime connection open while the calling component is mounted: the authenticated
 * layout calls it once; its unmount (logout, session lost) closes the connection.
 */
export function useRealtimeConnection(onSessionEnded: () => void): void {
  const ended = useRef(onSessionEnded);
  useEffect(() => {
    ended.current = onSessionEnded;
  });
  useEffect(() => {
    const options: OpenRealtimeOptions = { onSessionEnded: () => ended.current() };
    const open = () =>
      void openRealtime(options).catch((err: unknown) => {
        console.warn('realtime connection not opened', err);
        // Its code did not arrive (offline): tried again when the browser is back online.
        window.addEventListener('online', open, { once: true });
      });
    // The socket's code and handshake wait until the page has painted and the browser is idle (at
    // most 2 s): they are not what the first screen shows (issue 20, /cardapio's first load).
    const cancel = whenIdle(open);
    return () => {
      cancel();
      window.removeEventListener('online', open);
      closeRealtime();
    };
  }, []);
}

/**
 * Marks `queryKey` stale (active queries refetch) on every `event`, and whenever the connection is
 * made (first or again), when events may have been missed.
 */
export function useRealtimeInvalidate(event: SubscribableEvent, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  // The key is compared by value: callers usually build a new array on every render.
  const keyJson = JSON.stringify(queryKey);
  useEffect(() => {
    const invalidate = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(keyJson) as QueryKey });
    const offEvent = subscribeRealtime(event, invalidate);
    const offReconnect = subscribeRealtime(REALTIME_CONNECTED, invalidate);
    return () => {
      offEvent();
      offReconnect();
    };
  }, [queryClient, event, keyJson]);
}

/** The realtime connection's status (lib/socket), re-rendering when it changes. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeRealtimeStatus, realtimeStatus, () => 'idle');
}
