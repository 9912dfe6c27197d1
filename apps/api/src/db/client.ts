import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
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
function connect(client: postgres.Sql, kind: Database['kind'], close: () => Promise<void>): Database {
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind, migrate: () => migrate(db as never, { migrationsFolder }), close };
}

/** Sees every statement sent (tests count round trips with it). */
export type QueryObserver = (query: string) => void;

const observing = (onQuery: QueryObserver | undefined) => (onQuery ? (_connection: number, query: string) => onQuery(query) : false);

export function openPostgres(url: string, options: { onQuery?: QueryObserver } = {}): Database {
  const client = postgres(url, { max: 10, onnotice: () => undefined, debug: observing(options.onQuery) });
  return connect(client, 'postgres', () => client.end({ timeout: 5 }));
}

/**
 * PGlite (PostgreSQL compiled to WASM) in a worker thread, in a folder, or in memory when `dataDir`
 * is undefined. A new database starts as a copy of `from` (a dump file) or of a template
 * (embedded/template.ts): the migrated one of this schema when there is one, else the empty one.
 */
export async function openEmbedded(options: { dataDir?: string; from?: string; onQuery?: QueryObserver } = {}): Promise<EmbeddedDatabase> {
  const template = options.from ?? findMigratedTemplate(migrationsFolder) ?? (await ensureEmptyTemplate((line) => console.log(line)));
  const server = await startEmbeddedServer({ dataDir: options.dataDir, template });
  // PGlite has one backend: one connection, on which postgres.js pipelines its queries. A query
  // outside an open transaction waits for it to end, as it did with PGlite in the API's own thread.
  const client = postgres({
    socket: () => server.connect(),
    max: 1,
    max_lifetime: null,
    username: 'postgres',
    database: 'postgres',
    onnotice: () => undefined,
    debug: observing(options.onQuery),
  } as postgres.Options<Record<string, postgres.PostgresType>>);
  const database = connect(client, 'pglite', async () => {
    await client.end({ timeout: 5 });
    await server.stop();
  });
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
