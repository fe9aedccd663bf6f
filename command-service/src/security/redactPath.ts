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

/** The path with its secret segment written `[redacted]`. */
export function redactPath(path: string): string {
  for (const pattern of SECRET_SEGMENTS) if (pattern.test(path)) return path.replace(pattern, '$1[redacted]');
  return path;
}
