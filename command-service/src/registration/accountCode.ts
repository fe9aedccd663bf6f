import { reservedAccountCodes, withoutAccents } from '@gym/contracts';

const MAX = 40;

/** `Maria Silva Personal` → `maria-silva-personal`: lower case, no accents, hyphens, at most 40. */
export function accountCodeOf(name: string): string {
  const slug = withoutAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `conta-${slug || '1'}`.replace(/-$/, '');
}

/** Attempts numbered `-2`... before the suffix becomes random (a common name has many accounts). */
const NUMBERED = 5;

/**
 * The n-th code tried for a name (n from 1): the name's code, then `-2` to `-5`, then a random
 * 4-to-6-digit suffix (`random` in [0, 1)), so that the hundredth "Ana Silva" does not walk through 99
 * taken codes first. Cut so that the whole stays within 40 characters; reserved codes (top-level
 * routes) are never offered.
 */
export function accountCodeCandidate(name: string, n: number, random = 0): string {
  const base = accountCodeOf(name);
  const reserved = (reservedAccountCodes as readonly string[]).includes(base);
  if (n === 1 && !reserved) return base;
  const digits = 4 + Math.min(2, Math.floor((n - NUMBERED - 1) / 10));
  const tail =
    n <= NUMBERED
      ? String(reserved ? n + 1 : n)
      : String(10 ** (digits - 1) + Math.floor(random * 9 * 10 ** (digits - 1)));
  const suffix = `-${tail}`;
  return `${base.slice(0, MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}
