import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one } from '@comanda/domain/wire/envelopes';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { perIpLimit } from '../../lib/rate-limits';
import { inTransaction } from '../../lib/unit-of-work';
import { publicAccess } from '../../plugins/route-access';
import { recordEmailOptOut, unsubscribeLink } from './marketing-opt-out';

/*
 * The "não quero mais receber" link at the foot of every campaign e-mail (LGPD; issue 35): the page
 * /unsubscribe?token=… asks first (a mail scanner opening the link must not unsubscribe anyone), then
 * posts. No session: the random token is the customer's. It answers only the business's name.
 */

const tags = ['customers'];
const params = z.strictObject({ token: z.string().min(1).max(100) });
const UnsubscribeSchema = z.object({ business_name: z.string(), subscribed: z.boolean() });

export async function unsubscribeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per IP: the token is random (18 bytes), but nobody should get to try many.
  const config = { access: publicAccess(), rateLimit: perIpLimit(app, 'unsubscribe', app.config.rateLimitSignUpPerMinute) };

  r.get(
    '/unsubscribe/:token',
    { config, schema: { tags, summary: 'Whose promotions a campaign e-mail link stops, and whether the customer still gets them', security: [], params, response: { 200: one(UnsubscribeSchema), ...errorResponses(404, 429) } } },
    async (request) => {
      const found = await unsubscribeLink(app.db, request.params.token);
      if (!found) throw new AppError('not_found', msg(request.lang, 'unsubscribe_link_invalid'));
      return { data: { business_name: found.businessName, subscribed: found.row.marketingConsent } };
    },
  );

  r.post(
    '/unsubscribe/:token',
    { config, schema: { tags, summary: 'Stop the promotions (e-mail and WhatsApp) of the business whose campaign e-mail carried the link; using it again changes nothing', security: [], params, response: { 200: one(UnsubscribeSchema), ...errorResponses(404, 429) } } },
    async (request) => {
      const done = await inTransaction(app.db, (tx) => recordEmailOptOut(tx, request.params.token, new Date()));
      if (!done) throw new AppError('not_found', msg(request.lang, 'unsubscribe_link_invalid'));
      return { data: { business_name: done.businessName, subscribed: false } };
    },
  );
}
