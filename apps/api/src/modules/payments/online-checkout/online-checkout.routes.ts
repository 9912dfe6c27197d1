import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one } from '@comanda/domain/wire/envelopes';
import { errorResponses } from '../../../lib/error-responses';
import { perIpLimit } from '../../../lib/rate-limits';
import { publicAccess } from '../../../plugins/route-access';
import { onlineCheckoutOf } from './online-checkout';

const params = z.strictObject({ uuid: z.string().max(100) });
const CheckoutSchema = z.object({ redirect_url: z.string() });
/** A customer asks for their checkout once, maybe again after a failed payment: a few a minute. */
const CHECKOUTS_PER_MINUTE = 30;

export async function onlineCheckoutRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/storefront/orders/:uuid/checkout',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'online-checkout', CHECKOUTS_PER_MINUTE) },
      schema: {
        tags: ['payments'],
        summary: "The hosted checkout an order paid online is paid through (Mercado Pago Checkout Pro, the restaurant's account): made once, answered again after",
        params,
        response: { 200: one(CheckoutSchema), ...errorResponses(404, 409, 422, 429, 502) },
      },
    },
    async (request) => {
      const { redirectUrl } = await onlineCheckoutOf(app, request.params.uuid, request.lang);
      return { data: { redirect_url: redirectUrl } };
    },
  );
}
