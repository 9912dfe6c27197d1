import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema, loginResponseSchema, messageResponseSchema } from '@comanda/domain/auth/auth-schemas';
import { registerBodySchema } from '@comanda/domain/auth/register-schema';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { bodyAccount, perAccountLimit, perIpLimit } from '../../lib/rate-limits';
import { clearSessionCookie } from '../../lib/session-cookie';
import { revokeSession } from './auth.repository';
import { authenticate, openSession, registerUser, requireCsrfHeaderForCookie } from './auth.service';
import { publicAccess, userAccess } from '../../plugins/route-access';

/** POST /register, /login, /logout. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/register',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'register') },
      schema: {
        tags: ['auth'],
        summary: 'Sign up: sends the verification link (whose page opens the first session); the same answer for an e-mail that has an account',
        body: registerBodySchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      await registerUser(app, request.body, request.lang);
      return reply.status(202).send({ message: msg(request.lang, 'register_link_sent', { email: request.body.email }) });
    },
  );

  r.post(
    '/login',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'login') },
      preHandler: perAccountLimit(app, 'login', bodyAccount),
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password (cookie session for the web app, Bearer token otherwise)',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email, whatsapp, password, remember, session } = request.body;
      requireCsrfHeaderForCookie(request, session);
      const user = await authenticate(app, { email, whatsapp }, password, request.lang);
      return openSession(app, request, reply, user, { session, remember });
    },
  );

  r.post(
    '/logout',
    {
      config: { access: userAccess() },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session and clear the session cookie',
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (request.auth) await revokeSession(app.db, request.auth.sessionId);
      if (request.auth) app.realtime.sessionEnded(request.auth.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
}
