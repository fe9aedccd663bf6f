/**
 * File references (issue 35's blocker). An uploaded file is stored as its relative path
 * `/{account}/files/{key}` and not as an absolute address: the host a browser reaches the server at is
 * only known per request (a default start listens on 0.0.0.0, which is no address a browser may call).
 * Answers turn the path back into an absolute address of the request's origin.
 *
 * A key is `{accountId}/{folder}/{uuid}-{name}` (command-service/src/uploads/uploadHandlers.ts); the
 * account's uuid after `/files/` is what tells our files from any other address.
 */
const FILE_ADDRESS =
  /^(?:https?:\/\/[^/?#\s]+)?\/([^/?#\s]+)\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[^?#\s]+)$/i;

/** `/{account}/files/{key}` for one of our file addresses (absolute, whatever its host, or relative); null otherwise. */
export function fileReferenceOf(value: string): string | null {
  if (!value.includes('/files/')) return null;
  const match = FILE_ADDRESS.exec(value);
  return match ? `/${match[1]}/files/${match[2]}` : null;
}

/** Rewrites every string of a JSON-like value that is one of our file addresses; the same object when none is. */
function mapFileAddresses(value: unknown, rewrite: (reference: string) => string, depth = 0): unknown {
  if (typeof value === 'string') {
    const reference = fileReferenceOf(value);
    return reference === null ? value : rewrite(reference);
  }
  if (value === null || typeof value !== 'object' || depth > 40) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item) => {
      const next = mapFileAddresses(item, rewrite, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  // Only plain objects (JSON): a Date or a Buffer is left as it is.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const next = mapFileAddresses(item, rewrite, depth + 1);
    if (next !== item) {
      out ??= { ...(value as Record<string, unknown>) };
      out[key] = next;
    }
  }
  return out ?? value;
}

/** What is stored: every file address as its relative path (events keep no host). */
export function fileAddressesAsReferences<T>(value: T): T {
  return mapFileAddresses(value, (reference) => reference) as T;
}

/**
 * What is answered: every file address, stored relative or absolute with any host (addresses stored
 * before issue 35 carry `http://0.0.0.0:3000`), as an absolute address of `origin`.
 */
export function fileAddressesFrom<T>(value: T, origin: string): T {
  const base = origin.replace(/\/+$/, '');
  return mapFileAddresses(value, (reference) => `${base}${reference}`) as T;
}
