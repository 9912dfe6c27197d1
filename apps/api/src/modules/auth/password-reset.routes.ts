import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordBodySchema, messageResponseSchema, resetPasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { toLang } from '@comanda/domain/validation/lang';
import { fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { findLinkToken, issueLinkToken, markTokenUsed } from '../../lib/one-time-tokens';
import { hashPassword } from '../../lib/passwords';
import { bodyEmail, perAccountLimit, perIpLimit } from '../../lib/rate-limits';
import { resetPasswordMail } from './auth-mails';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repository';
import { revokeUserSessions } from './auth.repository';
import { publicAccess } from '../../plugins/route-access';

/** POST /forgot-password and /reset-password. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/forgot-password',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'forgot-password') },
      preHandler: perAccountLimit(app, 'forgot-password', bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link; the answer is the same whether the account exists or not',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user) {
        const token = await issueLinkToken(app.db, user.id, 'reset_password');
        const query = new URLSearchParams({ token, email: user.email });
        const mail = resetPasswordMail(toLang(user.lang), { name: user.name, link: `${app.config.appUrl}/reset-password?${query}` });
        // Not awaited: SMTP latency would tell an observer which e-mails have an account.
        app.outbox.send({ channel: 'email', to: user.email, ...mail }).catch((err: unknown) => request.log.error({ err }, 'reset e-mail not queued'));
      }
      return { message: msg(request.lang, 'reset_link_sent') };
    },
  );

  r.post(
    '/reset-password',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'reset-password') },
      preHandler: perAccountLimit(app, 'reset-password', bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the reset link; every open session is revoked',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => {
      const { token, email, password } = request.body;
      const invalid = () => fieldError('token', msg(request.lang, 'invalid_token'));
      // The same page accepts an employee's invitation (issue 19): choosing the first password.
      const found = (await findLinkToken(app.db, 'reset_password', token)) ?? (await findLinkToken(app.db, 'accept_invite', token));
      const user = found && (await findUserById(app.db, found.userId));
      if (!found || !user || user.email !== email) throw invalid();
      if (!(await markTokenUsed(app.db, found.id))) throw invalid();
      // Opening the link proved the mailbox is theirs, so the e-mail counts as verified too.
      await updateUser(app.db, user.id, {
        passwordHash: await hashPassword(password),
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
        mustChangePassword: false,
      });
      // Whoever knew the old password (or holds a stolen session) is signed out.
      await revokeUserSessions(app.db, user.id);
      app.realtime.userSessionsEnded(user.id);
      return { message: msg(request.lang, 'password_reset') };
    },
  );
}
