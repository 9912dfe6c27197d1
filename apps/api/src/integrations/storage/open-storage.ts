import type { StorageConfig } from '../../config';
import type { ObjectStorage } from '../ports';
import { localFolderStorage } from './local-folder';

/** The store config.ts chose; the S3 SDK is loaded only when a bucket is configured. */
export async function openObjectStorage(config: StorageConfig): Promise<ObjectStorage> {
  if (config.kind === 'folder') return localFolderStorage(config.dir);
  const { s3Storage } = await import('./s3');
  return s3Storage(config);
}
