/**
 * Practical e-mail rule shared by the server schemas and the forms (one rule everywhere):
 * `local@domain.tld` where
 * - the local part uses letters, digits and `. _ % + ' -`, does not start or end with a dot and has no `..`;
 * - the domain is one or more labels of letters, digits and inner hyphens, separated by single dots;
 * - the top-level domain is at least 2 letters;
 * - no spaces anywhere (callers trim input first), at most 64 characters before `@` and 254 in total.
 * Quoted local parts, IP-literal domains and non-ASCII addresses are deliberately not accepted.
 */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9._%+'-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.indexOf('@');
  if (at < 1 || at > 64) return false;
  return EMAIL_PATTERN.test(value);
}
