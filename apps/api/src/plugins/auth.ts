import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toLang, type Lang } from '@comanda/domain/validation/lang';
import { AppError } from '../lib/app-error';
import { msg } from '../lib/messages';
import { isForeignOrigin } from '../lib/same-origin';
import { hashToken } from '../lib/tokens';
import type { Database } from '../db/client';
import { IDENTITY_CHANNEL, IDENTITY_WRITE, IdentityCache } from './identity-cache';
import { whoIsAsking, type Identity, type UserRow } from './who-is-asking';

export type { UserRow } from './who-is-asking';

export const SESSION_COOKIE = 'comanda_session';
export const CSRF_HEADER = 'x-requested-with';

/** The caller, resolved once per request (who-is-asking.ts); routes read it, tenancy decides on it. */
export interface AuthState extends Identity {
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyInstance {
    identityCache: IdentityCache | null;
  }
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

/** The process's identity cache, listening to the database's change notices; null when turned off. */
async function identityCacheFor(app: FastifyInstance, database: Database): Promise<IdentityCache | null> {
  if (app.config.identityCacheTtlMs === 0) return null;
  const cache = new IdentityCache(app.config.identityCacheTtlMs);
  await database.listen(IDENTITY_CHANNEL, (notice) => cache.clear(notice));
  if (database.kind === 'postgres') {
    // PostgreSQL notifies a moment after the commit: a request that wrote a table the identity is
    // read from forgets before it answers, after its commit, so that its client's next request
    // reads the change (identity-cache.ts). Requests that write none of them keep the cache.
    const requestWrites = new AsyncLocalStorage<{ identity: boolean }>();
    database.observe((statement) => {
      const writes = requestWrites.getStore();
      if (writes && IDENTITY_WRITE.test(statement)) writes.identity = true;
    });
    app.addHook('onRequest', (_request, _reply, done) => requestWrites.run({ identity: false }, done));
    app.addHook('onSend', async () => {
      if (requestWrites.getStore()?.identity) cache.clear(cache.lastNotice);
    });
  }
  return cache;
}

// Resolves the session on every request; a route that needs a user declares it (route-access.ts).
export const authPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('lang', 'pt');
  const cache = await identityCacheFor(app, database);
  app.decorate('identityCache', cache);

  app.addHook('onRequest', async (request) => {
    request.lang = explicitLang(request) ?? 'pt';
    // A provider's callback (decision 0041) is not a browser's: a cookie that rides along means
    // nothing there, so no session is resolved and the CSRF/Origin check does not apply.
    if (request.routeOptions.config.access?.kind === 'provider') return;
    const found = readToken(request);
    if (!found || found.token.length > 200) return;
    const identity = await whoIsAsking(app.db, hashToken(found.token), new Date(), cache);
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

/** The logged-in caller (session, user, current business, memberships, grants); 401 without one. */
export function currentAuth(request: FastifyRequest): AuthState {
  if (!request.auth) throw new AppError('unauthenticated', msg(request.lang, 'unauthenticated'));
  return request.auth;
}

/** The logged-in user; 401 without one. */
export function currentUser(request: FastifyRequest): UserRow {
  return currentAuth(request).user;
}
