import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businesses } from '../db/schema/index';

/**
 * Writes a business row the way an owner's save would, and waits until this process's menu cache
 * has heard of it. PGlite tells before the write's COMMIT answers; PostgreSQL tells a moment after,
 * on the listening connection — a storefront call made at once could still see the old row there.
 */
export async function changeBusiness(app: FastifyInstance, businessId: number, values: Partial<typeof businesses.$inferInsert>) {
  const cache = app.storefrontCache;
  const forget = cache.forget;
  let heard!: () => void;
  const told = new Promise<void>((resolve) => (heard = resolve));
  cache.forget = (id) => {
    forget(id);
    if (id === undefined || id === businessId) heard();
  };
  try {
    await app.db.update(businesses).set(values).where(eq(businesses.id, businessId));
    await Promise.race([told, new Promise((_, reject) => setTimeout(() => reject(new Error(`the menu cache never heard of business ${businessId}'s change`)), 5000))]);
  } finally {
    cache.forget = forget;
  }
}
