import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema, loginResponseSchema, registerBodySchema } from '@comanda/domain/auth/auth-schemas';
import { userSchema } from '@comanda/domain/auth/user-schema';
import { errorResponses } from '../../lib/error-responses';
import { bodyEmail, perAccountLimit, perIpLimit } from '../../lib/rate-limits';
import { clearSessionCookie } from '../../lib/session-cookie';
import { requireAuth } from '../../plugins/auth';
import { loadUserResource } from '../profile/user-resource';
import { revokeSession } from './auth.repository';
import { authenticate, openSession, registerUser, requireCsrfHeaderForCookie } from './auth.service';

const registerResponseSchema = z.object({ data: userSchema }).extend(loginResponseSchema.shape);

/** POST /register, /login, /logout. */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/register',
    {
      config: { rateLimit: perIpLimit(app, 'register') },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; logs it in and sends the verification e-mail',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      requireCsrfHeaderForCookie(request, request.body.session);
      const user = await registerUser(app, request.body, request.lang);
      const session = await openSession(app, request, reply, user, { session: request.body.session });
      return reply.status(201).send({ data: await loadUserResource(app.db, user), ...session });
    },
  );

  r.post(
    '/login',
    {
      config: { rateLimit: perIpLimit(app, 'login') },
      preHandler: perAccountLimit(app, 'login', bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password (cookie session for the web app, Bearer token otherwise)',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, remember, session } = request.body;
      requireCsrfHeaderForCookie(request, session);
      const user = await authenticate(app, email, password, request.lang);
      return openSession(app, request, reply, user, { session, remember });
    },
  );

  r.post(
    '/logout',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session and clear the session cookie',
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (request.auth) await revokeSession(app.db, request.auth.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
}
