import { createHash, randomUUID } from 'node:crypto';

export function uuid(): string {
  return randomUUID();
}

/** Our namespace for name-based ids (a fixed random UUID). */
const NAMESPACE = Buffer.from('6f1c3a52-8b0e-4d7a-9c41-2e5b7d90a3f4'.replace(/-/g, ''), 'hex');

/**
 * A UUID v5 (SHA-1, name-based) of the parts: the same parts always give the same id, which makes a
 * retried append idempotent. Parts are joined with a separator that cannot occur in them by accident.
 */
export function deterministicId(...parts: string[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(parts.join('\u0000')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
