import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { pipelinedBegin } from './pipelined-begin';
import { startEmbeddedServer } from './embedded/embedded-server';
import { ensureEmptyTemplate, findMigratedTemplate, saveMigratedTemplate } from './embedded/template';
import * as schema from './schema/index';

// One Drizzle type, one driver (postgres.js) for both databases: every repository is written once.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a repository reads and writes with: the database, or the transaction a service opened
 * (lib/unit-of-work.ts). A function that must be atomic takes `Tx` alone, so the type system makes
 * its caller open the transaction (docs/decisions/0012).
 */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` once its transaction commits, and
   * with none whenever the listening connection comes back (notifications may have been missed meanwhile). On PGlite the
   * notification arrives on the one connection, before the writer's COMMIT answers; on PostgreSQL on
   * a connection of its own, a moment after the commit.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<void>;
  /**
   * Sees every statement the application sends through Drizzle from now on, before it runs, in the
   * async context of the code that sends it (so a request can tell its own writes).
   */
  observe(observer: QueryObserver): void;
}

export interface EmbeddedDatabase extends Database {
  kind: 'pglite';
  /** Writes the whole database as a gzipped tarball (PGlite dumpDataDir), e.g. a migrated test snapshot. */
  dump(file: string): Promise<void>;
}

// The SQL files stay in the sources: the bundle (apps/api/dist, scripts/bundle-server.ts) reads them there.
export const migrationsFolder = path.resolve(import.meta.dirname, import.meta.url.endsWith('.ts') ? '.' : '../src/db', 'migrations');

/*
 * One driver for both databases (docs/decisions/0020): postgres.js and Drizzle, over TCP to a
 * PostgreSQL server or over the PostgreSQL protocol to PGlite in its worker thread.
 */
function connect(client: postgres.Sql, kind: Database['kind'], close: () => Promise<void>, listen: Database['listen']): Database {
  const observers: QueryObserver[] = [];
  // Drizzle calls its logger synchronously in the caller's async context, just before sending.
  const logger = {
    logQuery: (query: string) => {
      for (const observer of observers) observer(query);
    },
  };
  // Drizzle's db.transaction calls client.begin: BEGIN goes out with the transaction's first statements.
  client.begin = pipelinedBegin(client) as unknown as postgres.Sql['begin'];
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  return { db, kind, migrate: () => migrate(db as never, { migrationsFolder }), close, listen, observe: (observer) => void observers.push(observer) };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Sees every statement sent (tests count round trips with it). */
export type QueryObserver = (query: string) => void;

const observing = (onQuery: QueryObserver | undefined) => (onQuery ? (_connection: number, query: string) => onQuery(query) : false);

export function openPostgres(url: string, options: { onQuery?: QueryObserver } = {}): Database {
  const client = postgres(url, { max: 10, onnotice: () => undefined, debug: observing(options.onQuery) });
  return connect(
    client,
    'postgres',
    () => client.end({ timeout: 5 }),
    async (channel, onNotify) => {
      await client.listen(channel, (payload) => onNotify(payload), () => onNotify());
    },
  );
}

/**
 * PGlite (PostgreSQL compiled to WASM) in a worker thread, in a folder, or in memory when `dataDir`
 * is undefined. A new database starts as a copy of `from` (a dump file) or of a template
 * (embedded/template.ts): the migrated one of this schema when there is one, else the empty one.
 */
export async function openEmbedded(options: { dataDir?: string; from?: string; onQuery?: QueryObserver } = {}): Promise<EmbeddedDatabase> {
  const template = options.from ?? findMigratedTemplate(migrationsFolder) ?? (await ensureEmptyTemplate((line) => console.log(line)));
  const server = await startEmbeddedServer({ dataDir: options.dataDir, template });
  // One backend: a LISTEN on the one connection hears every commit's NOTIFY, its own included.
  const listeners = new Map<string, ((payload?: string) => void)[]>();
  // PGlite has one backend: one connection, on which postgres.js pipelines its queries. A query
  // outside an open transaction waits for it to end, as it did with PGlite in the API's own thread.
  const client = postgres({
    socket: () => server.connect(),
    max: 1,
    max_lifetime: null,
    username: 'postgres',
    database: 'postgres',
    onnotice: () => undefined,
    onnotify: (channel: string, payload: string) => listeners.get(channel)?.forEach((notify) => notify(payload)),
    debug: observing(options.onQuery),
  } as postgres.Options<Record<string, postgres.PostgresType>>);
  const database = connect(
    client,
    'pglite',
    async () => {
      await client.end({ timeout: 5 });
      await server.stop();
    },
    async (channel, onNotify) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      if (!listeners.has(channel)) await client.unsafe(`listen ${channel}`);
      listeners.set(channel, [...(listeners.get(channel) ?? []), onNotify]);
    },
  );
  return { ...database, kind: 'pglite', dump: (file) => server.dump(file) };
}

/** The migrated template of this schema (made once: npm install, a test run); its path. */
export async function ensureMigratedTemplate(): Promise<string> {
  const found = findMigratedTemplate(migrationsFolder);
  if (found) return found;
  const database = await openEmbedded({ from: await ensureEmptyTemplate((line) => console.log(line)) });
  try {
    await database.migrate();
    return await saveMigratedTemplate(
      migrationsFolder,
      (file) => database.dump(file),
      async (tarball, folder) => (await openEmbedded({ dataDir: folder, from: tarball })).close(),
    );
  } finally {
    await database.close();
  }
}

export function openDatabase(config: { databaseUrl?: string | undefined; pgliteDir: string }): Promise<Database> {
  return config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openEmbedded({ dataDir: config.pgliteDir });
}
