/**
 * What the student search looks for (issue 26). CPF and phone are kept as digits, so a number typed with
 * its mask ('529.982.247-25', '(11) 98765-4321', '+55 11 98765-4321') is searched by its digits: found as
 * the digits are. Anything with a letter or an '@' is searched as typed (names, e-mails).
 */
export function studentSearchTerm(typed: string): string {
  const text = typed.trim();
  if (/^[\d\s.\-()/+]+$/.test(text) && /[^\d]/.test(text)) return text.replace(/\D/g, '');
  return text;
}
