import { mod11CheckDigit } from './mod11.ts';

const CPF_FORMAT = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;
const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * Brazilian CPF check (spec 002 §5 'Basic checkout form'; spec 000 §9 "CPF 11 digits").
 * Accepts exactly `99999999999` or `999.999.999-99` (surrounding whitespace ignored). Rejects any other
 * length or punctuation, letters, a repeated single digit (000.000.000-00, 111.111.111-11, ... which pass
 * the arithmetic but are never issued) and wrong check digits.
 */
export function isValidCpf(value: string): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (!CPF_FORMAT.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return (
    mod11CheckDigit(digits, CPF_WEIGHTS_1) === Number(digits.charAt(9)) &&
    mod11CheckDigit(digits, CPF_WEIGHTS_2) === Number(digits.charAt(10))
  );
}
