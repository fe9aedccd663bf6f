import type { Doc, FieldFilter, Filter, FindOptions, Scalar } from '../ports/documentStore.ts';
import { assertSafeName } from '../sqlite/openSqlite.ts';
import { searchableText, searchTerms } from '../sqlite/documents/text.ts';

/**
 * The port's filters and sorts in MongoDB's query language. A document is stored as itself plus `_id`
 * (its id) and `_text` (its normalised text fields, one per line) for `$text`.
 */

export type MongoFilter = Record<string, unknown>;
export type MongoSort = Array<[string, 1 | -1]>;
/** A document as MongoDB holds it. */
export interface StoredDoc {
  _id: string;
  _text?: string;
  [field: string]: unknown;
}

/** The stored form's key for a field: `id` is the primary key `_id`. */
export const storedField = (field: string): string => (field === 'id' ? '_id' : field);

const OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in']);

function fieldCondition(field: string, value: FieldFilter): unknown {
  if (value === null || typeof value !== 'object') return value satisfies Scalar;
  const condition: Record<string, unknown> = {};
  for (const [operator, operand] of Object.entries(value)) {
    if (operand === undefined) continue;
    if (!OPERATORS.has(operator)) throw new Error(`Unsupported operator ${operator} on ${field}`);
    condition[operator] = operand;
  }
  return condition;
}

const escapeRegex = (term: string): string => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Same semantics as the SQLite adapter: null matches missing or null, `$ne` keeps missing values,
 * `$text` wants every search term as a substring of the normalised text.
 */
export function toMongoFilter(filter: Filter | undefined): MongoFilter {
  const clauses: MongoFilter[] = [];
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue;
    if (field === '$text') {
      for (const term of searchTerms((value as { search: string }).search))
        clauses.push({ _text: { $regex: escapeRegex(term) } });
      continue;
    }
    assertSafeName('field', field);
    clauses.push({ [storedField(field)]: fieldCondition(field, value as FieldFilter) });
  }
  if (clauses.length === 0) return {};
  if (clauses.length === 1) return clauses[0]!;
  return { $and: clauses };
}

/** The requested order, then the id, so that skip/limit paging is deterministic (as in SQLite). */
export function toMongoSort(options: FindOptions | undefined): MongoSort {
  const sort: MongoSort = (options?.sort ?? []).map(([field, direction]) => {
    assertSafeName('field', field);
    return [storedField(field), direction];
  });
  if (!sort.some(([field]) => field === '_id')) sort.push(['_id', 1]);
  return sort;
}

/** The stored form of a document. */
export function toStored(doc: Doc, textFields: readonly string[]): StoredDoc {
  if (typeof doc.id !== 'string' || doc.id === '') throw new Error('Document without an id');
  const stored: StoredDoc = { ...doc, _id: doc.id };
  const text = searchableText(doc, textFields);
  if (text !== null) stored._text = text;
  return stored;
}

/** The document as the application wrote it. */
export function fromStored<T extends Doc>(stored: StoredDoc): T {
  const { _id, _text, ...doc } = stored;
  // The id is the key `_id` (equal to the written `id`): typed as a Doc, the document is the T written there.
  return { ...doc, id: _id } as T;
}
