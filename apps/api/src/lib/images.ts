import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fieldLabel } from '@comanda/domain/validation/field-labels';
import { renderMessage } from '@comanda/domain/validation/messages';
import { AppError, fieldError } from './app-error';
import { msg } from './messages';

// Uploaded images (logo, avatar, product covers): the bytes decide whether it is an image, never the
// name or the declared type; sharp re-encodes it (dropping metadata and anything hidden in the file),
// bounded in size, under the uploads folder (DESIGN.md "Uploads"). S3 storage comes with its issue.

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Decompression bombs: a small file that decodes to gigapixels is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageOptions {
  /** Sub-folder of the uploads dir, e.g. 'logos'. */
  folder: string;
  /** The stored image fits in a square of this side, in pixels (never enlarged). */
  maxSize: number;
  /** Fill the whole square instead, cropping the overflow from the centre (avatars). */
  crop?: boolean;
}

/**
 * The bytes of the multipart file field `field`: 422 on that field when the request carries none.
 * Larger than UPLOAD_LIMIT_BYTES → 413 (the multipart plugin throws, the errors plugin answers).
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  const required = () => fieldError(field, renderMessage('required', request.lang, { field: fieldLabel(field, request.lang) }));
  if (!request.isMultipart()) throw required();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw required();
    return await file.toBuffer();
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
 * Stores a JPEG, PNG or WebP as WebP and returns its path relative to the uploads dir, or null when
 * the bytes are not such an image.
 */
export async function storeImage(uploadsDir: string, data: Buffer, { folder, maxSize, crop = false }: ImageOptions): Promise<string | null> {
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
  const relative = path.posix.join(folder, `${randomBytes(16).toString('hex')}.webp`);
  const target = path.join(uploadsDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, output);
  return relative;
}

/** Deletes a stored upload; a missing file or a path outside the uploads dir is ignored. */
export async function removeStoredImage(uploadsDir: string, relative: string | null | undefined): Promise<void> {
  if (!relative) return;
  const root = path.resolve(uploadsDir);
  const target = path.resolve(root, relative);
  if (!target.startsWith(root + path.sep)) return;
  await fs.rm(target, { force: true });
}

/** The URL the app serves a stored upload at (app.ts mounts the uploads dir on /uploads/). */
export function uploadUrl(relative: string | null | undefined): string | null {
  return relative ? `/uploads/${relative}` : null;
}
