import { reservedAccountCodes, withoutAccents } from '@gym/contracts';

const MAX = 40;

/** `Maria Silva Personal` → `maria-silva-personal`: lower case, no accents, hyphens, at most 40. */
export function accountCodeOf(name: string): string {
  const slug = withoutAccents(name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, MAX).replace(/-+$/, '');
  return slug.length >= 2 ? slug : `conta-${slug || '1'}`.replace(/-$/, '');
}

/**
 * The n-th code tried for a name (n from 1): the name's code, then `-2`, `-3`... cut so that the
 * whole stays within 40 characters. Reserved codes (top-level routes) are never offered.
 */
export function accountCodeCandidate(name: string, n: number): string {
  const base = accountCodeOf(name);
  const reserved = (reservedAccountCodes as readonly string[]).includes(base);
  if (n === 1 && !reserved) return base;
  const suffix = `-${reserved ? n + 1 : n}`;
  return `${base.slice(0, MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}
