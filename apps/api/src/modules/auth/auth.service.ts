import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterBody } from '@comanda/domain/auth/register-schema';
import type { LoginBody } from '@comanda/domain/auth/auth-schemas';
import { toLang, type Lang } from '@comanda/domain/validation/lang';
import { fieldError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { issueLinkToken } from '../../lib/one-time-tokens';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { normalizeWhatsapp } from '../../lib/phone';
import { setSessionCookie } from '../../lib/session-cookie';
import { messageFor } from '../../lib/sign-in-name';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { requireSameSiteRequest, type UserRow } from '../../plugins/auth';
import { accountExistsMail, verifyEmailMail } from './auth-mails';
import { findUserByEmail, findUserBySignInName, insertUser } from '../users/users.api';
import { insertSession } from './auth.repository';

const DAY_MS = 86_400_000;

export type SessionKind = 'token' | 'cookie' | undefined;

export interface SessionAnswer {
  access_token?: string;
  token_type: 'Bearer' | 'cookie';
  expires_at: string;
}

/**
 * A cookie login must carry X-Requested-With like every cookie request: otherwise another site could
 * post a login form and sign the victim into the attacker's account (login CSRF).
 */
export function requireCsrfHeaderForCookie(request: FastifyRequest, session: SessionKind): void {
  if (session === 'cookie') requireSameSiteRequest(request);
}

/**
 * Opens a session for the user: the web app (session "cookie") gets the HttpOnly cookie and no token
 * in the body; API clients get a Bearer token. `remember: false` keeps it for one day only.
 */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  { session, remember }: { session: SessionKind; remember?: boolean | undefined },
): Promise<SessionAnswer> {
  const token = newOpaqueToken();
  const ttl = remember === false ? DAY_MS : app.config.sessionTtlDays * DAY_MS;
  const expiresAt = new Date(Date.now() + ttl);
  await insertSession(app.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip ?? null,
  });
  if (session === 'cookie') {
    setSessionCookie(reply, token, expiresAt);
    return { token_type: 'cookie', expires_at: expiresAt.toISOString() };
  }
  return { access_token: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() };
}

type SignInNameBody = Pick<LoginBody, 'email' | 'whatsapp'>;

/** The user behind an e-mail (or WhatsApp) and password; a 422 on that field with one message for every failure. */
export async function authenticate(app: FastifyInstance, name: SignInNameBody, password: string, lang: Lang): Promise<UserRow> {
  const user = await findUserBySignInName(app.db, name);
  // verifyPassword does the same work for a missing user or password, so timing reveals nothing.
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    throw name.whatsapp !== undefined
      ? fieldError('whatsapp', msg(lang, 'invalid_credentials_whatsapp'))
      : fieldError('email', msg(lang, 'invalid_credentials'));
  }
  return user;
}

/**
 * Sign-up answers the same whether or not the e-mail has an account (docs/decisions/0010): a new
 * e-mail gets an unverified account and the verification link, which opens the first session; an
 * e-mail with an account gets a message saying so (or, when that account never confirmed its
 * e-mail, the verification link again), and its password is not touched. The password is hashed
 * either way, so the answer time says nothing either.
 */
export async function registerUser(app: FastifyInstance, body: RegisterBody, lang: Lang): Promise<void> {
  const whatsapp = body.whatsapp ? normalizeWhatsapp(body.whatsapp, lang) : null;
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(app.db, body.email);
  const user =
    existing ??
    (await insertUser(app.db, {
      name: body.name.replace(/\s+/g, ' '), // 'Ana  Maria' typed with a double space
      email: body.email,
      passwordHash,
      whatsapp,
      lang: body.lang ?? lang,
    })) ??
    (await findUserByEmail(app.db, body.email)); // a concurrent sign-up won the unique index
  if (!user) return;
  if (existing?.emailVerifiedAt) await sendAccountExistsEmail(app, existing);
  else await sendVerificationEmail(app, user);
}

async function sendAccountExistsEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  const mail = accountExistsMail(toLang(user.lang), {
    name: user.name,
    loginLink: `${app.config.appUrl}/login`,
    resetLink: `${app.config.appUrl}/forgot-password`,
  });
  await app.outbox.send(messageFor(user, mail));
}

export async function sendVerificationEmail(app: FastifyInstance, user: UserRow): Promise<void> {
  if (user.email === null) return;
  // The token names the address it verifies: after an e-mail change an old link verifies nothing.
  const token = await issueLinkToken(app.db, user.id, 'verify_email', { email: user.email });
  const link = `${app.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const mail = verifyEmailMail(toLang(user.lang), { name: user.name, link });
  await app.outbox.send({ channel: 'email', to: user.email, ...mail });
}
