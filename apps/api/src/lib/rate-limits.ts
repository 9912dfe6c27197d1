import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { AppError } from './app-error';
import { msg } from './messages';
import { toE164 } from './phone';

// Limits for the routes an attacker would hammer (login, sign-up, password reset, message sending).
// Both go through @fastify/rate-limit's store, so they are shared between processes once that store
// is Redis. Keys carry the route name: a store is per route in memory but one namespace in Redis.

/** Route config: at most `max` (RATE_LIMIT_LOGIN_PER_MINUTE) requests a minute from one IP. */
export function perIpLimit(app: FastifyInstance, name: string, max = app.config.rateLimitLoginPerMinute): RateLimitOptions {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  };
}

/**
 * preHandler (runs after body validation): the same limit per account, whatever the IP, so a
 * password cannot be guessed from many addresses. `keyOf` names the account (normalised e-mail or
 * user id); a request without one is not counted here. `max` defaults to RATE_LIMIT_LOGIN_PER_MINUTE, in
 * `timeWindow` (a minute unless said).
 */
export function perAccountLimit(
  app: FastifyInstance,
  name: string,
  keyOf: (request: FastifyRequest) => string | number | null | undefined,
  max = app.config.rateLimitLoginPerMinute,
  timeWindow = '1 minute',
) {
  // createRateLimit, not rateLimit: the latter skips requests the per-IP hook already counted.
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:account:${String(keyOf(request))}`,
  });
  return async (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => {
    const key = keyOf(request);
    if (key === null || key === undefined || key === '') return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('rate_limited', msg(request.lang, 'rate_limited', { seconds: result.ttlInSeconds }));
  };
}

/**
 * The account a validated body names, as the per-account key of auth routes: its normalised e-mail,
 * or its WhatsApp in E.164 (decision 0036), so '(11) 9…' and '+55 11 9…' count together.
 */
export function bodyAccount(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown; whatsapp?: unknown } | undefined;
  if (typeof body?.email === 'string') return body.email;
  if (typeof body?.whatsapp !== 'string') return undefined;
  return phoneAccount(body.whatsapp);
}

/** A phone as a rate limit's key: E.164 when it is a valid number, its digits otherwise. */
export const phoneAccount = (phone: string) => `whatsapp:${toE164(phone) ?? phone.replace(/\D/g, '')}`;
