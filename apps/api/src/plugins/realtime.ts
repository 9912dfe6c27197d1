import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { sessions, users } from '../db/schema/index';
import { hashToken } from '../lib/tokens';
import { SESSION_COOKIE } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { io: Server; emitToBusiness(businessId: number, event: string, payload: unknown): void };
  }
}

export const businessRoom = (businessId: number) => `business:${businessId}`;


// Socket.IO on the same HTTP server, authenticated with the session (cookie or auth.token); each socket
// joins the room of its user's current business. Later features emit after their database commit.
export const realtimePlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string | undefined }) => {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (opts.redisUrl) {
    const pub = createClient({ url: opts.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }

  /** The session token of a handshake, or null; a malformed cookie is no session, as on the HTTP API. */
  function handshakeToken(handshake: { auth?: Record<string, unknown>; headers: { cookie?: string | undefined } }): string | null {
    const fromAuth = handshake.auth?.token;
    if (typeof fromAuth === 'string') return fromAuth;
    const header = handshake.headers.cookie;
    // The same parser as the HTTP side (@fastify/cookie): it never throws on bad percent-encoding.
    const fromCookie = header ? app.parseCookie(header)[SESSION_COOKIE] : undefined;
    return typeof fromCookie === 'string' ? fromCookie : null;
  }

  /** Whether the handshake carries a live session; if so the socket joins its business's room. */
  async function admit(socket: Socket): Promise<boolean> {
    const token = handshakeToken(socket.handshake);
    if (!token || token.length > 200) return false;
    const [row] = await app.db
      .select({ userId: users.id, businessId: users.currentBusinessId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) return false;
    socket.data.userId = row.userId;
    if (row.businessId) await socket.join(businessRoom(row.businessId));
    return true;
  }

  // Every failure on the socket path ends as a refused connection, never as an uncaught exception
  // that would stop the process (issue 11): admit() is wrapped whole, synchronous parts included.
  io.use((socket, next) => {
    Promise.resolve()
      .then(() => admit(socket))
      .then(
        (ok) => next(ok ? undefined : new Error('unauthenticated')),
        (err: unknown) => {
          app.log.warn({ err }, 'socket handshake failed');
          next(new Error('unauthenticated'));
        },
      );
  });
  io.engine.on('connection_error', (err: { code?: number; message?: string }) => {
    app.log.debug({ code: err.code, message: err.message }, 'socket connection refused');
  });

  app.decorate('realtime', {
    io,
    emitToBusiness: (businessId: number, event: string, payload: unknown) => {
      io.to(businessRoom(businessId)).emit(event, payload);
    },
  });

  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(redisClients.map((c) => c.quit()));
  });
});
