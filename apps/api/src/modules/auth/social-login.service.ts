import type { FastifyInstance } from 'fastify';
import type { Lang } from '@comanda/domain/validation/lang';
import type { GoogleIdentity } from '../../integrations/google/google-id-token';
import type { UserRow } from '../../plugins/auth';
import { findUserByEmail, findUserByGoogleSub, insertUser, updateUser } from '../users/users.api';
import { revokeUserSessions } from './auth.repository';

/**
 * The account of a verified Google identity, keyed on `sub`: an existing link, else the account with
 * the same e-mail (now linked), else a new account whose e-mail is verified by Google.
 */
export async function accountForGoogle(app: FastifyInstance, identity: GoogleIdentity, lang: Lang): Promise<UserRow> {
  const linked = await findUserByGoogleSub(app.db, identity.sub);
  if (linked) return linked;

  const byEmail = await findUserByEmail(app.db, identity.email);
  if (byEmail) {
    if (byEmail.emailVerifiedAt) {
      return (await updateUser(app.db, byEmail.id, { googleSub: identity.sub })) ?? byEmail;
    }
    // Nobody proved this mailbox before: whoever registered it may not own it (account
    // pre-hijacking), so their password and sessions stop working; Google just proved ownership.
    await revokeUserSessions(app.db, byEmail.id);
    app.realtime.userSessionsEnded(byEmail.id);
    return (await updateUser(app.db, byEmail.id, { googleSub: identity.sub, emailVerifiedAt: new Date(), passwordHash: null })) ?? byEmail;
  }

  const created = await insertUser(app.db, {
    name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
    email: identity.email,
    passwordHash: null,
    emailVerifiedAt: new Date(),
    googleSub: identity.sub,
    lang,
  });
  if (created) return created;
  // A parallel login with the same token created it first.
  const again = (await findUserByGoogleSub(app.db, identity.sub)) ?? (await findUserByEmail(app.db, identity.email));
  if (!again) throw new Error('Google account vanished during sign-in');
  return again;
}
