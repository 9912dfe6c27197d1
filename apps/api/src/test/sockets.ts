import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

// Socket.IO clients for the realtime tests: real connections to an app listening on a random port.

export function baseUrl(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A connected client of `app` with a Bearer token; throws the handshake error otherwise. */
export async function openSocket(app: FastifyInstance, token: string, track: Socket[]): Promise<Socket> {
  const socket = connect(baseUrl(app), { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token } });
  track.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The payloads of `event` a socket receives within `ms` (an empty list proves it is not in the room). */
export async function eventsWithin(socket: Socket, event: string, ms: number, emit: () => void): Promise<unknown[]> {
  const got: unknown[] = [];
  const listener = (payload: unknown) => got.push(payload);
  socket.on(event, listener);
  emit();
  await new Promise((r) => setTimeout(r, ms));
  socket.off(event, listener);
  return got;
}

/** Resolves with the disconnect reason, or rejects after `ms`. */
export function disconnection(socket: Socket, ms = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket still connected')), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
