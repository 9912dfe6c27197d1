import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage, StoredObject } from '../ports';

// The default store: one file per key under UPLOADS_DIR ($DATA_DIR/uploads), so `npm start` needs
// nothing else. A file has no metadata of its own; its type comes from its extension, as a static
// file server would answer it.

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

export function localFolderStorage(dir: string): ObjectStorage {
  const root = path.resolve(dir);
  fs.mkdirSync(root, { recursive: true });
  /** The file of a key, or null for a key that would leave the folder. */
  const fileOf = (key: string): string | null => {
    const target = path.resolve(root, key);
    return target.startsWith(root + path.sep) ? target : null;
  };
  const writable = async (key: string): Promise<string> => {
    const target = fileOf(key);
    if (!target) throw new Error(`storage key outside the uploads folder: ${key}`);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    return target;
  };

  return {
    async put(key, bytes) {
      await fsp.writeFile(await writable(key), bytes);
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      if (!file) return null;
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      const contentType = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return { body: fs.createReadStream(file), contentType, size: stat.size };
    },
    async delete(key) {
      const file = fileOf(key);
      if (file) await fsp.rm(file, { force: true });
    },
    async copy(fromKey, toKey) {
      const source = fileOf(fromKey);
      if (!source) return false;
      try {
        await fsp.copyFile(source, await writable(toKey));
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
  };
}
