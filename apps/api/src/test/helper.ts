import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openEmbedded, openPostgres, type Database, type QueryObserver } from '../db/client';
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
  /** Pass it as `database` to a second app: two API processes on one database. */
  database: Database;
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
  /** Another app's database (TestApp.database): this app is a second process on it. */
  database?: Database;
  /** Runs on the app before ready(), e.g. to register a route the way a module would. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Job definitions (and recurring jobs) added to the registry's, for the queue's own tests. */
  jobs?: { definitions?: readonly JobDefinition[]; recurring?: readonly RecurringJob[] };
  /** Sees every statement the app's own database sends (round-trip tests). */
  onQuery?: QueryObserver;
}

interface FreshDatabase {
  database: Database;
  /** The same database again: a new connection pool on PostgreSQL, the same object on PGlite. */
  reopen: () => Database;
  drop: () => Promise<void>;
}

async function freshDatabase(onQuery?: QueryObserver): Promise<FreshDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `comanda_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    return {
      database: openPostgres(dbUrl.toString(), { onQuery }),
      reopen: () => openPostgres(dbUrl.toString(), { onQuery }),
      drop: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const database = await openEmbedded({ from: inject('pgliteSnapshot'), onQuery });
  // The first app's close() closes the embedded database, after every sibling has closed.
  return { database, reopen: () => ({ ...database, close: async () => undefined }), drop: async () => undefined };
}

/**
 * A fresh app on a fresh migrated database (or on another app's `database`: a second process); call
 * close() in afterAll. The job worker is off unless env turns it on.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  // A shared database belongs to the app that made it: only that one closes and drops it.
  const own = options.database ? null : await freshDatabase(options.onQuery);
  const database = options.database ?? own!.database;
  const reopen = own ? own.reopen : () => ({ ...database, close: async () => undefined });
  if (own) await ensureReferenceData(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-api-'));
  // CEP_API_URL: a closed local port, so that no test reaches the real provider; CEP tests start its mock.
  // IDENTITY_CACHE_TTL_MS: on PostgreSQL a change notice arrives a moment after the commit, so a test
  // that writes straight to the database and asks at once could read a remembered identity; there
  // the cache is off unless a test turns it on (who-is-asking.test.ts does). PGlite's notices are
  // synchronous: every test there runs with the cache on, as `npm start` does.
  const baseEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'no-web'),
    JOBS_WORKER: 'false',
    CEP_API_URL: 'http://127.0.0.1:9/ws',
    ...(process.env.TEST_DATABASE_URL ? { IDENTITY_CACHE_TTL_MS: '0' } : {}),
    ...env,
  };
  const sent: OutgoingMessage[] = [];
  const outbox: Outbox = { send: async (m) => void sent.push(m) };
  const build = async (db: Database, extraEnv: Record<string, string>) => {
    const config = loadConfig({ ...baseEnv, ...extraEnv });
    const app = await buildApp({ config, database: db, outbox, jobs: options.jobs, logger: Boolean(options.logStream), logStream: options.logStream });
    options.beforeReady?.(app);
    await app.ready();
    return app;
  };
  const app = await build(database, {});
  const siblings: { app: FastifyInstance; database: Database }[] = [];
  return {
    app,
    database,
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
