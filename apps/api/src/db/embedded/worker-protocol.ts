import type { MessagePort } from 'node:worker_threads';

/** What the embedded database's worker is started with (its workerData). */
export interface EmbeddedOptions {
  /** The data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** A tarball (PGlite dumpDataDir) to start from when the folder holds no database yet. */
  template: string;
}

/** Main thread → worker. */
export type ToWorker =
  /** A new client connection: the worker speaks the PostgreSQL protocol on `port`. */
  | { type: 'connect'; port: MessagePort }
  /** Write the whole database as a gzipped tarball (PGlite dumpDataDir) to `file`. */
  | { type: 'dump'; id: number; file: string }
  | { type: 'close' };

/** Worker → main thread. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'dumped'; id: number; error?: string }
  | { type: 'closed' };

/** One fresh buffer of exactly these bytes, safe to transfer (never a slice of Node's Buffer pool). */
export function ownBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const total = chunks.reduce((n, c) => n + c.byteLength, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
