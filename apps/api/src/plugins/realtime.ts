import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { sessions, users } from '../db/schema/index';
import { hashToken } from '../lib/tokens';
import { SESSION_COOKIE } from './auth';
import { findPrintDevice } from './print-device';
import { businessRoom, isBusinessRoom, mayJoinBusiness, printDeviceRoom, printDevicesRoom, sessionRoom, trackableOrder, trackedOrderRoom, userRoom } from './realtime-rooms';

export { businessRoom } from './realtime-rooms';

/** What a socket remembers of its handshake. */
export interface SocketData {
  userId?: number;
  sessionId?: number;
  /** A print agent's socket (issue 17): no user, its device's rooms only. */
  deviceId?: number;
  /** A customer's tracking page (issue 33): no user, the room of its one order only. */
  trackedOrder?: string;
}
type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
type AppSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface Realtime {
  io: RealtimeServer;
  emitToBusiness(businessId: number, event: string, payload: unknown): void;
  /** To the customers following one order (by its uuid): they hear its status, nothing of the business. */
  emitToTrackedOrder(uuid: string, event: string, payload: unknown): void;
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
  // A heartbeat every 10 s, answered within 5: a connection lost without a word (a cable, a router)
  // is noticed by both ends within 15 s (the defaults, 25 + 20 s, left /pedidos claiming to be live).
  const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false, pingInterval: 10_000, pingTimeout: 5_000 });
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

  type Admitted =
    | { kind: 'tracker'; orderUuid: string }
    | { kind: 'device'; deviceId: number; businessId: number }
    | { kind: 'user'; userId: number; sessionId: number; businessRoom: string | null };

  /** Who a handshake is, read from the database: a live print device, a live session, or nobody. */
  async function whoIs(handshake: Socket['handshake']): Promise<Admitted | null> {
    // A customer's tracking page names its order by uuid: unguessable, and it admits to that order's room only.
    const tracked = handshake.auth?.order;
    if (typeof tracked === 'string') return (await trackableOrder(app.db, tracked)) ? { kind: 'tracker', orderUuid: tracked } : null;
    const device = handshake.auth?.device;
    if (typeof device === 'string') {
      const row = device.length <= 200 ? await findPrintDevice(app.db, device) : null;
      return row ? { kind: 'device', deviceId: row.id, businessId: row.businessId } : null;
    }
    const token = handshakeToken(handshake);
    if (!token || token.length > 200) return null;
    const [row] = await app.db
      .select({ userId: users.id, sessionId: sessions.id, businessId: users.currentBusinessId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) return null;
    const readsBusiness = row.businessId !== null && (await mayJoinBusiness(app.db, row.userId, row.businessId));
    return { kind: 'user', userId: row.userId, sessionId: row.sessionId, businessRoom: readsBusiness ? businessRoom(row.businessId!) : null };
  }

  /**
   * Whether the handshake carries a live session (or print device); if so the socket joins its
   * session's and user's rooms, and its current business's room when the user may read that business.
   */
  async function admit(socket: AppSocket): Promise<boolean> {
    const who = await whoIs(socket.handshake);
    if (!who) return false;
    if (who.kind === 'tracker') {
      socket.data = { trackedOrder: who.orderUuid };
      await socket.join(trackedOrderRoom(who.orderUuid));
      return true;
    }
    if (who.kind === 'device') {
      socket.data = { deviceId: who.deviceId };
      await socket.join([printDevicesRoom(who.businessId), printDeviceRoom(who.deviceId)]);
      return true;
    }
    socket.data = { userId: who.userId, sessionId: who.sessionId };
    await socket.join([sessionRoom(who.sessionId), userRoom(who.userId), ...(who.businessRoom ? [who.businessRoom] : [])]);
    return true;
  }

  /**
   * Reads the handshake again once the socket is connected. A logout, a revoked device or a permission
   * change that lands between admit()'s read and the connection misses the socket: disconnectSockets,
   * socketsJoin and socketsLeave reach connected sockets only. Whatever lands after this read finds it.
   */
  async function confirm(socket: AppSocket): Promise<void> {
    // A tracker has no session to lose: its order stays its order.
    if (socket.data.trackedOrder !== undefined) return;
    const who = await whoIs(socket.handshake);
    const same = who?.kind === 'device' ? socket.data.deviceId === who.deviceId : who?.kind === 'user' && who.sessionId === socket.data.sessionId;
    if (!who || !same) {
      socket.disconnect(true);
      return;
    }
    if (who.kind !== 'user') return;
    const stale = [...socket.rooms].filter((room) => isBusinessRoom(room) && room !== who.businessRoom);
    for (const room of stale) await socket.leave(room);
    if (who.businessRoom && !socket.rooms.has(who.businessRoom)) await socket.join(who.businessRoom);
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
  io.on('connection', (socket) => {
    confirm(socket).catch((err: unknown) => {
      app.log.warn({ err }, 'socket confirmation failed');
      socket.disconnect(true);
    });
  });
  io.engine.on('connection_error', (err: { code?: number; message?: string }) => {
    app.log.debug({ code: err.code, message: err.message }, 'socket connection refused');
  });

  const realtime: Realtime = {
    io,
    emitToBusiness: (businessId, event, payload) => {
      io.to(businessRoom(businessId)).emit(event, payload);
    },
    emitToTrackedOrder: (uuid, event, payload) => {
      io.to(trackedOrderRoom(uuid)).emit(event, payload);
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
