import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CustomerSignUpBodySchema, SignUpBusinessSchema } from '@comanda/domain/customers/customer-resource';
import { checkSignUpGuard } from '@comanda/domain/customers/sign-up-guard';
import type { Lang } from '@comanda/domain/validation/lang';
import { one } from '@comanda/domain/wire/envelopes';
import type { Queryable } from '../../db/client';
import { businesses } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { uploadUrl } from '../../lib/images';
import { msg } from '../../lib/messages';
import { normalizeWhatsapp } from '../../lib/phone';
import { perIpLimit } from '../../lib/rate-limits';
import { requestNow } from '../../lib/request-clock';
import { currentDb } from '../../lib/unit-of-work';
import { publicAccess } from '../../plugins/route-access';
import { confirmSignUp, signUpCustomer } from './customer-sign-up.service';

/*
 * The public sign-up link (spec §7 POST v1/customers/{token}; issue 18): a customer registers with the
 * business from the page /c/{token}, printed as a QR code at the counter. No account, so: a per-IP
 * rate limit, the bot check of sign-up-guard.ts, and an answer that is the same whether the phone was
 * known or not (the link must not tell a stranger who is a customer). A known phone changes nothing
 * until its holder confirms through the link sent to it (customer-sign-up.service.ts, issue 30).
 */

const tags = ['customers'];
const params = z.strictObject({ token: z.string().min(1).max(100) });
const SignUpAnswerSchema = z.object({ first_name: z.string(), business_name: z.string() });
const SignUpConfirmBodySchema = z.strictObject({ code: z.string().min(20).max(100) });

async function businessByToken(q: Queryable, token: string, lang: Lang) {
  const [business] = await q
    .select({ id: businesses.id, name: businesses.name, token: businesses.token, logoPath: businesses.logoPath })
    .from(businesses)
    .where(and(eq(businesses.token, token), eq(businesses.isBlocked, false)));
  if (!business) throw new AppError('not_found', msg(lang, 'sign_up_link_invalid'));
  return business;
}

export async function customerSignUpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/customers/:token/sign-up',
    {
      config: { access: publicAccess() },
      schema: { tags, summary: "The sign-up link's business: its name and logo", params, response: { 200: one(SignUpBusinessSchema), ...errorResponses(404) } },
    },
    async (request) => {
      const business = await businessByToken(currentDb(db), request.params.token, request.lang);
      return { data: { name: business.name, logo_url: uploadUrl(business.logoPath) } };
    },
  );

  r.post(
    '/customers/:token',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'customer-sign-up', app.config.rateLimitSignUpPerMinute) },
      schema: {
        tags,
        summary: 'A customer signs up through the business\'s public link (name, WhatsApp, consent); honeypot `website` and `shown_at` timing check',
        params,
        body: CustomerSignUpBodySchema,
        response: { 201: one(SignUpAnswerSchema), ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { body, lang } = request;
      const now = requestNow(request);
      const q = currentDb(db);
      const business = await businessByToken(q, request.params.token, lang);
      const guard = checkSignUpGuard({ honeypot: body.website, shownAt: body.shown_at, now: now.getTime() });
      if (guard !== 'ok') throw fieldError('shown_at', msg(lang, guard === 'bot' ? 'sign_up_bot' : 'sign_up_stale'));
      const whatsapp = normalizeWhatsapp(body.whatsapp, lang);
      await signUpCustomer(app, business, body, whatsapp, lang, now);
      reply.code(201);
      return { data: { first_name: body.first_name, business_name: business.name } };
    },
  );

  r.post(
    '/customers/:token/confirm',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'customer-sign-up', app.config.rateLimitSignUpPerMinute) },
      schema: {
        tags,
        summary: 'The holder of a known WhatsApp number confirms what a sign-up through the public link asked to change (the single-use link sent to the number)',
        params,
        body: SignUpConfirmBodySchema,
        response: { 200: one(SignUpAnswerSchema), ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request) => {
      const business = await businessByToken(currentDb(db), request.params.token, request.lang);
      const { firstName } = await confirmSignUp(app, business.id, request.body.code, request.lang, requestNow(request));
      return { data: { first_name: firstName, business_name: business.name } };
    },
  );
}
