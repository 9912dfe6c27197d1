import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unpackedFolder } from './template';
import { FrameReader, type Frame } from './wire-frames';
import { ownBytes, type EmbeddedOptions, type FromWorker, type ToWorker } from './worker-protocol';

/*
 * The embedded database's thread (docs/decisions/0020). PGlite runs here, off the API's event loop,
 * and speaks the PostgreSQL protocol on MessagePorts: the API talks to it with postgres.js exactly
 * as it talks to a PostgreSQL server. PGlite has one backend, so one client connection is served at
 * a time; a second one waits until the first closes (the API's pool holds one connection).
 */

const options = workerData as EmbeddedOptions;
const parent = parentPort!;
const tell = (message: FromWorker) => parent.postMessage(message);

class Connection {
  readonly frames: Frame[] = [];
  ended = false;
  started = false;
  private readonly reader = new FrameReader();

  constructor(readonly port: MessagePort) {
    port.on('message', (chunk: Uint8Array | null) => {
      if (chunk === null) this.ended = true;
      else if (!this.ended) this.frames.push(...this.reader.push(chunk));
      void pump();
    });
    port.on('close', () => {
      this.ended = true;
      void pump();
    });
  }

  send(bytes: Uint8Array): void {
    if (bytes.byteLength) this.port.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
  }
}

let pg: PGlite | undefined;
let closing = false;
const waiting: Connection[] = [];
let active: Connection | null = null;
let pumping = false;

/** Serves the active connection's frames in order; when it has ended, the next waiting one. */
async function pump(): Promise<void> {
  const db = pg;
  if (pumping || !db) return;
  pumping = true;
  try {
    while (!closing) {
      active ??= waiting.shift() ?? null;
      if (!active) return;
      const frame = active.frames.shift();
      if (frame) await serve(active, frame, db);
      else if (active.ended) {
        await release(active, db);
        active = null;
      } else return;
    }
  } finally {
    pumping = false;
  }
}

async function serve(connection: Connection, frame: Frame, pg: PGlite): Promise<void> {
  switch (frame.kind) {
    case 'no-encryption':
      return connection.send(Uint8Array.of(0x4e)); // 'N'
    case 'cancel':
    case 'terminate':
      connection.ended = true;
      return;
    case 'startup':
    case 'messages': {
      if (frame.kind === 'startup') connection.started = true;
      const out: Uint8Array[] = [];
      // onRawData's bytes are a view of PGlite's memory: copied before the next message reuses it.
      await pg.runExclusive(() => pg.execProtocolRawStream(frame.bytes, { onRawData: (data) => void out.push(data.slice()) }));
      return connection.send(ownBytes(out));
    }
  }
}

/** A closed connection leaves nothing behind for the next: no open transaction, no session state. */
async function release(connection: Connection, pg: PGlite): Promise<void> {
  if (connection.started) {
    if (pg.isInTransaction()) await pg.exec('ROLLBACK');
    await pg.exec('DISCARD ALL');
  }
  connection.port.close();
}

/**
 * The extensions the migrations create (pg_trgm: the products' search index, migration 0004). PGlite
 * links an extension only when it is named here, on every start, so each PGlite.create passes them.
 */
const extensions = { pg_trgm };

async function open(): Promise<PGlite> {
  const { dataDir, template } = options;
  if (dataDir && fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return PGlite.create({ dataDir, extensions });
  // A new database starts as a copy of the template: no initdb (seconds and about 1 GB) on this path;
  // a plain copy of the unpacked template when there is one, else the tarball unpacked by PGlite.
  const folder = dataDir ? unpackedFolder(template) : undefined;
  if (dataDir && folder) {
    // Copied aside and renamed (onto nothing or an empty folder): a start killed mid-copy leaves no
    // half database that the next start would take for one.
    const partial = `${dataDir}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(folder, partial, { recursive: true });
    fs.renameSync(partial, dataDir);
    return PGlite.create({ dataDir, extensions });
  }
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir, extensions, loadDataDir: new Blob([fs.readFileSync(template)]) });
}

async function dump(file: string): Promise<void> {
  const tarball = await pg!.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
}

async function close(): Promise<void> {
  closing = true;
  for (const connection of [active, ...waiting]) connection?.port.close();
  waiting.length = 0;
  active = null;
  await pg?.close();
  tell({ type: 'closed' });
  parent.close();
}

parent.on('message', (message: ToWorker) => {
  if (message.type === 'connect') {
    waiting.push(new Connection(message.port));
    void pump();
  } else if (message.type === 'dump') {
    dump(message.file).then(
      () => tell({ type: 'dumped', id: message.id }),
      (err: unknown) => tell({ type: 'dumped', id: message.id, error: String(err) }),
    );
  } else void close();
});

try {
  pg = await open();
  tell({ type: 'ready' });
  void pump();
} catch (err) {
  tell({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  parent.close();
}
