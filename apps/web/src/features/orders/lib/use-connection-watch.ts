import { useEffect, useState } from 'react';
import { useRealtimeStatus } from '../../../lib/use-realtime';

/** After this long without a connection the order manager rings (if its sound is on). */
export const CONNECTION_ALARM_MS = 30_000;
/** How long "live again" stays on screen once the connection is back. */
export const BACK_LIVE_SHOWN_MS = 10_000;

export type ConnectionWatch = {
  /** `lost` while disconnected, `back` for a while once connected again, else `live`. */
  state: 'live' | 'lost' | 'back';
  /** Lost for CONNECTION_ALARM_MS or more: time to make a sound. */
  alarm: boolean;
};

/**
 * What the order manager says of its realtime connection (issue 31): a board that cannot hear new
 * orders must say so at once, ring after a while, and say when it is live again (its lists are read
 * again on the reconnection: useLiveOrders).
 */
export function useConnectionWatch(): ConnectionWatch {
  const status = useRealtimeStatus();
  const lost = status === 'disconnected';
  // The moments the connection was lost and came back; timers turn them into alarm and fade-out.
  const [lostAt, setLostAt] = useState<number | null>(null);
  const [backAt, setBackAt] = useState<number | null>(null);
  const [, setTick] = useState(0);

  if (lost && lostAt === null) {
    setLostAt(Date.now());
    setBackAt(null);
  } else if (!lost && lostAt !== null) {
    setLostAt(null);
    if (status === 'connected') setBackAt(Date.now());
  }

  const alarmAt = lostAt === null ? null : lostAt + CONNECTION_ALARM_MS;
  const fadeAt = backAt === null ? null : backAt + BACK_LIVE_SHOWN_MS;
  useEffect(() => {
    const next = alarmAt ?? fadeAt;
    if (next === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [alarmAt, fadeAt]);

  const now = Date.now();
  if (lostAt !== null) return { state: 'lost', alarm: alarmAt !== null && now >= alarmAt };
  if (fadeAt !== null && now < fadeAt) return { state: 'back', alarm: false };
  return { state: 'live', alarm: false };
}
