import { Duplex } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { ownBytes } from './worker-protocol';

/**
 * A socket-like stream over a MessagePort, given to postgres.js as its `socket`: the bytes of the
 * PostgreSQL protocol go to the embedded database's worker and back without a file or a port that
 * another process could reach. `null` on the port means the other side has ended.
 */
export class PortSocket extends Duplex {
  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (bytes: Uint8Array | null) => {
      if (!this.destroyed) this.push(bytes === null ? null : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    // The worker closed the connection (or stopped): end the stream as a dropped TCP socket would.
    port.on('close', () => {
      if (this.destroyed) return;
      this.push(null);
      this.destroy();
    });
  }

  /** As net.Socket's: postgres.js sends its Terminate message and ends only an 'open' socket. */
  get readyState(): 'open' | 'readOnly' | 'closed' {
    return this.destroyed ? 'closed' : this.writableEnded ? 'readOnly' : 'open';
  }

  override _read(): void {
    // Bytes are pushed as they arrive; the database's answers are never large enough to pause for.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    // A copy of exactly these bytes: a small Buffer is a slice of a shared pool that cannot be transferred.
    const bytes = ownBytes([chunk]);
    this.port.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.port.postMessage(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.port.close();
    callback(error);
  }
}
