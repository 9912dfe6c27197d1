import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openEmbedded, openPostgres, type Database } from '../db/client';

/**
 * A database for the kill tests: written by this process, then served by API processes that are
 * killed with SIGKILL (test/server-process.ts). On PGlite a data folder under `dataDir` (one
 * process at a time; `inspect` opens a copy, so the server's files stay as it left them); on
 * PostgreSQL with TEST_DATABASE_URL a database of its own, made from the migrated template.
 */
export function killableDatabase(dataDir: string) {
  const pgliteDir = path.join(dataDir, 'pglite');
  const pgUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl = '';
  let drop = async () => undefined;
  return {
    /** What the server processes take as DATABASE_URL ('' for the embedded database in DATA_DIR). */
    get url() {
      return databaseUrl;
    },
    /** Opens it for this process's writes, before any server runs. */
    async open(): Promise<Database> {
      if (!pgUrl) return openEmbedded({ dataDir: pgliteDir, from: inject('pgliteSnapshot') });
      const name = `comanda_test_${randomBytes(6).toString('hex')}`;
      const admin = postgres(pgUrl, { max: 1, onnotice: () => undefined });
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      drop = async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
      return openPostgres(databaseUrl);
    },
    /** The database as it is now, read by this process (close it after). */
    async inspect(): Promise<Database> {
      if (pgUrl) return openPostgres(databaseUrl);
      const copy = fs.mkdtempSync(path.join(dataDir, 'inspect-'));
      fs.cpSync(pgliteDir, copy, { recursive: true });
      return openEmbedded({ dataDir: copy });
    },
    drop: () => drop(),
  };
}
