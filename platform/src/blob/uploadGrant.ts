import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed, expiring permission to PUT one object, issued by requestPresignedUpload and checked by the
 * upload gate of our own server (both adapters: an S3 presigned PUT cannot cap the body's size, so the
 * bytes pass through the gate, which streams them into the store). The HMAC covers the account's
 * folder, the key, the content type, the maximum size and the expiry.
 */
export interface UploadGrant {
  readonly accountId: string;
  readonly key: string;
  readonly contentType: string;
  readonly maxBytes: number;
  /** Unix seconds. */
  readonly expires: number;
}

const payloadOf = (g: UploadGrant) =>
  [g.accountId, g.key, g.contentType, String(g.maxBytes), String(g.expires)].join('\n');

export function signUploadGrant(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', secret).update(payloadOf(grant)).digest('base64url');
}

export function uploadGrantSignatureValid(secret: string, grant: UploadGrant, signature: string): boolean {
  const expected = Buffer.from(signUploadGrant(secret, grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The query string of a grant's upload address. */
export function uploadGrantQuery(secret: string, grant: UploadGrant): string {
  const params = new URLSearchParams({
    account: grant.accountId,
    ct: grant.contentType,
    max: String(grant.maxBytes),
    exp: String(grant.expires),
    sig: signUploadGrant(secret, grant),
  });
  return params.toString();
}

/** Reads a grant back from an upload address's key and query; null when a part is missing. */
export function uploadGrantFromQuery(
  key: string,
  query: Record<string, unknown>,
): { grant: UploadGrant; signature: string } | null {
  const { account, ct, max, exp, sig } = query;
  if (
    typeof account !== 'string' ||
    typeof ct !== 'string' ||
    typeof max !== 'string' ||
    typeof exp !== 'string' ||
    typeof sig !== 'string'
  )
    return null;
  const maxBytes = Number(max);
  const expires = Number(exp);
  if (!Number.isSafeInteger(maxBytes) || !Number.isSafeInteger(expires)) return null;
  return { grant: { accountId: account, key, contentType: ct, maxBytes, expires }, signature: sig };
}
