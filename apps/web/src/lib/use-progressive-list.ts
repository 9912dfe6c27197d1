import { useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more at each animation frame until all are shown.
 *
 * Why not useDeferredValue: a deferred render is thrown away and restarted by every urgent update
 * (a query settling, the loading bar, a socket message), and on a busy CPU those came often enough
 * that React only rendered the fifty categories when the transition expired, about 5 s later. Here
 * each batch is a small ordinary commit: what is on screen paints first, nothing waits on anything,
 * and no task renders the whole list at once (issue 20, blocking time).
 */
export function useProgressiveList<T>(items: readonly T[], first = 8, step = 8): readonly T[] {
  const [count, setCount] = useState(first);
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return undefined;
    const frame = window.requestAnimationFrame(() => setCount((c) => c + step));
    return () => window.cancelAnimationFrame(frame);
  }, [complete, count, step]);
  return complete ? items : items.slice(0, count);
}
