import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fieldLabel } from '@comanda/domain/validation/field-labels';
import { renderMessage } from '@comanda/domain/validation/messages';
import type { ObjectStorage } from '../integrations/ports';
import { AppError, fieldError } from './app-error';
import { msg } from './messages';

// Uploaded images (logo, avatar, product covers): the bytes decide whether it is an image, never the
// name or the declared type; sharp re-encodes it (dropping metadata and anything hidden in the file),
// bounded in size, and kept in the object storage (app.storage: a folder or an S3 bucket, DESIGN.md
// "Uploads", docs/decisions/0040-object-storage.md) under a new random key.

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Decompression bombs: a small file that decodes to gigapixels is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageOptions {
  /** First segment of the storage key, e.g. 'logos'. */
  folder: string;
  /** The stored image fits in a square of this side, in pixels (never enlarged). */
  maxSize: number;
  /** Fill the whole square instead, cropping the overflow from the centre (avatars). */
  crop?: boolean;
  /** Also store the small square copies a list shows (thumbKey): product covers on the public menu. */
  thumbs?: boolean;
}

/**
 * Side of the small copies, in pixels: the public menu shows a cover at 96 CSS pixels, twice that on
 * a phone's dense screen. A 1024 px cover weighs 60–150 KB; its thumbnail 3–8 KB.
 */
export const THUMB_SIZE = 192;
export const THUMB_FORMATS = ['avif', 'webp'] as const;
export type ThumbFormat = (typeof THUMB_FORMATS)[number];
const THUMB_NAME = new RegExp(`-${THUMB_SIZE}\\.(${THUMB_FORMATS.join('|')})$`);

/** The key of an image's small copy in `format`: `covers/ab12….webp` → `covers/ab12…-192.avif`. */
export const thumbKey = (key: string, format: ThumbFormat) => key.replace(/\.webp$/, `-${THUMB_SIZE}.${format}`);

/** The image a small copy's key was made from, or null when the key names no small copy. */
export function thumbSource(key: string): { source: string; format: ThumbFormat } | null {
  const match = THUMB_NAME.exec(key);
  return match ? { source: key.replace(THUMB_NAME, '.webp'), format: match[1] as ThumbFormat } : null;
}

/** Makes and stores the small copies of a stored image (from its bytes); answers the one in `format`. */
export async function storeThumbs(storage: ObjectStorage, key: string, image: Buffer, format?: ThumbFormat): Promise<Buffer | null> {
  let wanted: Buffer | null = null;
  for (const each of THUMB_FORMATS) {
    const resized = sharp(image).resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'cover', position: 'centre' });
    const bytes = await (each === 'avif' ? resized.avif({ quality: 50 }) : resized.webp({ quality: 75 })).toBuffer();
    await storage.put(thumbKey(key, each), bytes, `image/${each}`);
    if (each === format) wanted = bytes;
  }
  return wanted;
}

/**
 * The bytes of the multipart file field `field`: 422 on that field when the request carries none.
 * Larger than UPLOAD_LIMIT_BYTES → 413 (the multipart plugin throws, the errors plugin answers).
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  return (await readUploadFile(request, field)).bytes;
}

/** The same, with the file's name as the browser sent it. */
export async function readUploadFile(request: FastifyRequest, field: string): Promise<{ bytes: Buffer; fileName: string | null }> {
  const required = () => fieldError(field, renderMessage('required', request.lang, { field: fieldLabel(field, request.lang) }));
  if (!request.isMultipart()) throw required();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw required();
    return { bytes: await file.toBuffer(), fileName: file.filename || null };
  } catch (err) {
    throw asUploadError(err, request);
  }
}

/**
 * Errors of a multipart body the client got wrong (no boundary, a form cut short, a bad header) come
 * from busboy as plain Errors; they are a 400, not a 500. Limits (413) and our own errors pass through.
 */
export function asUploadError(err: unknown, request: FastifyRequest): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status < 500) return err;
  return new AppError('bad_request', msg(request.lang, 'malformed_multipart'));
}

/** The 422 of a file that is not an accepted image (spec §5 rule `image`). */
export function notAnImage(field: string, request: FastifyRequest) {
  return fieldError(field, renderMessage('image', request.lang, { field: fieldLabel(field, request.lang) }));
}

/**
 * Stores a JPEG, PNG or WebP as WebP and returns its storage key (`<folder>/<32 hex>.webp`), or null
 * when the bytes are not such an image; with `thumbs`, its small copies too.
 */
export async function storeImage(storage: ObjectStorage, data: Buffer, { folder, maxSize, crop = false, thumbs = false }: ImageOptions): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) return null;
  let output: Buffer;
  try {
    output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(
        crop
          ? { width: maxSize, height: maxSize, fit: 'cover', position: 'centre' }
          : { width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null; // right signature, broken or oversized body
  }
  const key = newImageKey(folder);
  await storage.put(key, output, 'image/webp');
  if (thumbs) await storeThumbs(storage, key, output);
  return key;
}

/** A fresh key for a WebP image in `folder`: a new upload never overwrites another. */
export function newImageKey(folder: string): string {
  return path.posix.join(folder, `${randomBytes(16).toString('hex')}.webp`);
}

/** Deletes a stored upload; none, or a missing object, is not an error. */
export async function removeStoredImage(storage: ObjectStorage, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await storage.delete(key);
  // Its small copies, when it had some.
  for (const format of THUMB_FORMATS) await storage.delete(thumbKey(key, format));
}

/** The URL the app serves a stored upload at (plugins/uploads.ts answers /uploads/<key>). */
export function uploadUrl(relative: string | null | undefined): string | null {
  return relative ? `/uploads/${relative}` : null;
}
