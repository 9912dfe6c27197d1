import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import type { OutgoingMessage, Outbox } from '../integrations/mail/outbox';
import { ensureReferenceData } from '../seed/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

export interface TestApp {
  app: FastifyInstance;
  /** Pass it as `database` to a second app: two API processes on one database. */
  database: Database;
  /** Every message the app sent, in order. */
  sent: OutgoingMessage[];
  close(): Promise<void>;
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `comanda_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return {
      database: openPostgres(dbUrl.toString()),
      drop: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return { database: openPglite(undefined, new Blob([snapshot])), drop: async () => undefined };
}

/** A fresh app on a fresh migrated database (or on another app's `database`); call close() in afterAll. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void }; database?: Database; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  // A shared database belongs to the app that made it: only that one closes and drops it.
  const own = options.database ? null : await freshDatabase();
  const database = options.database ?? own!.database;
  if (own) await ensureReferenceData(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-api-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST: path.join(dataDir, 'no-web'), ...env });
  const sent: OutgoingMessage[] = [];
  const outbox: Outbox = { send: async (m) => void sent.push(m) };
  const app = await buildApp({ config, database, outbox, logger: Boolean(options.logStream), logStream: options.logStream });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    sent,
    close: async () => {
      await app.close();
      if (own) {
        await database.close();
        await own.drop();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
