import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { requestNow } from './request-clock';

const request = (env: string, header?: string) =>
  ({ server: { config: { env } }, headers: header === undefined ? {} : { 'x-test-now': header } }) as unknown as FastifyRequest;

describe('requestNow', () => {
  it('takes X-Test-Now under NODE_ENV=test', () => {
    expect(requestNow(request('test', '2026-11-22T01:30:00-03:00')).toISOString()).toBe('2026-11-22T04:30:00.000Z');
  });
  it('ignores it in development and production, and ignores an unreadable value', () => {
    for (const env of ['development', 'production']) expect(Math.abs(requestNow(request(env, '2000-01-01T00:00:00Z')).getTime() - Date.now())).toBeLessThan(5000);
    expect(Math.abs(requestNow(request('test', 'yesterday')).getTime() - Date.now())).toBeLessThan(5000);
  });
});
