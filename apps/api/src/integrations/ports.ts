import type { Readable } from 'node:stream';

// The provider interfaces the app talks to (DESIGN.md §2 "integrations/ports.ts"): each has its
// adapters beside it under integrations/<provider>/, chosen in config, and tests run them for real.

// ---------------------------------------------------------------------------------------------
// Object storage: uploaded images (avatars, logos, product covers, the demo covers). A key is a
// path like `covers/<32 hex>.webp`; the app serves it at `/uploads/<key>` whatever the adapter
// (docs/decisions/0040-object-storage.md). Keys are never rewritten: a new image gets a new key.

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes, when the store says. */
  size?: number;
}

export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Copies an object to a new key; false when the source is missing. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
}
