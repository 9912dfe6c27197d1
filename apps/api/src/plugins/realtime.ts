import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Server } from 'socket.io';
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

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

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

  io.use((socket, next) => {
    const token =
      (typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined) ??
      cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
    if (!token) return next(new Error('unauthenticated'));
    app.db
      .select({ userId: users.id, businessId: users.currentBusinessId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1)
      .then(([row]) => {
        if (!row) return next(new Error('unauthenticated'));
        socket.data.userId = row.userId;
        if (row.businessId) void socket.join(businessRoom(row.businessId));
        next();
      })
      .catch((err: unknown) => next(err instanceof Error ? err : new Error('unauthenticated')));
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
