/** Removes every character that is not an ASCII digit 0-9. `null`/`undefined` give ''. */
export function onlyDigits(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  return value.replace(/\D/g, '');
}
