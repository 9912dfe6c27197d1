import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index';

// One Drizzle type for both drivers: every repository is written once against it.
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

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export function openPostgres(url: string): Database {
  const client = postgres(url, { max: 10, onnotice: () => undefined });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db as never, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  };
}

/** PGlite: PostgreSQL compiled to WASM, in a folder (or in memory when dir is undefined). */
export function openPglite(dir?: string, loadDataDir?: Blob): Database {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite({ dataDir: dir, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openDatabase(config: { databaseUrl?: string | undefined; pgliteDir: string }): Database {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.pgliteDir);
}
