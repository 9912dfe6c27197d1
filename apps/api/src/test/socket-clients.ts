import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './helper';

/**
 * Socket.IO clients of a listening test app, closed together: `open(options)` connects over the
 * WebSocket without reconnecting, `connected(socket)` settles with the handshake's outcome.
 */
export function socketClients(app: () => TestApp['app']) {
  const sockets: Socket[] = [];
  const url = () => `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
  return {
    open(options: Parameters<typeof connect>[1] = {}): Socket {
      const socket = connect(url(), { path: '/socket.io', transports: ['websocket'], reconnection: false, ...options });
      sockets.push(socket);
      return socket;
    },
    connected: (socket: Socket) =>
      new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
    closeAll: () => sockets.splice(0).forEach((socket) => socket.close()),
  };
}
