import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { changePasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { sessions, users } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { perAccountLimit } from '../../lib/rate-limits';
import { inTransaction } from '../../lib/unit-of-work';
import { currentAuth } from '../../plugins/auth';
import { userAccess } from '../../plugins/route-access';
import { oneUserSchema } from './profile.routes';
import { loadUserResource } from './user-resource';

/**
 * PUT /me/password: change the password with the current one. It is how a first password set by
 * the business owner (issue 19, users.must_change_password) is replaced; the user's other sessions
 * end, this one stays.
 */
export async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/me/password',
    {
      config: { access: userAccess() },
      preHandler: perAccountLimit(app, 'change-password', (request) => request.auth?.user.id),
      schema: {
        tags: ['profile'],
        summary: 'Change the password (needs the current one); other sessions are signed out',
        body: changePasswordBodySchema,
        response: { 200: oneUserSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const { user, sessionId } = currentAuth(request);
      if (!(await verifyPassword(user.passwordHash, request.body.current_password))) {
        throw fieldError('current_password', msg(request.lang, 'wrong_password'));
      }
      const passwordHash = await hashPassword(request.body.password);
      const updated = await inTransaction(app.db, async (tx) => {
        const [row] = await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
        return row!;
      });
      return { data: await loadUserResource(app.db, updated) };
    },
  );
}
