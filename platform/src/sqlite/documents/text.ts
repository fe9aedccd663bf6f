import type { Doc } from '../../ports/documentStore.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: a range over all of ASCII, control characters included on purpose
const ASCII = /^[\x00-\x7f]*$/;

/** Lower case, accents stripped: 'José' and 'JOSE' both become 'jose'. */
export function normalizeText(value: string): string {
  // ASCII has no combining marks and nothing to decompose: the common case skips NFD.
  if (ASCII.test(value)) return value.toLowerCase();
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Split field paths, kept: every written document reads its text and column fields by path. */
const splitPaths = new Map<string, readonly string[]>();

export function readPath(doc: unknown, path: string): unknown {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    splitPaths.set(path, keys);
  }
  let value: unknown = doc;
  for (const key of keys) {
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

/**
 * The value SQLite's json_extract(data, '$.path') gives for a field of the stored JSON: booleans as
 * 1/0, null or missing as NULL, objects and arrays as their JSON text. Real columns hold exactly
 * this, so a filter or sort on a column behaves as it did on the expression.
 */
export function sqlValueAt(doc: unknown, path: string): string | number | null {
  return sqlValueOf(readPath(doc, path));
}

function sqlValueOf(value: unknown): string | number | null {
  if (typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return sqlValueOf((value as { toJSON: () => unknown }).toJSON()); // e.g. a Date is stored as its ISO string
  }
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null; // JSON.stringify writes NaN and Infinity as null
    case 'boolean':
      return value ? 1 : 0;
    case 'object':
      return value === null ? null : JSON.stringify(value);
    default:
      return null;
  }
}
