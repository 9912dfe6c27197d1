import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { TestApp } from '../../test/helper';
import { describeOnEachStore, storedBytes, storedKeys, type StorageKind } from '../../test/storage';

// The ObjectStorage port (integrations/ports.ts) on its two adapters, the local folder and an S3
// bucket on a real local S3 server, and GET /uploads/<key> in front of them (decision 0040).

let t: TestApp;
let kind: StorageKind;
describeOnEachStore(
  {},
  (app, storeKind) => {
    t = app;
    kind = storeKind;
  },
  () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 not really a picture');

    it('is the store the configuration asked for', () => {
      expect(t.app.config.storage.kind).toBe(kind);
    });

    it('puts, reads back with its type and size, copies and deletes', async () => {
      const { storage } = t.app;
      await storage.put('covers/put-test.webp', bytes, 'image/webp');
      const object = await storage.get('covers/put-test.webp');
      expect(object).toMatchObject({ contentType: 'image/webp', size: bytes.length });
      object!.body.resume();
      expect(await storage.copy('covers/put-test.webp', 'covers/copy-test.webp')).toBe(true);
      expect(await storedBytes(t.app, '/uploads/covers/copy-test.webp')).toEqual(bytes);
      expect(await storedKeys(t.app, 'covers')).toEqual(['covers/copy-test.webp', 'covers/put-test.webp']);
      await storage.delete('covers/put-test.webp');
      expect(await storage.get('covers/put-test.webp')).toBeNull();
      expect(await storedKeys(t.app, 'covers')).toEqual(['covers/copy-test.webp']);
    });

    it('a missing key: get answers null, copy false, delete nothing', async () => {
      const { storage } = t.app;
      expect(await storage.get('covers/missing.webp')).toBeNull();
      expect(await storage.copy('covers/missing.webp', 'covers/never.webp')).toBe(false);
      await expect(storage.delete('covers/missing.webp')).resolves.toBeUndefined();
      expect(await storage.get('covers/never.webp')).toBeNull();
    });

    it('serves an object at /uploads/<key> with its type, for good in caches; HEAD too', async () => {
      await t.app.storage.put('logos/served.webp', bytes, 'image/webp');
      const res = await t.app.inject({ method: 'GET', url: '/uploads/logos/served.webp' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload).toEqual(bytes);
      const head = await t.app.inject({ method: 'HEAD', url: '/uploads/logos/served.webp' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(bytes.length));
      expect(head.rawPayload.length).toBe(0);
    });

    it('answers the JSON 404 of an unknown path for a missing object or a key that is no upload key', async () => {
      for (const url of ['/uploads/logos/missing.webp', '/uploads/../package.json', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/', '/uploads/logos']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: 'Rota não encontrada.' });
      }
    });
  },
);

describe('storage configuration', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-config-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const s3 = { S3_BUCKET: 'comanda-uploads', S3_URL: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps uploads in $DATA_DIR/uploads by default, or in UPLOADS_DIR', () => {
    expect(load({}).storage).toEqual({ kind: 'folder', dir: path.join(dataDir, 'uploads') });
    expect(load({ UPLOADS_DIR: path.join(dataDir, 'elsewhere') }).storage).toEqual({ kind: 'folder', dir: path.join(dataDir, 'elsewhere') });
  });

  it('S3_BUCKET chooses the bucket; another endpoint puts the bucket in the path unless told otherwise', () => {
    expect(load(s3).storage).toEqual({
      kind: 's3',
      bucket: 'comanda-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(load({ ...s3, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'sa-east-1' }).storage).toMatchObject({ forcePathStyle: false, region: 'sa-east-1' });
    // On AWS itself: virtual-hosted buckets, and the SDK's own credentials (an instance role…).
    expect(load({ S3_BUCKET: 'comanda-uploads' }).storage).toMatchObject({ endpoint: undefined, forcePathStyle: false, credentials: undefined });
  });

  it.each([
    [{ S3_URL: 'http://127.0.0.1:9000' }, 'S3_BUCKET: required when S3_URL is set'],
    [{ S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET: required when S3_ACCESS_KEY_ID is set'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ ...s3, UPLOADS_DIR: '/srv/uploads' }, 'UPLOADS_DIR: uploads go to S3_BUCKET; set one of the two'],
    [{ ...s3, S3_BUCKET: 'Comanda_Uploads' }, 'S3_BUCKET: an S3 bucket name'],
    [{ ...s3, S3_URL: 'not a url' }, 'S3_URL:'],
  ])('refuses %o', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
