/*
 * An image chosen for upload (cover, logo, avatar), checked in the browser before anything is sent
 * (issue 13): a text file renamed .png has the right name and even the right declared type, so the
 * first bytes must say JPEG, PNG or WebP (what the API stores), and the browser must be able to
 * decode it. The API checks the bytes again; this only spares the owner a broken preview and a
 * refused save.
 */

/** What the API accepts (apps/api/src/lib/images.ts), as the file input's `accept`. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export type ImageFileProblem = 'not_image' | 'too_large';

/** The format the first bytes announce, or null for anything else. */
export function sniffImageType(head: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const at = (offset: number, bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/** Whether the browser can decode the picture (a broken file with a right signature fails here). */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Null when the file is a JPEG, PNG or WebP the browser decodes, within `maxBytes`. */
export async function checkImageFile(file: File, { maxBytes }: { maxBytes: number }): Promise<ImageFileProblem | null> {
  if (file.size > maxBytes) return 'too_large';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (sniffImageType(head) === null) return 'not_image';
  return (await decodes(file)) ? null : 'not_image';
}
