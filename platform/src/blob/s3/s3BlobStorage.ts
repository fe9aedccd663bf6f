import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { BlobRange, BlobRead, BlobStorage, StoredBlob } from '../../ports/blobStorage.ts';
import { assertBlobKey } from '../blobKey.ts';

export interface S3BlobStorageOptions {
  /** e.g. http://127.0.0.1:9000 for MinIO; omitted for AWS itself. */
  readonly endpoint?: string;
  readonly region?: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Path-style addresses (MinIO, S3Mock); default true when an endpoint is given. */
  readonly forcePathStyle?: boolean;
  /** Create the bucket when missing (development stores); default false. */
  readonly createBucket?: boolean;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * The distributed adapter: any S3-compatible store through the AWS SDK. Writes stream (PutObject with
 * the length the upload gate counted: S3 stores all of it or nothing); reads stream, ranges included;
 * `directReadUrl` is a presigned GET, so video is served by the store itself with its own range support.
 */
export async function s3BlobStorage(options: S3BlobStorageOptions): Promise<BlobStorage> {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'us-east-1',
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // A streamed body with a trailing checksum needs aws-chunked encoding, which not every
    // S3-compatible server speaks; the gate has already counted every byte.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  if (options.createBucket) {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      if (!notFound(error)) throw error;
      await client.send(new CreateBucketCommand({ Bucket }));
    }
  }

  async function head(key: string): Promise<StoredBlob | null> {
    assertBlobKey(key);
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { contentType: out.ContentType ?? 'application/octet-stream', size: out.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key: string, body: Readable, meta: StoredBlob) {
      assertBlobKey(key);
      // The SDK's HTTP handler does not listen for a failing body: abort the request ourselves, so S3
      // discards the partial object and the caller gets the body's error instead of a hang.
      const abort = new AbortController();
      let bodyError: unknown = null;
      body.once('error', (error) => {
        bodyError = error;
        abort.abort(error);
      });
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: meta.contentType,
            ContentLength: meta.size,
          }),
          { abortSignal: abort.signal },
        );
      } catch (error) {
        throw bodyError ?? error;
      }
      if (bodyError) throw bodyError;
    },
    head,
    async get(key: string, range?: BlobRange): Promise<BlobRead | null> {
      const found = await head(key);
      if (!found) return null;
      const clamped = range ? { start: range.start, end: Math.min(range.end, found.size - 1) } : null;
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: clamped ? `bytes=${clamped.start}-${clamped.end}` : undefined,
          }),
        );
        return { ...found, body: out.Body as Readable, range: clamped };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key: string) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async directReadUrl(key: string, expiresInSeconds: number) {
      assertBlobKey(key);
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: expiresInSeconds });
    },
    async close() {
      client.destroy();
    },
  };
}
