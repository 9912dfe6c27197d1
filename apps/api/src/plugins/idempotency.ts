import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index';
import { AppError, fieldError } from '../lib/app-error';
import { msg } from '../lib/messages';
import { inTransaction } from '../lib/unit-of-work';
import { runFixed } from '../db/fixed-statement';
import { accessOf } from './route-access';

/*
 * Idempotency-Key on business writes (docs/decisions/0014), switched on per route with
 * `config: { idempotent: true }` (the route must also declare businessAccess):
 *  - the key is claimed by an INSERT into idempotency_keys (unique on business and key) in the same
 *    transaction as the write, so a retry that arrives while the first request runs waits on that
 *    row, and afterwards finds it;
 *  - a retry with the same request gets the first answer again (status and body, with the header
 *    `Idempotent-Replayed: true`); the same key with another request answers 422;
 *  - a request that failed leaves no key (its transaction rolled back), so it can be retried;
 *  - without the header the route runs as usual. Keys are purged after 24 hours by a job.
 * The handler of such a route returns its payload (reply.code() for the status) instead of calling
 * reply.send(): the answer must leave only after the transaction, claim included, has committed.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
}

// Fixed statements (docs/decisions/0027): every idempotent write (placing an order above all) pays for these two.
const CLAIM = 'insert into idempotency_keys (business_id, key, request_hash) values ($1, $2, $3) on conflict do nothing returning id';
const STORE = 'update idempotency_keys set response_status = $1, response = $2::jsonb where id = $3';

function requestHash(request: FastifyRequest): string {
  const { method, routeOptions, params, body } = request;
  return createHash('sha256')
    .update(JSON.stringify([method, routeOptions.url, params ?? null, body ?? null]))
    .digest('hex');
}

function readKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw fieldError('idempotency_key', msg(request.lang, 'idempotency_key_invalid'));
  return raw;
}

function idempotentHandler(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const key = readKey(request);
    if (key === null) return handler.call(this, request, reply);
    const businessId = accessOf(request).business.id;
    const hash = requestHash(request);
    return inTransaction(request.server.db, async (tx) => {
      const [claimed] = await runFixed<{ id: number }>(tx, 'idempotency_claim', CLAIM, [businessId, key, hash]);
      if (!claimed) {
        const [first] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.businessId, businessId), eq(idempotencyKeys.key, key)));
        if (!first || first.requestHash !== hash || first.responseStatus === null) {
          throw new AppError('validation', msg(request.lang, 'idempotency_key_reused'), { idempotency_key: [msg(request.lang, 'idempotency_key_reused')] });
        }
        reply.code(first.responseStatus).header('idempotent-replayed', 'true');
        return first.response;
      }
      const payload: unknown = await handler.call(this, request, reply);
      if (payload === reply) throw new Error(`${request.routeOptions.url} is idempotent: return the payload instead of reply.send()`);
      await runFixed(tx, 'idempotency_store', STORE, [reply.statusCode, JSON.stringify(payload), claimed.id]);
      return payload;
    });
  };
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const access = route.config.access;
    if (access?.kind !== 'business') throw new Error(`${route.url}: an idempotent route needs businessAccess (its keys are per business)`);
    route.handler = idempotentHandler(route.handler);
  });
});
