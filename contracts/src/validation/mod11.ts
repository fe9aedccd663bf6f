/**
 * Internal helper (not re-exported from index.ts): check digit of the Brazilian CPF / CNPJ modulo-11
 * scheme. Multiplies each of the first `weights.length` digits by its weight; a remainder below 2 gives 0,
 * otherwise the digit is 11 - remainder.
 */
export function mod11CheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += Number(digits.charAt(i)) * weight;
  });
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}
