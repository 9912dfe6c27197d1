/**
 * Runs `work` once the page has painted and the browser is idle, at most `timeoutMs` later; returns
 * the cancel function. Used for what the first screen does not show (the socket, the toast library).
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
