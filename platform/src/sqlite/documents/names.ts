import type { CollectionSpec, IndexSpec } from '../../ports/documentStore.ts';
import { assertSafeName, quoteId } from '../openSqlite.ts';

export function tableName(collection: string): string {
  assertSafeName('collection', collection);
  return `doc_${collection}`;
}

export function ftsName(collection: string): string {
  assertSafeName('collection', collection);
  return `fts_${collection}`;
}

/** The SQL expression for a (possibly dotted) field; `id` is the primary-key column. */
export function fieldExpr(field: string): string {
  assertSafeName('field', field);
  if (field === 'id') return 'id';
  return `json_extract(data, '$.${field}')`;
}

/**
 * Index names are global in SQLite and survive a table rename, so each carries a random suffix and is
 * recognised on its table by its table-independent signature prefix.
 */
export function indexSignature(index: IndexSpec): string {
  for (const field of index.fields) assertSafeName('field', field);
  return `ix_${index.unique ? 'u' : 'n'}_${index.fields.join('_')}__`;
}

export function createIndexSql(collection: string, index: IndexSpec): string {
  const name = indexSignature(index) + Math.random().toString(36).slice(2, 10);
  const columns = index.fields.map(fieldExpr).join(', ');
  return `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${quoteId(name)} ON ${quoteId(tableName(collection))} (${columns})`;
}

export function validateSpec(spec: CollectionSpec): void {
  assertSafeName('collection', spec.name);
  for (const index of spec.indexes ?? []) indexSignature(index);
  for (const field of spec.textFields ?? []) assertSafeName('field', field);
}
