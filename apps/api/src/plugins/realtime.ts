import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { sessions, users } from '../db/schema/index';
import { hashToken } from '../lib/tokens';
import { SESSION_COOKIE } from './auth';
import { findPrintDevice } from './print-device';
import { businessRoom, isBusinessRoom, mayJoinBusiness, printDeviceRoom, printDevicesRoom, sessionRoom, userRoom } from './realtime-rooms';

export { businessRoom } from './realtime-rooms';

/** What a socket remembers of its handshake. */
export interface SocketData {
  userId?: number;
  sessionId?: number;
  /** A print agent's socket (issue 17): no user, its device's rooms only. */
  deviceId?: number;
}
type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface Realtime {
  io: RealtimeServer;
  emitToBusiness(businessId: number, event: string, payload: unknown): void;
  /** To the print agents of a business (they are not in its room: they see print work only). */
  emitToPrintDevices(businessId: number, event: string, payload: unknown): void;
  /** Disconnects a revoked print agent, on every process. */
  printDeviceRevoked(deviceId: number): void;
  /** Disconnects every socket of a session (logout), on every process. */
  sessionEnded(sessionId: number): void;
  /** Disconnects every socket of a user (all sessions revoked: password reset, account deleted). */
  userSessionsEnded(userId: number): void;
  /**
   * Moves a user's sockets to the room of their new current business (null: none), if they may read
   * it. Never rejects: the change it follows is already committed; a failure is logged.
   */
  userMovedBusiness(userId: number, businessId: number | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

// Socket.IO on the same HTTP server, authenticated with the session (cookie or auth.token); each socket
// joins the room of its user's current business and follows the session afterwards (sessionEnded,
// userMovedBusiness). Every call is made after the database commit it reflects (unit-of-work afterCommit).
export const realtimePlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string | undefined }) => {
  const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (opts.redisUrl) {
    // Loaded only with REDIS_URL: node-redis alone is some 600 modules that a start would load for nothing.
    const [{ createClient }, { createAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-adapter')]);
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

  /**
   * Whether the handshake carries a live session; if so the socket joins its session's and user's
   * rooms, and its current business's room when the user may read that business.
   */
  async function admit(socket: Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>): Promise<boolean> {
    const device = socket.handshake.auth?.device;
    if (typeof device === 'string') {
      const row = device.length <= 200 ? await findPrintDevice(app.db, device) : null;
      if (!row) return false;
      socket.data = { deviceId: row.id };
      await socket.join([printDevicesRoom(row.businessId), printDeviceRoom(row.id)]);
      return true;
    }
    const token = handshakeToken(socket.handshake);
    if (!token || token.length > 200) return false;
    const [row] = await app.db
      .select({ userId: users.id, sessionId: sessions.id, businessId: users.currentBusinessId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) return false;
    socket.data = { userId: row.userId, sessionId: row.sessionId };
    const rooms = [sessionRoom(row.sessionId), userRoom(row.userId)];
    if (row.businessId && (await mayJoinBusiness(app.db, row.userId, row.businessId))) rooms.push(businessRoom(row.businessId));
    await socket.join(rooms);
    return true;
  }

  async function moveUser(userId: number, businessId: number | null): Promise<void> {
    const target = businessId !== null && (await mayJoinBusiness(app.db, userId, businessId)) ? businessRoom(businessId) : null;
    // The old room is whatever business room the user's sockets are in, on any process.
    const sockets = await io.in(userRoom(userId)).fetchSockets();
    const old = new Set(sockets.flatMap((s) => [...s.rooms].filter((room) => isBusinessRoom(room) && room !== target)));
    if (old.size > 0) io.in(userRoom(userId)).socketsLeave([...old]);
    if (target) io.in(userRoom(userId)).socketsJoin(target);
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

  const realtime: Realtime = {
    io,
    emitToBusiness: (businessId, event, payload) => {
      io.to(businessRoom(businessId)).emit(event, payload);
    },
    emitToPrintDevices: (businessId, event, payload) => {
      io.to(printDevicesRoom(businessId)).emit(event, payload);
    },
    printDeviceRevoked: (deviceId) => io.in(printDeviceRoom(deviceId)).disconnectSockets(true),
    // `true` closes the connection itself: the client sees "io server disconnect" and does not retry.
    sessionEnded: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    userSessionsEnded: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    userMovedBusiness: (userId, businessId) =>
      moveUser(userId, businessId).catch((err: unknown) => app.log.error({ err, userId, businessId }, 'socket business move failed')),
  };
  app.decorate('realtime', realtime);

  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(redisClients.map((c) => c.quit()));
  });
});
