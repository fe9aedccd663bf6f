/**
 * BRL money helpers. Money is stored as integer cents (spec 000 §1) and shown as `R$ 1.234,56`.
 *
 * Formatting is done by hand rather than with Intl.NumberFormat('pt-BR', { style: 'currency' }) because
 * (a) Node and some browsers may be built with small-icu and lack pt-BR data, and (b) Intl puts a
 * NON-BREAKING space (U+00A0) after `R$`. These helpers always use a normal space (U+0020) so output is
 * identical everywhere and tests can compare strings exactly. Negative amounts read `-R$ 5,00`.
 */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatBRL expects an integer number of cents, got ${String(cents)}`);
  }
  const negative = cents < 0;
  const abs = String(Math.abs(cents)).padStart(3, '0');
  const reais = abs.slice(0, -2);
  const centavos = abs.slice(-2);
  const grouped = reais.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}R$ ${grouped},${centavos}`;
}

/**
 * Optional sign, optional `R$`, then either thousands-grouped reais (`1.234.567`) or plain digits,
 * then optionally a comma with one or two decimal digits. Any whitespace (including U+00A0) is allowed
 * around the sign and the currency symbol. The sign may come before or after `R$`.
 */
const BRL_PATTERN = /^\s*(-?)\s*(?:R\$)?\s*(-?)\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?\s*$/;

/**
 * Parses a pt-BR money text into integer cents: '1.234,56' / 'R$ 1.234,56' -> 123456, '12,5' -> 1250,
 * '12' -> 1200, '-R$ 5,00' -> -500. A dot is always a thousands separator (so '1.23' is rejected, not
 * read as 1,23). Returns `null` for anything else, and for amounts beyond Number.MAX_SAFE_INTEGER cents.
 */
export function parseBRLToCents(text: string): number | null {
  if (typeof text !== 'string') return null;
  const match = BRL_PATTERN.exec(text);
  if (!match) return null;
  const [, signBefore = '', signAfter = '', reais = '', decimals = ''] = match;
  if (signBefore && signAfter) return null;
  const cents = Number(reais.replace(/\./g, '') + decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  if (cents === 0) return 0;
  return signBefore || signAfter ? -cents : cents;
}
