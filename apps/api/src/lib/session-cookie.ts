import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../plugins/auth';

// The web session cookie (docs/decisions/0004): HttpOnly so page scripts never read it, SameSite=Lax
// so other sites' forms do not carry it, Secure whenever the app is served over https.

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.config.cookieSecure,
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: reply.server.config.cookieSecure });
}
