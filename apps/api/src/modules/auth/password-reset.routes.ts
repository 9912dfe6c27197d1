import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordBodySchema, messageResponseSchema, resetPasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { toLang } from '@comanda/domain/validation/lang';
import { fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { findLinkToken, issueLinkToken, markTokenUsed } from '../../lib/one-time-tokens';
import { hashPassword } from '../../lib/passwords';
import { toE164 } from '../../lib/phone';
import { messageFor, signInNameQuery } from '../../lib/sign-in-name';
import { bodyAccount, perAccountLimit, perIpLimit } from '../../lib/rate-limits';
import { resetPasswordMail } from './auth-mails';
import { findUserById, findUserBySignInName, updateUser } from '../users/users.api';
import { revokeUserSessions } from './auth.repository';
import { publicAccess } from '../../plugins/route-access';

/** POST /forgot-password and /reset-password. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/forgot-password',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'forgot-password') },
      preHandler: perAccountLimit(app, 'forgot-password', bodyAccount),
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link to the e-mail or WhatsApp; the answer is the same whether the account exists or not',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      const { email, whatsapp } = request.body;
      const user = await findUserBySignInName(app.db, { email, whatsapp });
      if (user) {
        const token = await issueLinkToken(app.db, user.id, 'reset_password');
        // The link goes where it was asked for: the e-mail, or the WhatsApp the account signs in with.
        const to = email !== undefined ? { email: user.email, whatsapp: null } : { email: null, whatsapp: user.whatsapp };
        const query = new URLSearchParams({ token, ...signInNameQuery(to) });
        const mail = resetPasswordMail(toLang(user.lang), { name: user.name, link: `${app.config.appUrl}/reset-password?${query}` });
        // Not awaited: SMTP latency would tell an observer which e-mails have an account.
        app.outbox.send({ ...messageFor(to, mail), ...(user.currentBusinessId ? { businessId: user.currentBusinessId } : {}) }).catch((err: unknown) => request.log.error({ err }, 'reset link not queued'));
      }
      return { message: msg(request.lang, whatsapp !== undefined ? 'reset_link_sent_whatsapp' : 'reset_link_sent') };
    },
  );

  r.post(
    '/reset-password',
    {
      config: { access: publicAccess(), rateLimit: perIpLimit(app, 'reset-password') },
      preHandler: perAccountLimit(app, 'reset-password', bodyAccount),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of the reset link; every open session is revoked',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => {
      const { token, email, whatsapp, password } = request.body;
      const invalid = () => fieldError('token', msg(request.lang, 'invalid_token'));
      // The same page accepts an employee's invitation (issue 19): choosing the first password.
      const found = (await findLinkToken(app.db, 'reset_password', token)) ?? (await findLinkToken(app.db, 'accept_invite', token));
      const user = found && (await findUserById(app.db, found.userId));
      // The link repeats the account's e-mail or WhatsApp (decision 0036): it must still be the account's.
      const named = email !== undefined ? user?.email === email : user?.whatsapp !== null && user?.whatsapp === toE164(whatsapp ?? '');
      if (!found || !user || !named) throw invalid();
      if (!(await markTokenUsed(app.db, found.id))) throw invalid();
      // Opening the link proved the mailbox (or the phone of a WhatsApp-only account) is theirs.
      await updateUser(app.db, user.id, {
        passwordHash: await hashPassword(password),
        ...(email !== undefined ? { emailVerifiedAt: user.emailVerifiedAt ?? new Date() } : {}),
        ...(user.email === null ? { whatsappVerifiedAt: user.whatsappVerifiedAt ?? new Date() } : {}),
        mustChangePassword: false,
      });
      // Whoever knew the old password (or holds a stolen session) is signed out.
      await revokeUserSessions(app.db, user.id);
      app.realtime.userSessionsEnded(user.id);
      return { message: msg(request.lang, 'password_reset') };
    },
  );
}
