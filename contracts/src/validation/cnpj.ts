import { mod11CheckDigit } from './mod11.ts';

const CNPJ_FORMAT = /^(?:\d{14}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/;
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * Brazilian CNPJ check (billing document of a company account, spec 000 §4).
 * Accepts exactly `99999999999999` or `99.999.999/9999-99` (surrounding whitespace ignored). Rejects other
 * lengths or punctuation, letters, a repeated single digit and wrong check digits.
 * Note: the alphanumeric CNPJ announced by the Receita Federal (issued from July 2026) is not supported.
 */
export function isValidCnpj(value: string): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!CNPJ_FORMAT.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (/^(\d)\1{13}$/.test(digits)) return false;
  return (
    mod11CheckDigit(digits, CNPJ_WEIGHTS_1) === Number(digits.charAt(12)) &&
    mod11CheckDigit(digits, CNPJ_WEIGHTS_2) === Number(digits.charAt(13))
  );
}
