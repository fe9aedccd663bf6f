import { formatBRL, parseBRLToCents } from '@gym/contracts/validation/money';

/** Cents as the money field shows them when not being typed in: 40000 → '400,00', 123456 → '1.234,56'. */
export const moneyTextOf = (cents: number) => formatBRL(Math.round(cents)).replace(/^(-?)R\$ /, '$1');

/**
 * What may be typed in a money field: digits, thousands dots and one comma with at most two decimals.
 * Anything else is dropped as it is typed ('45a0' → '450', '4,567' → '4,56').
 */
export function sanitizeMoneyText(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const comma = kept.indexOf(',');
  if (comma < 0) return kept;
  return `${kept.slice(0, comma)},${kept
    .slice(comma + 1)
    .replace(/[.,]/g, '')
    .slice(0, 2)}`;
}

/** The cents of what is typed, or null when it is not an amount; empty reads as zero. */
export function centsOfMoneyText(text: string): number | null {
  if (text.trim() === '') return 0;
  const cents = parseBRLToCents(text.endsWith(',') ? text.slice(0, -1) : text);
  return cents !== null && cents >= 0 ? cents : null;
}
