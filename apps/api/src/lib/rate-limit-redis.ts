import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/*
 * The Redis client of @fastify/rate-limit (docs/decisions/0018). Its Redis store takes an ioredis
 * client only, while Socket.IO's adapter runs on node-redis: this is the one place ioredis is used.
 * With it every process counts in the same keys, so N processes allow the limit once, not N times;
 * the per-IP and per-account limits of lib/rate-limits.ts go through the same store.
 */
export async function rateLimitRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only with REDIS_URL: a process without Redis does not pay for the client at start-up.
  const { Redis } = await import('ioredis');
  // Fail fast rather than hold requests while Redis is away: with skipOnError the limiter lets them
  // through (see the decision record), and a request must not wait on a reconnect loop.
  const client = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  client.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit redis error'));
  app.addHook('onClose', async () => {
    await client.quit();
  });
  return client;
}
