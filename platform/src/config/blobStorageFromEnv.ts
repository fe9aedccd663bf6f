import path from 'node:path';
import type { BlobStorage } from '../ports/blobStorage.ts';
import { localDiskBlobStorage } from '../blob/localDisk/localDiskBlobStorage.ts';
import { s3BlobStorage } from '../blob/s3/s3BlobStorage.ts';

/**
 * S3 when S3_BUCKET is set (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
 * S3_CREATE_BUCKET=true for development stores), else files under `<dataDir>/uploads`.
 */
export async function blobStorageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<BlobStorage> {
  if (!env.S3_BUCKET) return localDiskBlobStorage(path.join(dataDir, 'uploads'));
  return s3BlobStorage({
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || undefined,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    createBucket: env.S3_CREATE_BUCKET === 'true',
  });
}
