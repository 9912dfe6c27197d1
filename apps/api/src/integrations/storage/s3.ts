import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ObjectStorage, StoredObject } from '../ports';

// S3 or any store that speaks its protocol (MinIO, Cloudflare R2, DigitalOcean Spaces…), chosen by
// S3_BUCKET (config.ts). The bucket stays private: the API reads the objects and serves them itself
// under /uploads/ (docs/decisions/0040-object-storage.md).

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another provider's endpoint (S3_URL); AWS's own when absent. */
  endpoint?: string;
  /** Bucket in the path (`{endpoint}/{bucket}/{key}`), as MinIO and most local servers need. */
  forcePathStyle: boolean;
  /** Without them the SDK's own chain (instance role, AWS_* variables) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const missing = (err: unknown) => err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's newer
    // default (a CRC32 trailer on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3Storage(config: S3StorageConfig): ObjectStorage {
  const client = s3Client(config);
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        // In Node the body is the HTTP response stream.
        return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream', size: object.ContentLength };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async copy(fromKey, toKey) {
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}` }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
  };
}
