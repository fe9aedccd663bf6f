import type { Readable } from 'node:stream';

/**
 * Blob storage port (uploaded media): the embedded adapter keeps files on local disk under DATA_DIR,
 * the distributed one in any S3-compatible store. Keys are `<accountId>/<folder>/<name>`: the first
 * segment is the tenant, which the upload gate checks against the signed grant.
 */
export interface StoredBlob {
  readonly contentType: string;
  /** Size of the whole object in bytes. */
  readonly size: number;
}

export interface BlobRange {
  /** First byte, inclusive. */
  readonly start: number;
  /** Last byte, inclusive. */
  readonly end: number;
}

export interface BlobRead extends StoredBlob {
  /** The bytes asked for (the range, or the whole object), streamed. */
  readonly body: Readable;
  readonly range: BlobRange | null;
}

export interface BlobStorage {
  readonly kind: 'localDisk' | 's3';
  /**
   * Streams `body` into `key`; `size` is the exact length the caller vouches for (the upload gate has
   * counted it against the signed maximum). Nothing is visible under `key` unless the write completed.
   */
  put(key: string, body: Readable, meta: StoredBlob): Promise<void>;
  /** The object's type and size, or null when absent. */
  head(key: string): Promise<StoredBlob | null>;
  /** The object (or a byte range of it) as a stream, or null when absent. A range past the end is clamped. */
  get(key: string, range?: BlobRange): Promise<BlobRead | null>;
  delete(key: string): Promise<void>;
  /**
   * An address the browser can read the object from directly, when the store has one (S3: a presigned
   * GET that expires); null when our own server serves the bytes (local disk).
   */
  directReadUrl(key: string, expiresInSeconds: number): Promise<string | null>;
  close(): Promise<void>;
}

/** Parses one `Range: bytes=a-b` header against a size; null when absent or unsatisfiable. */
export function parseByteRange(header: string | undefined, size: number): BlobRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
