import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index';
import { AppError, fieldError } from '../lib/app-error';
import { msg } from '../lib/messages';
import { inTransaction } from '../lib/unit-of-work';
import type { Db, Queryable, Tx } from '../db/client';
import { runFixed } from '../db/fixed-statement';
import type { Lang } from '@comanda/domain/validation/lang';
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
    /**
     * true: the plugin claims the key around the handler. 'handler': the route takes the key itself
     * with this module's functions (placing orders claims many keys in one batch, decision 0027).
     */
    idempotent?: boolean | 'handler';
  }
}

export function requestHash(request: FastifyRequest): string {
  const { method, routeOptions, params, body } = request;
  return createHash('sha256')
    .update(JSON.stringify([method, routeOptions.url, params ?? null, body ?? null]))
    .digest('hex');
}

/** The request's Idempotency-Key, or null without one; a malformed key is a 422. */
export function readKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw fieldError('idempotency_key', msg(request.lang, 'idempotency_key_invalid'));
  return raw;
}

/** A key's first request, as stored: what a retry is answered with. */
export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/** The 422 for a key sent again with another request (or whose first answer is not kept). */
export function keyReused(lang: Lang): AppError {
  return new AppError('validation', msg(lang, 'idempotency_key_reused'), { idempotency_key: [msg(lang, 'idempotency_key_reused')] });
}

// Fixed statements (docs/decisions/0027): every idempotent write (placing orders above all) pays for
// these. One key or a batch of them take the same two statements.
const CLAIM = `insert into idempotency_keys (business_id, key, request_hash)
select $1, k.key, k.hash from unnest($2::text[], $3::text[]) as k(key, hash)
on conflict do nothing returning id, key`;
const STORE = `update idempotency_keys k set response_status = a.status, response = a.response
from jsonb_to_recordset($1::jsonb) as a(id int, status int, response jsonb) where k.id = a.id`;

/** The stored first requests of these keys (outside a claim: a retry answered without redoing the work). */
async function storedAnswers(q: Queryable, businessId: number, keys: readonly string[]): Promise<Map<string, StoredAnswer>> {
  if (keys.length === 0) return new Map();
  const rows = await q
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.businessId, businessId), inArray(idempotencyKeys.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row]));
}

/** The answer kept for `key`, outside any claim: a retry answered without doing the work again. */
export async function findAnswer(db: Db, businessId: number, key: string): Promise<StoredAnswer | undefined> {
  return (await storedAnswers(db, businessId, [key])).get(key);
}

/** The answers kept for `keys` (findAnswer of several). */
export const findAnswers = (db: Db, businessId: number, keys: readonly string[]) => storedAnswers(db, businessId, keys);

/**
 * Claims distinct keys in the transaction, in one statement: the ids of the keys this request (or
 * batch) is first with, and the stored first requests of the others. A claim still running
 * elsewhere is waited for: its row is locked until its transaction ends.
 */
async function claimKeys(tx: Tx, businessId: number, entries: readonly { key: string; hash: string }[]): Promise<{ claimed: Map<string, number>; first: Map<string, StoredAnswer> }> {
  if (entries.length === 0) return { claimed: new Map(), first: new Map() };
  const rows = await runFixed<{ id: number; key: string }>(tx, 'idempotency_claim', CLAIM, [businessId, entries.map((e) => e.key), entries.map((e) => e.hash)]);
  const claimed = new Map(rows.map((row) => [row.key, row.id]));
  const first = await storedAnswers(tx, businessId, entries.map((e) => e.key).filter((key) => !claimed.has(key)));
  return { claimed, first };
}

/** Keeps the answers of claimed keys, in the claim's transaction, in one statement. */
async function storeAnswers(tx: Tx, answers: readonly { id: number; status: number; payload: unknown }[]): Promise<void> {
  if (answers.length === 0) return;
  await runFixed(tx, 'idempotency_store', STORE, [JSON.stringify(answers.map((a) => ({ id: a.id, status: a.status, response: a.payload })))]);
}

/** The first answer again, for a retry of the same request; a 422 for another request. */
export function replay(first: Pick<StoredAnswer, 'requestHash' | 'responseStatus' | 'response'> | undefined, hash: string, lang: Lang, reply: FastifyReply): unknown {
  if (!first || first.requestHash !== hash || first.responseStatus === null) throw keyReused(lang);
  reply.code(first.responseStatus).header('idempotent-replayed', 'true');
  return first.response;
}

/**
 * `work` under the request's Idempotency-Key: claimed in a transaction that `work` joins, its answer
 * kept with the claim; a retry gets the first answer. Without a key, `work` alone. The keys are the
 * business's: the route's, or `businessId` for a public route that names its business (the storefront).
 */
export async function runIdempotent(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>, businessId = accessOf(request).business.id): Promise<unknown> {
  const key = readKey(request);
  if (key === null) return work();
  const hash = requestHash(request);
  return inTransaction(request.server.db, async (tx) => {
    const { claimed, first } = await claimKeys(tx, businessId, [{ key, hash }]);
    const id = claimed.get(key);
    if (id === undefined) return replay(first.get(key), hash, request.lang, reply);
    const payload = await work();
    if (payload === reply) throw new Error(`${request.routeOptions.url} is idempotent: return the payload instead of reply.send()`);
    await storeAnswers(tx, [{ id, status: reply.statusCode, payload }]);
    return payload;
  });
}

function idempotentHandler(handler: RouteHandlerMethod): RouteHandlerMethod {
  return function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    return runIdempotent(request, reply, async () => handler.call(this, request, reply));
  };
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const access = route.config.access;
    if (access?.kind !== 'business') throw new Error(`${route.url}: an idempotent route needs businessAccess (its keys are per business)`);
    if (route.config.idempotent === true) route.handler = idempotentHandler(route.handler);
  });
});
