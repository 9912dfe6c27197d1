import type { FastifyInstance } from 'fastify';
import { toLang, type Lang } from '@comanda/domain/validation/lang';
import { fieldError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { findLinkToken, issueLinkToken, markTokenUsed } from '../../lib/one-time-tokens';
import type { UserRow } from '../../plugins/auth';
import { emailChangeMail } from './profile-messages';
import { findUserByEmail, findUserById, updateUser } from '../users/users.api';
import { requirePassword } from './profile.service';

/**
 * Checks the password and the new address, then mails the confirmation link to the new address. An
 * address that has an account gets nothing and the answer is the same (docs/decisions/0010): the
 * link could not be used anyway (confirmEmailChange refuses it).
 */
export async function requestEmailChange(
  app: FastifyInstance,
  user: UserRow,
  { email, password }: { email: string; password: string },
  lang: Lang,
): Promise<void> {
  await requirePassword(user, password, lang);
  if (email === user.email) throw fieldError('email', msg(lang, 'email_unchanged'));
  if ((await findUserByEmail(app.db, email)) !== null) return;
  const token = await issueLinkToken(app.db, user.id, 'change_email', { email });
  const link = `${app.config.appUrl}/email-change?token=${encodeURIComponent(token)}`;
  const mail = emailChangeMail(toLang(user.lang), { name: user.name, link, email });
  await app.outbox.send({ channel: 'email', to: email, ...mail });
}

/** Applies the change behind a link token; the new address is verified by the click itself. */
export async function confirmEmailChange(app: FastifyInstance, token: string, lang: Lang): Promise<UserRow> {
  const invalid = () => fieldError('token', msg(lang, 'invalid_token'));
  const found = await findLinkToken(app.db, 'change_email', token);
  const email = found?.payload['email'];
  const user = found && (await findUserById(app.db, found.userId));
  if (!found || !email || !user) throw invalid();
  const owner = (await findUserByEmail(app.db, email))?.id ?? null;
  if (owner !== null && owner !== user.id) throw fieldError('token', msg(lang, 'email_taken'));
  if (!(await markTokenUsed(app.db, found.id))) throw invalid();
  const updated = await updateUser(app.db, user.id, { email, emailVerifiedAt: new Date() });
  if (!updated) throw fieldError('token', msg(lang, 'email_taken')); // taken between the check and the update
  return updated;
}
