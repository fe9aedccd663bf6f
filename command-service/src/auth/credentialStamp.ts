import { createHash } from 'node:crypto';

/**
 * A short fingerprint of a login's password hash, carried in every token issued for it (claim
 * `cst`). A request's token is accepted only while the login's current hash has the same stamp, so a
 * password reset or change revokes every token issued before it, on every device, with no list of
 * tokens to keep (issue 27, finding 6). The stamp reveals nothing of the hash (a truncated SHA-256 of
 * a salted scrypt hash).
 */
export function credentialStamp(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}
