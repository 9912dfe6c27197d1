import { useEffect, useSyncExternalStore } from 'react';
import { subscribeRealtime } from '../../../../lib/socket';
import { onQzState, qzState, startQzPrinting, wakeQzPrinting, type QzState } from '../lib/qz-printing';
import { usePrinters } from './printing';

/**
 * On a screen that prints (the order manager, the printers' settings): connects QZ Tray when the
 * business has QZ Tray printers and prints their jobs while the tab is open. Answers the connection's
 * state and a way to try again.
 */
export function useQzPrinting(businessId: number): { state: QzState; hasQzPrinters: boolean; retry: () => void } {
  const printers = usePrinters(businessId);
  const state = useSyncExternalStore(onQzState, qzState, qzState);
  const list = printers.data;
  const hasQzPrinters = (list ?? []).some((p) => p.connection === 'qz');

  useEffect(() => {
    if (list) void startQzPrinting(businessId, list);
  }, [businessId, list]);
  useEffect(() => subscribeRealtime('print.jobs', () => wakeQzPrinting()), []);
  // QZ Tray installed or started while this tab was in the background: looked for again on return.
  useEffect(() => {
    if (!list || state.status !== 'not-installed') return undefined;
    const onVisible = () => document.visibilityState === 'visible' && void startQzPrinting(businessId, list);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [businessId, list, state.status]);

  return { state, hasQzPrinters, retry: () => list && void startQzPrinting(businessId, list, 'patient') };
}
