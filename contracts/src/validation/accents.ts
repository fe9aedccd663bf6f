/** ASCII without ^ (0x5e) and ` (0x60), the two ASCII characters with the Diacritic property. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a range over all of ASCII, control characters included on purpose
const PLAIN_ASCII = /^[\x00-\x5d\x5f\x61-\x7f]*$/;

/** Removes accents ('Araújo' → 'Araujo'): sort keys, slugs and e-mail-safe names all need it. */
export function withoutAccents(text: string): string {
  // Plain ASCII has nothing to decompose (a rebuild folds ~300k names, most of them plain).
  if (PLAIN_ASCII.test(text)) return text;
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}
