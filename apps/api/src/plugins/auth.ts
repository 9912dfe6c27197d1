import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toLang, type Lang } from '@comanda/domain/validation/lang';
import { AppError } from '../lib/app-error';
import { msg } from '../lib/messages';
import { isForeignOrigin } from '../lib/same-origin';
import { hashToken } from '../lib/tokens';
import { whoIsAsking, type Identity, type UserRow } from './who-is-asking';

export type { UserRow } from './who-is-asking';

export const SESSION_COOKIE = 'comanda_session';
export const CSRF_HEADER = 'x-requested-with';

/** The caller, resolved once per request (who-is-asking.ts); routes read it, tenancy decides on it. */
export interface AuthState extends Identity {
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
    /** The caller's language: Accept-Language, else the user's lang, else pt. */
    lang: Lang;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function explicitLang(request: FastifyRequest): Lang | null {
  const header = request.headers['accept-language'];
  if (!header) return null;
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' || first === 'pt' ? first : null;
}

function readToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

// Resolves the session on every request; routes that need a user call requireAuth.
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'pt');

  app.addHook('onRequest', async (request) => {
    request.lang = explicitLang(request) ?? 'pt';
    const found = readToken(request);
    if (!found || found.token.length > 200) return;
    const identity = await whoIsAsking(app.db, hashToken(found.token), new Date());
    if (!identity) return;
    request.auth = { ...identity, via: found.via };
    request.lang = explicitLang(request) ?? toLang(identity.user.lang);
    if (found.via === 'cookie' && !SAFE_METHODS.has(request.method)) requireSameSiteRequest(request);
  });
});

/**
 * CSRF guard of a state-changing request that a cookie authenticates (docs/decisions/0004): a cookie
 * rides along with cross-site requests, a custom header cannot without CORS, which we never grant;
 * and, in depth, the browser's Origin/Referer must be our own. Bearer clients are not exposed.
 */
export function requireSameSiteRequest(request: FastifyRequest): void {
  if (!request.headers[CSRF_HEADER] || isForeignOrigin(request, request.server.config.appUrl)) {
    throw new AppError('csrf', msg(request.lang, 'csrf'));
  }
}

/** preHandler for routes that need a logged-in user. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw new AppError('unauthenticated', msg(request.lang, 'unauthenticated'));
}

/** The logged-in caller (session, user, current business, memberships, grants); only call after requireAuth. */
export function currentAuth(request: FastifyRequest): AuthState {
  if (!request.auth) throw new AppError('unauthenticated', msg(request.lang, 'unauthenticated'));
  return request.auth;
}

/** The logged-in user; only call after requireAuth. */
export function currentUser(request: FastifyRequest): UserRow {
  return currentAuth(request).user;
}
