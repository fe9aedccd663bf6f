/**
 * Addresses whose path carries a credential, as a log line may write them: the second provider's webhook key
 * (`/{code}/mundipagg/{key}`, the webhook's only credential), the sandbox onboarding link and a Pagar.me card
 * token looked up by id. Each keeps its shape so the line still says which route it was.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /^(\/[^/]+\/mundipagg\/)[^/]+/i,
  /^(\/payments\/sandbox\/onboarding\/)[^/]+/i,
  /^(\/payments\/sandbox\/pagarme\/core\/v5\/tokens\/)[^/]+/i,
];

/**
 * A file's key is what keeps it private (its address carries no token): `/{account}/files/<key>` and
 * `/{account}/uploads/<key>` are logged with the key hidden, the folder kept (issue 36, item 8).
 */
export function loggablePath(path: string): string {
  return path.replace(/^(\/[^/]+\/(?:files|uploads)\/)(.*)$/, (_all, head: string, key: string) => {
    const folder = key.split('/').slice(1, -1).join('/');
    return `${head}[oculto]${folder ? `/${folder}` : ''}`;
  });
}

/** The path as a log line may write it: its secret segment written `[redacted]`, a file's key hidden. */
export function redactPath(path: string): string {
  for (const pattern of SECRET_SEGMENTS) if (pattern.test(path)) return path.replace(pattern, '$1[redacted]');
  return loggablePath(path);
}
