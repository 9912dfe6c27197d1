import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe } from 'vitest';
import { s3Client } from '../integrations/storage/s3';
import { createTestApp, type TestApp } from './helper';

// Uploads on both stores (docs/decisions/0040-object-storage.md): the upload tests run once on the
// folder and once on a real S3 server (s3rver, speaking the S3 protocol over HTTP on a free local
// port, its objects in a temp dir), through the same @aws-sdk/client-s3 calls as production.

export const STORAGE_KINDS = ['folder', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface S3TestServer {
  /** The S3_* variables that point an app at the server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'comanda-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    // s3rver accepts its own fixed key pair.
    env: { S3_URL: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The env for createTestApp on one kind of store, and what stops it: nothing for the folder. */
export async function storageUnderTest(kind: StorageKind): Promise<S3TestServer> {
  return kind === 's3' ? startS3Server() : { env: {}, close: async () => undefined };
}

/**
 * Runs `suite` once on each store, on an app made for it (createTestApp with the store's variables
 * and `env`), handed to `use` with the store's kind before the suite's tests run and closed after them.
 */
export function describeOnEachStore(env: Record<string, string>, use: (app: TestApp, kind: StorageKind) => void, suite: () => void): void {
  describe.each(STORAGE_KINDS)('on the %s store', (kind) => {
    let store: S3TestServer;
    let app: TestApp;
    beforeAll(async () => {
      store = await storageUnderTest(kind);
      app = await createTestApp({ ...store.env, ...env });
      use(app, kind);
    });
    afterAll(async () => {
      await app.close();
      await store.close();
    });
    suite();
  });
}

/** The bytes stored behind an upload URL (`/uploads/<key>`), read from the app's store; null when gone. */
export async function storedBytes(app: FastifyInstance, url: string): Promise<Buffer | null> {
  const object = await app.storage.get(url.replace(/^\/uploads\//, ''));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The keys under `folder/` as the store itself lists them (the folder's files, the bucket's listing),
 * not through the port: what an upload left behind.
 */
export async function storedKeys(app: FastifyInstance, folder: string): Promise<string[]> {
  const config = app.config.storage;
  if (config.kind === 'folder') {
    const dir = path.join(config.dir, folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `${folder}/${name}`).sort() : [];
  }
  const client = s3Client(config);
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: `${folder}/` }));
    return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
  } finally {
    client.destroy();
  }
}
