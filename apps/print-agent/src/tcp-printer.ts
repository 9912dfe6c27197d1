import net from 'node:net';

/**
 * Sends raw bytes to a network receipt printer (the "port 9100" protocol: a TCP connection, the
 * bytes, close). Resolves once the bytes are handed to the connection and it closed cleanly;
 * rejects on a refused connection, a timeout or an error, so the job is reported failed.
 */
export function sendToPrinter(host: string, port: number, bytes: Uint8Array, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => settle(new Error(`timeout after ${timeoutMs} ms`)));
    socket.once('error', (error) => settle(error));
    socket.once('connect', () => {
      socket.end(bytes, () => settle());
    });
  });
}
