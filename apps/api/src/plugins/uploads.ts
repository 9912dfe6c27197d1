import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config';
import type { ObjectStorage } from '../integrations/ports';
import { openObjectStorage } from '../integrations/storage/open-storage';
import { storeThumbs, thumbSource } from '../lib/images';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads live (a folder or an S3 bucket); every read and write of an upload goes here. */
    storage: ObjectStorage;
  }
}

/** What storeImage writes: `<folder>/<name>.<ext>`, nothing that could climb out of a folder. */
const UPLOAD_KEY = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]+$/i;

/** The small copy `key` names, made from its image when that exists; null otherwise. */
async function thumbMadeNow(storage: ObjectStorage, key: string): Promise<{ type: string; bytes: Buffer } | null> {
  const thumb = thumbSource(key);
  const original = thumb ? await storage.get(thumb.source) : null;
  if (!thumb || !original) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of original.body) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = await storeThumbs(storage, thumb.source, Buffer.concat(chunks), thumb.format);
  return bytes ? { type: `image/${thumb.format}`, bytes } : null;
}

/** Decorates the app with the object storage that config chose. */
export const storagePlugin = fp(async (app: FastifyInstance, { storage }: { storage: StorageConfig }) => {
  app.decorate('storage', await openObjectStorage(storage));
});

/**
 * GET /uploads/<key>: the stored object, read through the port whatever the store, so the URLs the
 * web app holds are the same on a folder and on a bucket (docs/decisions/0040-object-storage.md).
 * A key is never rewritten (a new image gets a new key), so browsers may keep a copy for good.
 */
export async function uploadsRoute(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const object = UPLOAD_KEY.test(key) ? await app.storage.get(key) : null;
    if (!object) {
      // A cover stored before small copies were made at upload: made on its first request.
      const made = UPLOAD_KEY.test(key) ? await thumbMadeNow(app.storage, key) : null;
      if (!made) return reply.callNotFound();
      return reply.type(made.type).header('cache-control', 'public, max-age=31536000, immutable').send(made.bytes);
    }
    reply.type(object.contentType).header('cache-control', 'public, max-age=31536000, immutable');
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
