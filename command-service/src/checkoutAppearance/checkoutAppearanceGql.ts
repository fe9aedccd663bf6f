import type { AccountDoc, CheckoutAppearance } from '@gym/contracts';

/**
 * What the public checkout shows of an account: its own label (else the name), image (else the
 * account's photo) and colours over spec 002's theme defaults (the page merges them).
 */
export function withCheckoutAppearance<A extends { label: string; image: string | null; theme: unknown }>(
  base: A,
  account: AccountDoc,
  appearance: CheckoutAppearance,
): A & { theme: Partial<Record<string, string>> | null } {
  const colours = Object.fromEntries(Object.entries(appearance.theme).filter(([, v]) => typeof v === 'string'));
  return {
    ...base,
    label: appearance.label ?? base.label,
    image: appearance.imageUrl ?? base.image ?? account.avatarUrl ?? null,
    theme: Object.keys(colours).length ? (colours as Record<string, string>) : null,
  };
}
