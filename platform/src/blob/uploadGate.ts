import {
  contentTypeAccepted,
  formatFileSize,
  uploadFolders,
  uploadKindOfFolder,
  uploadMessages,
  type UploadFolder,
} from '@gym/contracts';
import { Transform, type Readable } from 'node:stream';
import type { BlobStorage } from '../ports/blobStorage.ts';
import { uploadGrantSignatureValid, type UploadGrant } from './uploadGrant.ts';

/** Why the gate refused a PUT: an HTTP status and the pt-BR message. */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SignedPut {
  readonly grant: UploadGrant;
  readonly signature: string;
  /** The account of the address the PUT was sent to. */
  readonly addressAccountId: string;
  readonly contentType: string | undefined;
  readonly contentLength: string | undefined;
  readonly body: Readable;
}

/** `<accountId>/<folder>/<name>` → the folder, when it is one of the spec's. */
export function folderOfKey(key: string): UploadFolder | null {
  const rest = key.split('/').slice(1, -1).join('/');
  return (uploadFolders as readonly string[]).includes(rest) ? (rest as UploadFolder) : null;
}

/** The grant itself: its signature, its account and its expiry (refused with 403). */
export function checkSignedPut(
  secret: string,
  put: Pick<SignedPut, 'grant' | 'signature' | 'addressAccountId'>,
  nowSeconds: number,
): void {
  const { grant } = put;
  if (!uploadGrantSignatureValid(secret, grant, put.signature))
    throw new UploadRefused(403, uploadMessages.badSignature);
  if (grant.accountId !== put.addressAccountId || !grant.key.startsWith(`${grant.accountId}/`))
    throw new UploadRefused(403, uploadMessages.otherAccount);
  if (grant.expires < nowSeconds) throw new UploadRefused(403, uploadMessages.expired);
}

/**
 * Checks a signed PUT and streams its body into the store. Refuses, before reading a byte: another
 * account's folder, a bad or expired signature, a type other than the signed one or not accepted by
 * the folder, a declared length above the signed maximum. While streaming, a body longer than declared
 * is cut off and nothing is stored.
 */
export async function receiveSignedPut(
  storage: BlobStorage,
  secret: string,
  put: SignedPut,
  nowSeconds: number,
): Promise<{ key: string; size: number }> {
  const { grant } = put;
  checkSignedPut(secret, put, nowSeconds);
  const folder = folderOfKey(grant.key);
  const type = (put.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!folder || type !== grant.contentType.toLowerCase() || !contentTypeAccepted(uploadKindOfFolder(folder), type)) {
    throw new UploadRefused(415, uploadMessages.typeNotAccepted);
  }
  if (put.contentLength === undefined || !/^\d+$/.test(put.contentLength))
    throw new UploadRefused(411, uploadMessages.lengthRequired);
  const size = Number(put.contentLength);
  if (size > grant.maxBytes) throw new UploadRefused(413, uploadMessages.tooLarge(formatFileSize(grant.maxBytes)));
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > size) done(new UploadRefused(413, uploadMessages.tooLarge(formatFileSize(grant.maxBytes))));
      else done(null, chunk);
    },
    flush(done) {
      done(seen === size ? null : new UploadRefused(400, uploadMessages.network));
    },
  });
  put.body.on('error', (error) => counter.destroy(error));
  // The adapter's pipeline reports the refusal; an emission after it has let go must not go uncaught.
  counter.on('error', () => {});
  await storage.put(grant.key, put.body.pipe(counter), { contentType: type, size });
  return { key: grant.key, size };
}
