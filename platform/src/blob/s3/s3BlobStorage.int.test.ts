import { describe, it } from 'vitest';
import { s3MockUnavailableReason, startS3Mock } from '../../../../scripts/s3/server.ts';
import { blobStorageContract } from '../../contract/blobStorage.contract.ts';
import { s3BlobStorage } from './s3BlobStorage.ts';

const skipReason = s3MockUnavailableReason();
if (skipReason) {
  console.warn(`S3 blob storage contract SKIPPED: ${skipReason}`);
  describe('S3 blob storage', () => it.skip(`skipped: ${skipReason}`, () => {}));
} else {
  describe('on a real S3-compatible server (Adobe S3Mock on the JVM, Maven Central jars)', { timeout: 120_000 }, () => {
    blobStorageContract('S3 (S3Mock)', async () => {
      const server = await startS3Mock();
      const storage = await s3BlobStorage({
        endpoint: server.endpoint,
        bucket: server.bucket,
        accessKeyId: 'test',
        secretAccessKey: 'test',
      });
      return {
        storage,
        async cleanup() {
          await storage.close();
          await server.close();
        },
      };
    });
  });
}
