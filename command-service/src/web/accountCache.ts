import type { AccountDoc } from '@gym/contracts';
import type { DocumentStore } from '@gym/platform';
import { getAccountByCode } from '@gym/projection-service';

const TTL_MS = 1000;
const caches = new WeakMap<DocumentStore, Map<string, { doc: AccountDoc | null; at: number }>>();

/**
 * The account of the address, looked up on every request. It changes rarely, so an answer is kept
 * for a second: a change of status or features reaches every request within that second.
 */
export async function accountOfAddress(
  docs: DocumentStore,
  code: string,
  now = Date.now(),
): Promise<AccountDoc | null> {
  let cache = caches.get(docs);
  if (!cache) {
    cache = new Map();
    caches.set(docs, cache);
  }
  const hit = cache.get(code);
  if (hit && now - hit.at < TTL_MS) return hit.doc;
  const doc = await getAccountByCode(docs, code);
  // Unknown codes are not kept: anyone can invent them, and a new account must be found at once.
  if (doc) cache.set(code, { doc, at: now });
  else cache.delete(code);
  if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
  return doc;
}

/** Drops the kept answer for a code, so the next request reads a settings change just saved. */
export function forgetAccountOfAddress(docs: DocumentStore, code: string): void {
  caches.get(docs)?.delete(code);
}
