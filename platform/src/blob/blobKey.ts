/** A key is `<account>/<folder...>/<name>`: plain segments only, so no key can leave the store's root. */
export function assertBlobKey(key: string): void {
  const segments = key.split('/');
  const ok =
    segments.length >= 2 &&
    segments.every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '.' && s !== '..') &&
    key.length <= 512;
  if (!ok) throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
}
