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
import type { JobDefinition } from '../jobs/define-job';
import type { RecurringJob } from '../jobs/schedule';
import { ensureReferenceData } from '../seed/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

export interface TestApp {
  app: FastifyInstance;
  /** Every message the app sent, in order. */
  sent: OutgoingMessage[];
  /**
   * Another app on the same database, as a second process (or the same one restarted) would be: on
   * PostgreSQL with connections of its own, on PGlite (one connection per database) sharing the
   * database object. Same env as the first plus `env`; close() closes it too.
   */
  sibling(env?: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  logStream?: { write(line: string): void };
  /** Job definitions (and recurring jobs) added to the registry's, for the queue's own tests. */
  jobs?: { definitions?: readonly JobDefinition[]; recurring?: readonly RecurringJob[] };
}

interface FreshDatabase {
  database: Database;
  /** The same database again: a new connection pool on PostgreSQL, the same object on PGlite. */
  reopen: () => Database;
  drop: () => Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `comanda_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return {
      database: openPostgres(dbUrl.toString()),
      reopen: () => openPostgres(dbUrl.toString()),
      drop: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const database = openPglite(undefined, new Blob([snapshot]));
  // The first app's close() closes the PGlite instance, after every sibling has closed.
  return { database, reopen: () => ({ ...database, close: async () => undefined }), drop: async () => undefined };
}

/** A fresh app on a fresh migrated database; call close() in afterAll. The job worker is off unless env turns it on. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, reopen, drop } = await freshDatabase();
  await ensureReferenceData(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-api-'));
  const baseEnv = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST: path.join(dataDir, 'no-web'), JOBS_WORKER: 'false', ...env };
  const sent: OutgoingMessage[] = [];
  const outbox: Outbox = { send: async (m) => void sent.push(m) };
  const build = async (db: Database, extraEnv: Record<string, string>) => {
    const config = loadConfig({ ...baseEnv, ...extraEnv });
    const app = await buildApp({ config, database: db, outbox, jobs: options.jobs, logger: Boolean(options.logStream), logStream: options.logStream });
    await app.ready();
    return app;
  };
  const app = await build(database, {});
  const siblings: { app: FastifyInstance; database: Database }[] = [];
  return {
    app,
    sent,
    sibling: async (extraEnv = {}) => {
      const db = reopen();
      const sibling = await build(db, extraEnv);
      siblings.push({ app: sibling, database: db });
      return sibling;
    },
    close: async () => {
      // A test may already have closed an app (a restart); closing it again is harmless in Fastify.
      for (const s of siblings) {
        await s.app.close();
        await s.database.close();
      }
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
