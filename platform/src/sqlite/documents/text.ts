import type { Doc } from '../../ports/documentStore.ts';

/** Lower case, accents stripped: 'José' and 'JOSE' both become 'jose'. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function readPath(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The searchable text of a document: its text fields, normalised, one per line so terms never span two fields. */
export function searchableText(doc: Doc, textFields: readonly string[]): string | null {
  if (textFields.length === 0) return null;
  const parts: string[] = [];
  for (const field of textFields) {
    const value = readPath(doc, field);
    if (value === undefined || value === null) continue;
    parts.push(normalizeText(Array.isArray(value) ? value.join(' ') : String(value)));
  }
  return parts.join('\n');
}

/** Search terms: whitespace-separated, normalised, each must occur as a substring. */
export function searchTerms(search: string): string[] {
  return normalizeText(search)
    .split(/\s+/)
    .filter((term) => term.length > 0);
}
