/*
 * The public menu read by many phones at once (issue 33: 500 shoppers, p99 ≤ 50 ms on one process):
 * each business's menu, per language and minute, is read from the database once every few seconds
 * and shared by every request meanwhile, concurrent misses included (one read, not 500). An owner's
 * change reaches the shoppers within TTL_MS; prices are decided again when the order is placed.
 */

const TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

const entries = new Map<string, { until: number; value: Promise<unknown> }>();

/** `read()` once per `key` every TTL_MS; a failed read is not kept. */
export function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = read();
  entries.set(key, { until: now + TTL_MS, value });
  value.catch(() => entries.delete(key));
  return value;
}

/** The cache key of a storefront read: the link, the language and the minute it is read for. */
export const menuKey = (ref: string, lang: string, at: Date) => `${ref}|${lang}|${Math.floor(at.getTime() / 60_000)}`;
