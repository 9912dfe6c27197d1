import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderResourceSchema } from '@comanda/domain/orders/order-resource';
import { checkFormGuard } from '@comanda/domain/validation/form-guard';
import { MIN_PAGE_MS, StorefrontMenuSchema, StorefrontOrderBodySchema, TrackedOrderSchema } from '@comanda/domain/storefront/storefront';
import { one } from '@comanda/domain/wire/envelopes';
import { AppError, fieldError } from '../../lib/app-error';
import { requestDeps } from '../../lib/commands/request-command';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { perAccountLimit, perIpLimit } from '../../lib/rate-limits';
import { requestNow } from '../../lib/request-clock';
import { currentDb } from '../../lib/unit-of-work';
import { publicAccess } from '../../plugins/route-access';
import { checkStorefrontLoyalty, recordStorefrontOptIn, storefrontActor, storefrontOrder } from './commands/place-storefront-order';
import { findLinkedBusiness, offersStorefront } from './storefront.repository';
import { readStorefrontMenu } from './storefront-menu';
import { bodyPhone, refParams, requireStorefrontBusiness } from './storefront-request';
import { placementContext, submitOrder } from '../orders/orders.api';
import { readTrackedOrder } from './tracked-order';
import { weakEtag } from '../../lib/etag';
import { menuKey } from './menu-cache';

// The public menu's API (issue 33): no session, so every answer is about one business (named by
// its slug or token) or one order (named by its uuid), and says nothing of any other.

const tags = ['storefront'];
const uuidParams = z.strictObject({ uuid: z.string().max(100) });
/** Customers of one mobile carrier share an address (CGNAT): the per-IP limit (RATE_LIMIT_STOREFRONT_ORDERS_PER_MINUTE) is generous, the per-phone one tighter. */
const ORDERS_PER_PHONE_MINUTE = 30;


export async function storefrontRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/storefront/:ref',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: "A business's public menu by its slug or token: its card (hours, terms, bairros) and what it sells (ETag: a repeat read answers 304)",
        params: refParams,
        response: { 200: one(StorefrontMenuSchema), 304: z.null().describe('Not modified: the copy held (If-None-Match) is current'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const now = requestNow(request);
      const { ref } = request.params;
      const read = await app.storefrontCache.cached(`api|${menuKey(ref, request.lang, now)}`, async () => {
        const business = await findLinkedBusiness(db, ref);
        if (!business) return null;
        // Held under its id, so that the business's next change (unblocked, its invoice paid) forgets it at once.
        if (!offersStorefront(business, now)) return { businessId: business.id, json: null, etag: '' };
        // Serialized once for every shopper until the menu changes, not once a request.
        const json = JSON.stringify({ data: await readStorefrontMenu(db, business, now, request.lang) });
        return { businessId: business.id, json, etag: weakEtag(json) };
      });
      if (!read?.json) throw new AppError('not_found', msg(request.lang, 'storefront_not_found'));
      const { json, etag } = read;
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-language');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      // The JSON already serialized (and checked against the schema's type when made): sent as it is.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  r.post(
    '/storefront/:ref/orders',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'storefront-order', app.config.rateLimitStorefrontOrdersPerMinute) },
      preHandler: perAccountLimit(app, 'storefront-order', bodyPhone('customer_whatsapp'), ORDERS_PER_PHONE_MINUTE),
      schema: {
        tags,
        summary: "A customer's order from the public menu: priced by the server, arrives pending (Idempotency-Key: a retry answers the same order)",
        params: refParams,
        body: StorefrontOrderBodySchema,
        response: { 201: one(OrderResourceSchema), ...errorResponses(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const business = await requireStorefrontBusiness(app, request);
      // The page sends how long it was open; a caller of the API that does not is judged by the rate limits only.
      const guard = checkFormGuard({ honeypot: request.body.website, elapsedMs: request.body.page_ms ?? MIN_PAGE_MS, minMs: MIN_PAGE_MS });
      // A field no person sees, filled: a bot. It gets the same refusal a closed shop gives, nothing to learn from.
      if (guard === 'honeypot') throw new AppError('conflict', msg(request.lang, 'storefront_not_taking_orders'));
      // Too quick for a person: a person who really was gets a plain "send again" and one more tap.
      if (guard === 'too_fast') throw fieldError('page_ms', msg(request.lang, 'storefront_sent_too_fast'));
      const deps = requestDeps(request);
      const order = storefrontOrder(deps, business, request.body);
      await checkStorefrontLoyalty(deps, business, request.body);
      const scheduledFor = request.body.scheduled_for ? new Date(request.body.scheduled_for) : null;
      const ctx = { ...(await placementContext(deps, storefrontActor(business), order, business)), scheduledFor };
      reply.code(201);
      const { answer, placed } = await submitOrder(request, reply, ctx, order);
      if (placed && request.body.marketing_consent) await recordStorefrontOptIn(deps, business, placed.id);
      return answer;
    },
  );

  r.get(
    '/storefront/orders/:uuid',
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary: "A customer's order as its tracking page shows it: status, lines, money, expected time, the restaurant's contact",
        params: uuidParams,
        response: { 200: one(TrackedOrderSchema), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const order = await readTrackedOrder(currentDb(db), request.params.uuid, request.lang);
      if (!order) throw new AppError('not_found', msg(request.lang, 'storefront_order_not_found'));
      reply.header('cache-control', 'no-store');
      return { data: order };
    },
  );
}
