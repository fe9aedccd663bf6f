const CEP_FORMAT = /^\d{5}-?\d{3}$/;

/** Brazilian postal code (CEP): 8 digits, `99999-999` or `99999999` (surrounding whitespace ignored). */
export function isValidCep(value: string): boolean {
  if (typeof value !== 'string') return false;
  return CEP_FORMAT.test(value.trim());
}
