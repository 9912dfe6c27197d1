import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { PortSocket } from './port-socket';
import type { EmbeddedOptions, FromWorker, ToWorker } from './worker-protocol';

/** PGlite in a worker thread, reached through the PostgreSQL protocol (docs/decisions/0020). */
export interface EmbeddedServer {
  /** A new client connection: postgres.js's `socket` option. */
  connect(): PortSocket;
  /** Writes the whole database as a gzipped tarball (loadable as a template) to `file`. */
  dump(file: string): Promise<void>;
  /** Closes PGlite (a clean shutdown of its files) and ends the thread. */
  stop(): Promise<void>;
}

/**
 * The worker's entry. From the sources it runs TypeScript like the rest of the API, with tsx, which it
 * registers itself: on Node 20 a worker does not inherit the module hooks that `--import tsx`
 * installed in the main thread. From the bundle (`npm start`, scripts/bundle-server.ts) it is the
 * bundled `pglite-worker.mjs` next to this code.
 */
function workerScript(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./pglite-worker.mjs', import.meta.url);
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  return new URL(`data:text/javascript,${encodeURIComponent(`import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(entry)});`)}`);
}

export async function startEmbeddedServer(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const worker = new Worker(workerScript(), { workerData: options });
  const post = (message: ToWorker, transfer?: Parameters<Worker['postMessage']>[1]) => worker.postMessage(message, transfer);
  const dumps = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();
  let nextDump = 1;
  let stopping = false;
  let exited = false;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(new Error(`The embedded database did not open: ${message.error}`));
      else if (message.type === 'dumped') {
        const pending = dumps.get(message.id);
        dumps.delete(message.id);
        if (message.error) pending?.reject(new Error(message.error));
        else pending?.resolve();
      }
    });
    worker.on('error', (err) => {
      reject(err);
      // After the start, a dead database thread leaves a server that can only fail: stop it loudly.
      if (!stopping) setImmediate(() => { throw err; });
    });
    worker.on('exit', (code) => {
      exited = true;
      reject(new Error(`The embedded database's thread exited (${code}) before it was ready`));
      for (const pending of dumps.values()) pending.reject(new Error('The embedded database stopped'));
      dumps.clear();
    });
  });
  await ready;

  return {
    connect() {
      if (exited) throw new Error('The embedded database has stopped');
      const { port1, port2 } = new MessageChannel();
      post({ type: 'connect', port: port2 }, [port2]);
      return new PortSocket(port1);
    },
    dump(file) {
      return new Promise((resolve, reject) => {
        const id = nextDump++;
        dumps.set(id, { resolve, reject });
        post({ type: 'dump', id, file });
      });
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      if (exited) return;
      const gone = new Promise((resolve) => worker.once('exit', resolve));
      post({ type: 'close' });
      await gone;
    },
  };
}
