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

/** Field → column name of the real columns a collection keeps beside its JSON. */
export type FieldColumns = ReadonlyMap<string, string>;

/**
 * Every indexed field (except `id`, the key column) gets a real column holding what
 * json_extract(data, '$.field') would give: filters, sorts and index builds on it read a column
 * instead of parsing each row's JSON (a broad search reads thousands of rows).
 */
export function columnsOf(spec: CollectionSpec): Map<string, string> {
  const columns = new Map<string, string>();
  for (const index of spec.indexes ?? []) {
    for (const field of index.fields) {
      assertSafeName('field', field);
      if (field !== 'id') columns.set(field, `c_${field}`);
    }
  }
  return columns;
}

/** The SQL expression for a (possibly dotted) field: `id`, its real column, or a json_extract. */
export function fieldExpr(field: string, columns?: FieldColumns): string {
  assertSafeName('field', field);
  if (field === 'id') return 'id';
  const column = columns?.get(field);
  if (column !== undefined) return quoteId(column);
  return `json_extract(data, '$.${field}')`;
}

/**
 * Index names are global in SQLite and survive a table rename, so each carries a random suffix and is
 * recognised on its table by its table-independent signature prefix. `ixc_` indexes are on the real
 * columns; `ix_` ones (files written before the columns existed) were on json_extract expressions.
 */
export function indexSignature(index: IndexSpec): string {
  for (const field of index.fields) assertSafeName('field', field);
  return `ixc_${index.unique ? 'u' : 'n'}_${index.fields.join('_')}__`;
}

/** An index of the JSON-expression era, replaced by its column form when the collection is ensured. */
export function isExpressionIndexName(name: string): boolean {
  return name.startsWith('ix_');
}

export function createIndexSql(collection: string, index: IndexSpec, fieldColumns: FieldColumns): string {
  const name = indexSignature(index) + Math.random().toString(36).slice(2, 10);
  const columns = index.fields.map((field) => fieldExpr(field, fieldColumns)).join(', ');
  return `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${quoteId(name)} ON ${quoteId(tableName(collection))} (${columns})`;
}

/** The key of a collection's table: a unique index on `id`, named like the others with a random suffix. */
const KEY_SIGNATURE = 'ixk_id__';

export function createKeySql(collection: string): string {
  return `CREATE UNIQUE INDEX ${quoteId(KEY_SIGNATURE + Math.random().toString(36).slice(2, 10))} ON ${quoteId(tableName(collection))} (id)`;
}

export function isKeyIndex(name: string): boolean {
  return name.startsWith(KEY_SIGNATURE);
}

export function validateSpec(spec: CollectionSpec): void {
  assertSafeName('collection', spec.name);
  for (const index of spec.indexes ?? []) indexSignature(index);
  for (const field of spec.textFields ?? []) assertSafeName('field', field);
}
