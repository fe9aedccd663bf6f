import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { QrCodeClaims } from './qrCheckinDecider.ts';

/** The QR codes' own key, derived from the server's signing secret (so no new secret to keep). */
const keyOf = (secret: string) => createHmac('sha256', secret).update('checkin-qr-code/v1').digest();
const mac = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** `<claims as base64url JSON>.<HMAC-SHA256>`: what the app's QR code holds. */
export function signQrCode(
  secret: string,
  claims: Omit<QrCodeClaims, 'nonce'>,
): { token: string; claims: QrCodeClaims } {
  const full = { ...claims, nonce: randomUUID() };
  const payload = Buffer.from(
    JSON.stringify({ a: full.accountId, s: full.studentId, n: full.nonce, e: full.expiresAt }),
  ).toString('base64url');
  return { token: `${payload}.${mac(secret, payload)}`, claims: full };
}

/** The claims of a well-formed, correctly signed code; null for anything else (never throws on hostile input). */
export function verifyQrCode(secret: string, token: string): QrCodeClaims | null {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [payload, signature, extra] = token.trim().split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { a, s, n, e } = raw;
    if (typeof a !== 'string' || typeof s !== 'string' || typeof n !== 'string' || typeof e !== 'number') return null;
    return { accountId: a, studentId: s, nonce: n, expiresAt: e };
  } catch {
    return null;
  }
}
