import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema, resetEmailBodySchema, updateEmailBodySchema } from '@comanda/domain/auth/auth-schemas';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { perAccountLimit, perIpLimit } from '../../lib/rate-limits';
import { currentUser } from '../../plugins/auth';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { oneUserSchema } from './profile.routes';
import { loadUserResource } from './user-resource';
import { publicAccess, userAccess } from '../../plugins/route-access';

/** POST /me/update-email (sends a link to the new address) and POST /reset-email (the link). */
export async function emailChangeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/me/update-email',
    {
      config: { access: userAccess() },
      preHandler: perAccountLimit(app, 'update-email', (request) => request.auth?.user.id),
      schema: {
        tags: ['profile'],
        summary: 'Ask to change the e-mail (needs the password); the change happens when the new address confirms',
        body: updateEmailBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      await requestEmailChange(app, currentUser(request), request.body, request.lang);
      return { message: msg(request.lang, 'email_change_sent') };
    },
  );

  // Public: the link may be opened on a device where the user is not logged in; the token (sent to
  // the new address) is the proof.
  r.post(
    '/reset-email',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'reset-email') },
      schema: {
        tags: ['profile'],
        summary: 'Confirm an e-mail change with the token of the link sent to the new address',
        body: resetEmailBodySchema,
        response: { 200: oneUserSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => {
      const user = await confirmEmailChange(app, request.body.token, request.lang);
      return { data: await loadUserResource(app.db, user) };
    },
  );
}
