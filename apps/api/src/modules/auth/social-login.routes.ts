import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponseSchema, socialLoginBodySchema } from '@comanda/domain/auth/auth-schemas';
import { GoogleTokenError, verifyGoogleIdToken, type GoogleIdentity } from '../../integrations/google/google-id-token';
import { fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { perIpLimit } from '../../lib/rate-limits';
import { openSession, requireCsrfHeaderForCookie } from './auth.service';
import { accountForGoogle } from './social-login.service';
import { publicAccess } from '../../plugins/route-access';

const PROVIDERS = { google: 'Google' } as const;
const paramsSchema = z.strictObject({ provider: z.string().min(1).max(40) });

/** POST /login/{provider}: Google ID token → session (INTEGRATIONS.md "Social sign-in"). */
export async function socialLoginRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/login/:provider',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'social-login') },
      schema: {
        tags: ['auth'],
        summary: 'Log in with a Google ID token (provider "google"); creates or links the account',
        params: paramsSchema,
        body: socialLoginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { token, session } = request.body;
      if (provider !== 'google') throw fieldError('provider', msg(request.lang, 'provider_unknown'));
      requireCsrfHeaderForCookie(request, session);
      let identity: GoogleIdentity;
      try {
        identity = await verifyGoogleIdToken(app.config.google, token);
      } catch (err) {
        if (!(err instanceof GoogleTokenError)) throw err;
        request.log.info({ reason: err.message }, 'Google sign-in refused');
        throw fieldError('token', msg(request.lang, 'social_login_failed', { provider: PROVIDERS[provider] }));
      }
      const user = await accountForGoogle(app, identity, request.lang);
      return openSession(app, request, reply, user, { session });
    },
  );
}
