/** Removes accents ('Araújo' → 'Araujo'): sort keys, slugs and e-mail-safe names all need it. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}
