/*
 * Splits the bytes a PostgreSQL client sends (frontend protocol 3.0) into whole messages, so that the
 * embedded database is handed only complete ones. Before the startup message a client may send an
 * SSLRequest or GSSENCRequest (we answer 'N': the connection never leaves this process) or, on a
 * connection of its own, a CancelRequest (PGlite has no backend to signal). After it, every message
 * is a type byte and an int32 length that counts itself; consecutive whole messages travel to PGlite
 * together, which answers them in order, as a server answers a pipelined batch.
 * The layout follows @electric-sql/pglite-socket's handler (Apache-2.0), which does the same.
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'

export type Frame =
  /** StartupMessage: PGlite answers it (AuthenticationOk, parameters, ReadyForQuery). */
  | { kind: 'startup'; bytes: Uint8Array }
  /** SSLRequest or GSSENCRequest: answered with a single 'N'. */
  | { kind: 'no-encryption' }
  /** CancelRequest: nothing to cancel; the client closes the connection itself. */
  | { kind: 'cancel' }
  /** One or more whole typed messages. */
  | { kind: 'messages'; bytes: Uint8Array }
  /** Terminate: the client is leaving; it is not passed on (PGlite's one backend stays up). */
  | { kind: 'terminate' };

export class FrameReader {
  private pending: Buffer = Buffer.alloc(0);
  private started = false;

  /** The frames completed by `chunk`, in order; an incomplete tail waits for the next chunk. */
  push(chunk: Uint8Array): Frame[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    const frames: Frame[] = [];
    let offset = 0;
    while (!this.started) {
      if (this.pending.length - offset < 8) break;
      const length = this.pending.readInt32BE(offset);
      if (this.pending.length - offset < length) break;
      const code = this.pending.readInt32BE(offset + 4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) frames.push({ kind: 'no-encryption' });
      else if (code === CANCEL_REQUEST) frames.push({ kind: 'cancel' });
      else {
        frames.push({ kind: 'startup', bytes: this.pending.subarray(offset, offset + length) });
        this.started = true;
      }
      offset += length;
    }
    if (this.started) {
      let batchStart = offset;
      while (this.pending.length - offset >= 5) {
        const length = 1 + this.pending.readInt32BE(offset + 1);
        if (this.pending.length - offset < length) break;
        if (this.pending[offset] === TERMINATE) {
          if (offset > batchStart) frames.push({ kind: 'messages', bytes: this.pending.subarray(batchStart, offset) });
          frames.push({ kind: 'terminate' });
          batchStart = offset + length;
        }
        offset += length;
      }
      if (offset > batchStart) frames.push({ kind: 'messages', bytes: this.pending.subarray(batchStart, offset) });
    }
    // Copy the tail: the frames above still point into the buffer being replaced.
    this.pending = Buffer.from(this.pending.subarray(offset));
    return frames;
  }
}
