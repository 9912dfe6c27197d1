import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponseSchema, messageResponseSchema, verifyEmailBodySchema } from '@comanda/domain/auth/auth-schemas';
import { fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { findLinkToken, findUsedLinkToken, markTokenUsed } from '../../lib/one-time-tokens';
import { perAccountLimit, perIpLimit } from '../../lib/rate-limits';
import { currentUser } from '../../plugins/auth';
import { findUserById, updateUser } from '../users/users.api';
import { openSession, requireCsrfHeaderForCookie, sendVerificationEmail } from './auth.service';
import { publicAccess, userAccess } from '../../plugins/route-access';

/** POST /verify-email (the link of the e-mail, logged in or not) and /verify-email/resend. */
export async function emailVerificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Whether a spent verification link confirmed the address its account still has. */
  async function wasConfirmedBy(token: string): Promise<boolean> {
    const used = await findUsedLinkToken(app.db, 'verify_email', token);
    const user = used && (await findUserById(app.db, used.userId));
    return Boolean(user?.emailVerifiedAt && used?.payload['email'] === user.email);
  }

  r.post(
    '/verify-email',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'verify-email') },
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail with the token of the verification link; with `session`, also log in',
        body: verifyEmailBodySchema,
        response: { 200: messageResponseSchema.extend(loginResponseSchema.partial().shape), ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const { session } = request.body;
      requireCsrfHeaderForCookie(request, session); // before the token is spent
      const invalid = () => fieldError('token', msg(request.lang, 'invalid_token'));
      const found = await findLinkToken(app.db, 'verify_email', request.body.token);
      if (!found && (await wasConfirmedBy(request.body.token))) {
        // The same link opened again: the e-mail is confirmed; no second session from a spent link.
        return { message: msg(request.lang, 'email_already_verified') };
      }
      const user = found && (await findUserById(app.db, found.userId));
      if (!found || !user || found.payload['email'] !== user.email) throw invalid();
      if (!(await markTokenUsed(app.db, found.id))) throw invalid();
      if (!user.emailVerifiedAt) await updateUser(app.db, user.id, { emailVerifiedAt: new Date() });
      const opened = session ? await openSession(app, request, reply, user, { session }) : {};
      return { message: msg(request.lang, 'email_verified'), ...opened };
    },
  );

  r.post(
    '/verify-email/resend',
    {
      config: { access: userAccess() },
      preHandler: perAccountLimit(app, 'verify-email-resend', (request) => request.auth?.user.id),
      schema: {
        tags: ['auth'],
        summary: 'Send the verification link again',
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.emailVerifiedAt) return { message: msg(request.lang, 'email_already_verified') };
      await sendVerificationEmail(app, user);
      return { message: msg(request.lang, 'verify_email_sent') };
    },
  );
}
