import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { placeOrder } from '../api/place-order';
import { dropPending, flushPending, keepPending, listPending, retryDelayMs, type PendingOrder, type SendOutcome } from './offline-queue';

async function sendPending(order: PendingOrder): Promise<SendOutcome> {
  try {
    await placeOrder(order.body, order.key);
    return 'sent';
  } catch (error) {
    if (isApiError(error) && error.status === 0) return 'unreachable';
    // 5xx: the server may be restarting; try again later like a network failure.
    if (isApiError(error) && error.status >= 500) return 'unreachable';
    return { refused: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The PDV's unsent orders: kept in IndexedDB, sent when the browser says it is online again and on
 * a timer that backs off (the API may be down while the network is up). One flush runs at a time,
 * so an order is never sent twice at once; its key would make a second send harmless anyway.
 */
export function usePendingOrders(onSent: () => void) {
  const [pending, setPending] = useState<PendingOrder[]>([]);
  const queryClient = useQueryClient();
  const running = useRef<Promise<void> | null>(null);
  const attempt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;

  const refresh = useCallback(async () => setPending(await listPending()), []);

  const flush = useCallback((): Promise<void> => {
    running.current ??= (async () => {
      window.clearTimeout(timer.current);
      const before = (await listPending()).length;
      const result = await flushPending(sendPending);
      const left = await listPending();
      setPending(left);
      if (left.length < before) {
        onSentRef.current();
        void queryClient.invalidateQueries({ queryKey: ['tables'] });
      }
      if (result === 'unreachable') {
        timer.current = window.setTimeout(() => void flush(), retryDelayMs(attempt.current));
        attempt.current += 1;
      } else {
        attempt.current = 0;
      }
    })().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [queryClient]);

  const enqueue = useCallback(
    async (order: PendingOrder) => {
      await keepPending(order);
      await refresh();
      attempt.current = 0;
      timer.current = window.setTimeout(() => void flush(), retryDelayMs(0));
    },
    [flush, refresh],
  );

  const discard = useCallback(
    async (key: string) => {
      await dropPending(key);
      await refresh();
    },
    [refresh],
  );

  useEffect(() => {
    void flush();
    const online = () => {
      attempt.current = 0;
      void flush();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(timer.current);
    };
  }, [flush]);

  return { pending, enqueue, flush, discard };
}
