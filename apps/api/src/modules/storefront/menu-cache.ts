import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';

/*
 * The public menu read by many phones at once (issue 33: 500 shoppers, p99 ≤ 50 ms on one process):
 * each business's menu, per language and minute, is read from the database once and shared by every
 * request after it, concurrent misses included (one read, not 500). The database tells every
 * process when a business's menu, hours or delivery terms change (migration 0026: a NOTIFY on
 * `comanda_menu` with the business's id), and its entries are forgotten at once; TTL_MS only bounds
 * what a missed notice could leave. Prices are decided again when the order is placed.
 */

export const MENU_CHANNEL = 'comanda_menu';
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  until: number;
  value: Promise<unknown>;
  businessId?: number;
}

export interface MenuCache {
  /** `read()` once per `key` while it is current; its answer names the business it is about (null: none). */
  cached<T extends { businessId: number } | null>(key: string, read: () => Promise<T>): Promise<T>;
  /** Forgets a business's entries (its menu changed), or every entry (a notice may have been missed). */
  forget(businessId?: number): void;
}

export function createMenuCache(): MenuCache {
  const entries = new Map<string, Entry>();
  // Bumped by every change notice: a read that started before a change does not keep its answer.
  let generation = 0;

  return {
    cached(key, read) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value as ReturnType<typeof read>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const startedAt = generation;
      const value = read();
      const entry: Entry = { until: now + TTL_MS, value };
      entries.set(key, entry);
      value.then(
        (answer) => {
          if (generation !== startedAt) entries.delete(key);
          else entry.businessId = answer?.businessId;
        },
        () => entries.delete(key),
      );
      return value;
    },
    forget(businessId) {
      generation += 1;
      if (businessId === undefined) return entries.clear();
      for (const [key, entry] of entries) if (entry.businessId === businessId) entries.delete(key);
    },
  };
}

/** The cache key of a storefront read: the link, the language and the minute it is read for (the opening changes by the minute). */
export const menuKey = (ref: string, lang: string, at: Date) => `${ref}|${lang}|${Math.floor(at.getTime() / 60_000)}`;

declare module 'fastify' {
  interface FastifyInstance {
    storefrontCache: MenuCache;
  }
}

/** One menu cache per process, told of every change by the database. */
export const menuCachePlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const cache = createMenuCache();
  await database.listen(MENU_CHANNEL, (payload) => {
    const businessId = Number(payload);
    cache.forget(payload && Number.isSafeInteger(businessId) ? businessId : undefined);
  });
  app.decorate('storefrontCache', cache);
});
