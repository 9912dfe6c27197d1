import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cepDigits, cepParamsSchema } from '@comanda/domain/address/cep';
import {
  LoyaltyCodeRequestSchema,
  LoyaltyGrantSchema,
  LoyaltyVerifyBodySchema,
  servedDistrictOf,
  StorefrontCepSchema,
  StorefrontQuoteBodySchema,
  StorefrontQuoteSchema,
} from '@comanda/domain/storefront/storefront-checkout';
import { one } from '@comanda/domain/wire/envelopes';
import { requestDeps } from '../../../lib/commands/request-command';
import { errorResponses, messageErrorSchema } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { perAccountLimit, perIpLimit } from '../../../lib/rate-limits';
import { requestNow } from '../../../lib/request-clock';
import { publicAccess } from '../../../plugins/route-access';
import { cepAddress } from '../../cep/cep.api';
import { listDeliveryAreas } from '../../delivery-areas/delivery-areas.api';
import { bodyPhone, refParams, requireStorefrontBusiness } from '../storefront-request';
import { quoteStorefrontOrder } from './quote-storefront-order';
import { sendLoyaltyCode, verifyLoyaltyCode } from './loyalty-codes';

/*
 * The public checkout's helpers (issue 33): the server's totals for a cart (coupon preview), the
 * address of a CEP, and the loyalty balance opened by a one-time code. No session: each is limited
 * per IP (carriers share addresses, so generously) and, where a phone is named, per phone.
 */

const tags = ['storefront'];
/** The checkout asks again as the cart, the bairro or the coupon changes. */
const QUOTES_PER_IP_MINUTE = 120;
const CEPS_PER_IP_MINUTE = 30;
const CODES_PER_IP_MINUTE = 10;
/** A person asks again once or twice; more is someone filling a stranger's WhatsApp with codes. */
const CODES_PER_PHONE_MINUTE = 3;
const CODES_PER_PHONE_HOUR = 10;
const VERIFIES_PER_PHONE_MINUTE = 10;

const bodyWhatsapp = bodyPhone('whatsapp');

export async function storefrontCheckoutRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  const business = (request: { params: { ref: string }; lang: FastifyRequest['lang'] }) => requireStorefrontBusiness(app, request);

  r.post(
    '/storefront/:ref/quote',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'storefront-quote', QUOTES_PER_IP_MINUTE) },
      schema: {
        tags,
        summary: "The server's totals for a cart as the order would be placed now (coupon, delivery fee, points, cashback), or the refusal the order would meet",
        params: refParams,
        body: StorefrontQuoteBodySchema,
        response: { 200: one(StorefrontQuoteSchema), ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await quoteStorefrontOrder(requestDeps(request), await business(request), request.body) };
    },
  );

  r.get(
    '/storefront/:ref/cep/:zipcode',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'storefront-cep', CEPS_PER_IP_MINUTE) },
      schema: {
        tags,
        summary: "The address of a CEP for the checkout, with the business's served bairro it is in (null when none); a provider failure lets the person type the address",
        params: refParams.extend(cepParamsSchema.shape),
        response: { 200: one(StorefrontCepSchema), ...errorResponses(404, 422, 429, 502, 504) },
      },
    },
    async (request) => {
      const shop = await business(request);
      const address = await cepAddress(app.config.cep, cepDigits(request.params.zipcode)!, request.lang, request.log);
      return { data: { ...address, district_id: servedDistrictOf(await listDeliveryAreas(db, shop.id), address) } };
    },
  );

  r.post(
    '/storefront/:ref/loyalty/code',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'storefront-loyalty-code', CODES_PER_IP_MINUTE) },
      preHandler: [
        perAccountLimit(app, 'storefront-loyalty-code', bodyWhatsapp, CODES_PER_PHONE_MINUTE),
        perAccountLimit(app, 'storefront-loyalty-code-hour', bodyWhatsapp, CODES_PER_PHONE_HOUR, '1 hour'),
      ],
      schema: {
        tags,
        summary: "Sends a 6-digit code (10 minutes, 5 tries) to the WhatsApp of a customer with points or cashback; the same 202 whatever the phone",
        params: refParams,
        body: LoyaltyCodeRequestSchema,
        response: { 202: messageErrorSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const shop = await business(request);
      // Sent after answering: the answer and its time are the same for a customer and for a stranger.
      void sendLoyaltyCode(db, app.outbox, shop, request.body.whatsapp, requestNow(request), request.lang).catch((err: unknown) => request.log.error({ err }, 'loyalty code not sent'));
      reply.code(202);
      return { message: msg(request.lang, 'storefront_loyalty_code_sent') };
    },
  );

  r.post(
    '/storefront/:ref/loyalty/verify',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'storefront-loyalty-verify', CODES_PER_IP_MINUTE) },
      preHandler: perAccountLimit(app, 'storefront-loyalty-verify', bodyWhatsapp, VERIFIES_PER_PHONE_MINUTE),
      schema: {
        tags,
        summary: 'Confirms the code: answers the balance to spend and the token an order or quote presents to spend it (30 minutes)',
        params: refParams,
        body: LoyaltyVerifyBodySchema,
        response: { 200: one(LoyaltyGrantSchema), ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const shop = await business(request);
      reply.header('cache-control', 'no-store');
      return { data: await verifyLoyaltyCode(db, shop, request.body.whatsapp, request.body.code, requestNow(request), request.lang) };
    },
  );
}
