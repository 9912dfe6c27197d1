import { randomBytes, randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/helper';

// With REDIS_URL two API processes share their rate-limit counts (docs/decisions/0018): requests
// split across them reach 429 at the limit, not at twice the limit. Runs when TEST_REDIS_URL is set.
const redisUrl = process.env.TEST_REDIS_URL;
const GLOBAL_MAX = 10;
const LOGIN_MAX = 4;

// Counts outlive a test run in Redis for a minute: each run uses addresses and e-mails of its own.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const uniqueEmail = () => `limite-${randomBytes(5).toString('hex')}@example.com`;

describe.runIf(redisUrl)('rate limits shared across processes through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const env = { REDIS_URL: redisUrl!, RATE_LIMIT_MAX_PER_MINUTE: String(GLOBAL_MAX), RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_MAX) };

  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createTestApp(env, { database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Status codes of `count` requests alternating between the two apps. */
  async function alternate(count: number, request: (i: number) => InjectOptions) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await (i % 2 === 0 ? a : b).app.inject(request(i))).statusCode);
    return statuses;
  }

  it('the global per-IP limit', async () => {
    const ip = randomIp();
    const statuses = await alternate(GLOBAL_MAX + 2, () => ({ method: 'GET', url: '/api/health', remoteAddress: ip }));
    expect(statuses.slice(0, GLOBAL_MAX)).toEqual(Array(GLOBAL_MAX).fill(200));
    expect(statuses.slice(GLOBAL_MAX)).toEqual([429, 429]);
    // Another address still has its own count.
    expect((await a.app.inject({ method: 'GET', url: '/api/health', remoteAddress: randomIp() })).statusCode).toBe(200);
  });

  it('the per-IP limit of a route (login), whatever the account', async () => {
    const ip = randomIp();
    const statuses = await alternate(LOGIN_MAX + 1, () => ({
      method: 'POST',
      url: '/api/v1/login',
      remoteAddress: ip,
      payload: { email: uniqueEmail(), password: 'senha-errada-1' },
    }));
    expect(statuses.slice(0, LOGIN_MAX)).not.toContain(429);
    expect(statuses[LOGIN_MAX]).toBe(429);
  });

  it('the per-account limit (login), whatever the address', async () => {
    const email = uniqueEmail();
    const statuses = await alternate(LOGIN_MAX + 1, () => ({
      method: 'POST',
      url: '/api/v1/login',
      remoteAddress: randomIp(),
      payload: { email, password: 'senha-errada-1' },
    }));
    expect(statuses.slice(0, LOGIN_MAX)).not.toContain(429);
    expect(statuses[LOGIN_MAX]).toBe(429);
  });
});
