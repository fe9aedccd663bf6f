// Blob storage adapters: local disk under DATA_DIR (embedded default) and any S3-compatible store (AWS SDK).
export * from './localDisk/localDiskBlobStorage.ts';
export * from './s3/s3BlobStorage.ts';
