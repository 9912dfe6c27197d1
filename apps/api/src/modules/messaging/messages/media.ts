import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { ObjectStorage } from '../../../integrations/ports';
import { storeImage } from '../../../lib/images';

/** Where a message's attachments are stored (served under /uploads/, fetched from there by the provider). */
export const MEDIA_FOLDER = 'whatsapp';

/**
 * Stores an attachment: an image as WebP (at most 1600 px), a PDF as it came. Null for anything else
 * (the bytes decide, not the name). The name is kept for a PDF, which WhatsApp shows.
 */
export async function storeWhatsappMedia(storage: ObjectStorage, bytes: Buffer, fileName: string | null): Promise<{ key: string; mimeType: 'image/webp' | 'application/pdf'; fileName: string | null } | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf') {
    const key = path.posix.join(MEDIA_FOLDER, `${randomBytes(16).toString('hex')}.pdf`);
    await storage.put(key, bytes, 'application/pdf');
    const name = [...(fileName ?? '')].filter((c) => c >= ' ' && c !== '/' && c !== '\\').join('').slice(0, 200) || 'documento.pdf';
    return { key, mimeType: 'application/pdf', fileName: name };
  }
  const image = await storeImage(storage, bytes, { folder: MEDIA_FOLDER, maxSize: 1600 });
  return image ? { key: image, mimeType: 'image/webp', fileName: null } : null;
}
