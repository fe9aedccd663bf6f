import type { Statement } from 'better-sqlite3';
import type { CollectionSpec, Doc } from '../../ports/documentStore.ts';
import { quoteId, type SqliteDb } from '../openSqlite.ts';
import {
  columnsOf,
  createIndexSql,
  createKeySql,
  ftsName,
  indexSignature,
  isExpressionIndexName,
  isKeyIndex,
  tableName,
  validateSpec,
  type FieldColumns,
} from './names.ts';
import { afterBulkFillSql, beforeBulkFillSql, FTS_DEFINITION } from './ftsBulkFill.ts';
import { searchableText, sqlValueAt } from './text.ts';

export interface CollectionInfo {
  readonly spec: CollectionSpec;
  readonly table: string;
  /** The trigram FTS table, when the collection declares text fields. */
  readonly fts: string | null;
  /** The real columns kept beside the JSON, one per indexed field (see `columnsOf`). */
  readonly columns: FieldColumns;
}

function infoOf(spec: CollectionSpec): CollectionInfo {
  const hasText = (spec.textFields ?? []).length > 0;
  return { spec, table: tableName(spec.name), fts: hasText ? ftsName(spec.name) : null, columns: columnsOf(spec) };
}

interface WriteStatements {
  readonly find: Statement;
  readonly insert: Statement;
  /** Prepared on first use: its ON CONFLICT needs the key, which a bulk load builds last. */
  readonly upsertSql: string;
  readonly update: Statement;
  readonly ftsInsert: string | null;
  readonly ftsDelete: string | null;
}

/** Column values of a document, in the order of `info.columns`. */
function columnValues(info: CollectionInfo, doc: Doc): (string | number | null)[] {
  const values: (string | number | null)[] = [];
  for (const field of info.columns.keys()) values.push(sqlValueAt(doc, field));
  return values;
}

/**
 * The table of a collection. Its key is a separate unique index on `id` (`createKeySql`), not a
 * PRIMARY KEY, so that a bulk load can insert first and build the key in one pass at the end (150k
 * documents with random ids: 0.93 s of inserts + 0.13 s for the key, against 1.72 s keeping it
 * sorted). Files from before have `id TEXT PRIMARY KEY`, which is the same unique index under another name.
 */
function createTableSql(info: CollectionInfo): string {
  // Untyped columns (no affinity): a value is stored as given, as json_extract would return it.
  const extra = [...info.columns.values()].map((column) => `${quoteId(column)}, `).join('');
  // The JSON last: a search reads the id, the columns and the text of every match, which then sit
  // together at the start of the row instead of after ~1 KB of JSON, in fewer cache lines (a broad
  // search on 100k students, caches cold between queries as they are between HTTP requests: ~9 ms
  // against ~11). Tables made before keep `id, data, _text, columns…` until their next rebuild;
  // every statement names its columns.
  return `CREATE TABLE IF NOT EXISTS ${quoteId(info.table)} (id TEXT NOT NULL, ${extra}_text TEXT, data TEXT NOT NULL)`;
}

/** Texts of rows inserted into a bulk-loaded collection, by rowid, for a text index built elsewhere. */
export interface NewTexts {
  readonly rowids: number[];
  readonly texts: string[];
}

/** Synchronous table-level operations shared by the store and its collections; callers own transactions. */
export class DocTables {
  private readonly registry = new Map<string, CollectionInfo>();
  private readonly statements = new Map<string, Statement>();
  private readonly writeCache = new WeakMap<CollectionInfo, WriteStatements>();
  /**
   * Collections being bulk-loaded: no secondary indexes and no FTS rows until `finishBulkLoad`, which
   * builds both in one pass each (far cheaper than maintaining them row by row). In memory only: a
   * bulk-loaded copy that outlives its process is a rebuild copy, and rebuilds drop stale copies first.
   */
  private readonly bulk = new Set<string>();
  /**
   * Bulk-loaded collections whose key (the unique index on `id`) is not built yet, with the ids
   * inserted so far: a new id is a plain insert; a second write of an id, a delete or a read by id
   * builds the key first. `null`: the ids are not known (the registry was reloaded), key before any write.
   */
  private readonly unkeyed = new Map<string, Set<string> | null>();
  /**
   * Bulk-loaded collections whose text index is built outside this connection while they are filled
   * (`SideTextIndex`), with the texts of the rows inserted by the current transaction. A collection
   * leaves it at its first write that is not a plain insert: its text index is then filled here.
   */
  private readonly textElsewhere = new Map<string, NewTexts>();

  constructor(readonly db: SqliteDb) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS _collections (name TEXT PRIMARY KEY, spec TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);`);
    this.reload();
  }

  /** Re-reads the registry from disk, e.g. after a rolled-back transaction changed it in memory. */
  reload(): void {
    this.registry.clear();
    for (const row of this.prepare('SELECT spec FROM _collections').all() as { spec: string }[]) {
      const spec = JSON.parse(row.spec) as CollectionSpec;
      this.registry.set(spec.name, infoOf(spec));
    }
    for (const name of [...this.bulk]) if (!this.registry.has(name)) this.bulk.delete(name);
    // A rolled-back key build leaves a table without its key: it is built again before the next write.
    for (const info of this.registry.values()) {
      if (this.hasKey(info.table)) this.unkeyed.delete(info.spec.name);
      else if (!this.unkeyed.has(info.spec.name)) this.unkeyed.set(info.spec.name, null);
    }
    for (const name of [...this.unkeyed.keys()]) if (!this.registry.has(name)) this.unkeyed.delete(name);
    // The rows of a rolled-back transaction do not exist: their texts are forgotten.
    for (const name of [...this.textElsewhere.keys()]) {
      if (this.bulk.has(name)) this.textElsewhere.set(name, { rowids: [], texts: [] });
      else this.textElsewhere.delete(name);
    }
  }

  private tableExists(name: string): boolean {
    return this.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
  }

  private indexesOf(table: string): { name: string; origin: string }[] {
    return this.db.pragma(`index_list(${quoteId(table)})`) as { name: string; origin: string }[];
  }

  private hasKey(table: string, indexes = this.indexesOf(table)): boolean {
    return indexes.some((index) => index.origin === 'pk' || isKeyIndex(index.name));
  }

  /** Builds the key of a bulk-loaded collection, if it has none yet. */
  private ensureKey(name: string): void {
    if (!this.unkeyed.has(name)) return;
    this.db.exec(createKeySql(name));
    this.unkeyed.delete(name);
  }

  isBulkLoading(name: string): boolean {
    return this.bulk.has(name);
  }

  isAnyBulkLoading(): boolean {
    return this.bulk.size > 0;
  }

  /** From now on, the texts of the rows inserted into this bulk-loaded collection are collected for `takeNewTexts`. */
  buildTextElsewhere(name: string): boolean {
    if (!this.bulk.has(name) || !this.info(name).fts || this.tableExists(this.info(name).fts!)) return false;
    this.textElsewhere.set(name, { rowids: [], texts: [] });
    return true;
  }

  isTextBuiltElsewhere(name: string): boolean {
    return this.textElsewhere.has(name);
  }

  /**
   * Whether new documents can go into this collection as plain inserts from another connection (see
   * `SideWriter`): a bulk load whose key is not built yet and whose ids so far are known.
   */
  takesRowsFromElsewhere(name: string): boolean {
    return this.bulk.has(name) && this.unkeyed.get(name) instanceof Set;
  }

  /** The largest rowid of a collection's table (0 when empty): rows written elsewhere are numbered after it. */
  lastRowid(name: string): number {
    const row = this.prepare(`SELECT max(rowid) AS r FROM ${quoteId(this.info(name).table)}`).get() as {
      r: number | null;
    };
    return row.r ?? 0;
  }

  /** Remembers ids inserted from elsewhere, as a plain insert here would; an id seen before is refused. */
  noteRowsFromElsewhere(name: string, ids: readonly string[]): void {
    const inserted = this.unkeyed.get(name);
    if (!(inserted instanceof Set)) throw new Error(`Collection "${name}" takes no rows from elsewhere now`);
    const fresh = new Set<string>();
    for (const id of ids) {
      // Twice in `ids` is refused too: both rows would be inserted.
      if (inserted.has(id) || fresh.has(id))
        throw new Error(`Document "${id}" is in ${name} already: only new documents are loaded in bulk`);
      fresh.add(id);
    }
    for (const id of fresh) inserted.add(id);
  }

  /**
   * After a failed load from elsewhere, which rows made it in is unknown: the key is built before the
   * next write, and the text index is filled from the table (texts sent elsewhere may be of rows never written).
   */
  forgetRowsFromElsewhere(name: string): void {
    if (this.unkeyed.has(name)) this.unkeyed.set(name, null);
    this.textElsewhere.delete(name);
  }

  /**
   * The insert a writer elsewhere runs per row, with the rowid, the JSON and the text as parameters (the
   * last two as UTF-8 blobs). The id and the column values are read from the JSON with json_extract:
   * exactly what the columns hold by definition (see `columnsOf`).
   */
  insertFromJsonSql(name: string): string {
    const info = this.info(name);
    const columns = [...info.columns].map(([field, column]) => ({
      column: quoteId(column),
      value: `json_extract(d, '$.${field}')`,
    }));
    const names = ['rowid', 'id', 'data', '_text', ...columns.map((c) => c.column)].join(', ');
    const values = ['r', `json_extract(d, '$.id')`, 'd', 't', ...columns.map((c) => c.value)].join(', ');
    return `INSERT INTO ${quoteId(info.table)} (${names}) SELECT ${values} FROM (SELECT ? AS r, CAST(? AS TEXT) AS d, CAST(? AS TEXT) AS t)`;
  }

  /** The texts collected since the last call, per collection (call it once a transaction has committed). */
  takeNewTexts(): Map<string, NewTexts> {
    const taken = new Map<string, NewTexts>();
    for (const [name, pending] of this.textElsewhere) {
      if (pending.rowids.length === 0) continue;
      taken.set(name, pending);
      this.textElsewhere.set(name, { rowids: [], texts: [] });
    }
    return taken;
  }

  /**
   * Creates an empty collection for a bulk load: the table only, without its indexes and FTS table
   * (written by `finishBulkLoad`). Fails if the collection exists already.
   */
  ensureForBulkLoad(spec: CollectionSpec): void {
    validateSpec(spec);
    const previous = this.registry.get(spec.name);
    if (previous && this.bulk.has(spec.name)) {
      // A second projection on the same copy: indexes accumulate and the text fields are the latest, as in `ensure`.
      const indexes = [...(previous.spec.indexes ?? [])];
      for (const index of spec.indexes ?? [])
        if (!indexes.some((i) => indexSignature(i) === indexSignature(index))) indexes.push(index);
      const merged: CollectionSpec = { ...spec, indexes };
      const info = infoOf(merged);
      this.addMissingColumns(info);
      this.registry.set(spec.name, info);
      this.prepare('UPDATE _collections SET spec = ? WHERE name = ?').run(JSON.stringify(merged), spec.name);
      return;
    }
    if (previous) throw new Error(`Collection "${spec.name}" exists already: bulk loads start from a new collection`);
    const info = infoOf(spec);
    this.db.exec(`DROP TABLE IF EXISTS ${quoteId(info.table)}; DROP TABLE IF EXISTS ${quoteId(ftsName(spec.name))};`);
    this.db.exec(createTableSql(info));
    this.registry.set(spec.name, info);
    this.bulk.add(spec.name);
    this.unkeyed.set(spec.name, new Set());
    this.prepare(
      'INSERT INTO _collections (name, spec) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET spec = excluded.spec',
    ).run(spec.name, JSON.stringify(spec));
  }

  /** Builds the key and the indexes of a bulk-loaded collection (those it lacks), each in one pass. */
  indexBulkLoad(name: string): void {
    if (!this.bulk.has(name)) return;
    const info = this.info(name);
    this.ensureKey(name);
    const existing = this.indexesOf(info.table).map((row) => row.name);
    for (const index of info.spec.indexes ?? []) {
      if (!existing.some((indexName) => indexName.startsWith(indexSignature(index))))
        this.db.exec(createIndexSql(name, index, info.columns));
    }
  }

  /**
   * Ends a bulk load: the key and the indexes, then the text index filled in one statement, unless it
   * was built elsewhere and installed already (`SideTextIndex`).
   */
  finishBulkLoad(name: string): void {
    if (!this.bulk.has(name)) return;
    const info = this.info(name);
    this.indexBulkLoad(name);
    if (info.fts && !this.tableExists(info.fts)) {
      const fts = quoteId(info.fts);
      this.db.exec(`CREATE VIRTUAL TABLE ${fts} USING ${FTS_DEFINITION}`);
      this.db.exec(beforeBulkFillSql(fts));
      this.db.exec(`INSERT INTO ${fts} (rowid, t) SELECT rowid, coalesce(_text, '') FROM ${quoteId(info.table)}`);
      for (const sql of afterBulkFillSql(fts)) this.db.exec(sql);
    }
    this.bulk.delete(name);
    this.textElsewhere.delete(name);
  }

  /** Statements are prepared once per SQL text; SQLite re-prepares them itself after schema changes. */
  prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  info(name: string): CollectionInfo {
    const info = this.registry.get(name);
    if (!info) throw new Error(`Collection "${name}" does not exist: call ensureCollection first`);
    return info;
  }

  has(name: string): boolean {
    return this.registry.has(name);
  }

  ensure(spec: CollectionSpec): void {
    validateSpec(spec);
    this.finishBulkLoad(spec.name);
    const info = infoOf(spec);
    const previous = this.registry.get(spec.name);
    this.db.exec(createTableSql(info));
    // Read once: the key (`ixk_`) is neither an expression index (`ix_`) nor a column index (`ixc_`).
    const indexes = this.indexesOf(info.table);
    if (!this.hasKey(info.table, indexes)) this.db.exec(createKeySql(spec.name));
    this.addMissingColumns(info);
    if (info.fts) this.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${quoteId(info.fts)} USING ${FTS_DEFINITION}`);
    const existing = indexes.map((row) => row.name);
    // Indexes on json_extract expressions (older files) give way to the same indexes on the columns.
    for (const name of existing) if (isExpressionIndexName(name)) this.db.exec(`DROP INDEX ${quoteId(name)}`);
    for (const index of spec.indexes ?? []) {
      const signature = indexSignature(index);
      if (!existing.some((name) => name.startsWith(signature)))
        this.db.exec(createIndexSql(spec.name, index, info.columns));
    }
    this.registry.set(spec.name, info);
    this.prepare(
      'INSERT INTO _collections (name, spec) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET spec = excluded.spec',
    ).run(spec.name, JSON.stringify(spec));
    if (previous && JSON.stringify(previous.spec.textFields ?? []) !== JSON.stringify(spec.textFields ?? []))
      this.reindexText(info);
  }

  /** Adds the columns a table lacks (a file from before the columns, or a newly indexed field) and fills them from the JSON. */
  private addMissingColumns(info: CollectionInfo): void {
    const present = new Set(
      (this.db.pragma(`table_info(${quoteId(info.table)})`) as { name: string }[]).map((row) => row.name),
    );
    for (const [field, column] of info.columns) {
      if (present.has(column)) continue;
      this.db.exec(`ALTER TABLE ${quoteId(info.table)} ADD COLUMN ${quoteId(column)}`);
      this.db.prepare(`UPDATE ${quoteId(info.table)} SET ${quoteId(column)} = json_extract(data, ?)`).run(`$.${field}`);
    }
  }

  private reindexText(info: CollectionInfo): void {
    if (info.fts) this.db.exec(`DELETE FROM ${quoteId(info.fts)}`);
    const rows = this.db.prepare(`SELECT rowid AS r, data FROM ${quoteId(info.table)}`).all() as {
      r: number;
      data: string;
    }[];
    for (const row of rows)
      this.writeText(info, row.r, searchableText(JSON.parse(row.data) as Doc, info.spec.textFields ?? []), false);
  }

  private writeText(info: CollectionInfo, rowid: number, text: string | null, replace: boolean): void {
    this.prepare(`UPDATE ${quoteId(info.table)} SET _text = ? WHERE rowid = ?`).run(text, rowid);
    if (!info.fts) return;
    if (replace) this.prepare(`DELETE FROM ${quoteId(info.fts)} WHERE rowid = ?`).run(rowid);
    this.prepare(`INSERT INTO ${quoteId(info.fts)} (rowid, t) VALUES (?, ?)`).run(rowid, text ?? '');
  }

  upsert(name: string, doc: Doc): void {
    const info = this.info(name);
    if (typeof doc.id !== 'string' || doc.id === '') throw new Error(`Document without an id in ${name}`);
    const text = searchableText(doc, info.spec.textFields ?? []);
    const statements = this.writeStatements(info);
    const values = columnValues(info, doc);
    if (this.bulk.has(name)) {
      const inserted = this.unkeyed.get(name);
      if (inserted && !inserted.has(doc.id)) {
        inserted.add(doc.id);
        const { lastInsertRowid } = statements.insert.run(doc.id, JSON.stringify(doc), text, ...values);
        const newTexts = this.textElsewhere.get(name);
        if (newTexts) {
          newTexts.rowids.push(Number(lastInsertRowid));
          newTexts.texts.push(text ?? '');
        }
        return;
      }
      // No FTS rows yet: one statement, whatever the document's previous state. A text index built
      // elsewhere from the inserts would miss this change: this collection's is filled here instead.
      this.textElsewhere.delete(name);
      this.ensureKey(name);
      this.prepare(statements.upsertSql).run(doc.id, JSON.stringify(doc), text, ...values);
      return;
    }
    const existing = statements.find.get(doc.id) as { r: number; t: string | null } | undefined;
    if (!existing) {
      const inserted = statements.insert.run(doc.id, JSON.stringify(doc), text, ...values);
      if (statements.ftsInsert) this.prepare(statements.ftsInsert).run(inserted.lastInsertRowid, text ?? '');
      return;
    }
    statements.update.run(JSON.stringify(doc), text, ...values, existing.r);
    // Re-tokenising is the expensive part of a write; most projector updates leave the text alone.
    if (statements.ftsInsert && statements.ftsDelete && existing.t !== text) {
      this.prepare(statements.ftsDelete).run(existing.r);
      this.prepare(statements.ftsInsert).run(existing.r, text ?? '');
    }
  }

  /** The write statements of a collection, with its columns; kept per registry entry (a new entry gets new ones). */
  private writeStatements(info: CollectionInfo): WriteStatements {
    let statements = this.writeCache.get(info);
    if (statements) return statements;
    const table = quoteId(info.table);
    const columns = [...info.columns.values()].map(quoteId);
    const names = ['id', 'data', '_text', ...columns].join(', ');
    const marks = ['?', '?', '?', ...columns.map(() => '?')].join(', ');
    const sets = ['data', '_text', ...columns];
    const insert = `INSERT INTO ${table} (${names}) VALUES (${marks})`;
    statements = {
      find: this.prepare(`SELECT rowid AS r, _text AS t FROM ${table} WHERE id = ?`),
      insert: this.prepare(insert),
      upsertSql: `${insert} ON CONFLICT(id) DO UPDATE SET ${sets.map((c) => `${c} = excluded.${c}`).join(', ')}`,
      update: this.prepare(`UPDATE ${table} SET ${sets.map((c) => `${c} = ?`).join(', ')} WHERE rowid = ?`),
      // The FTS table of a bulk-loaded copy does not exist yet: its statements are prepared on first use.
      ftsInsert: info.fts ? `INSERT INTO ${quoteId(info.fts)} (rowid, t) VALUES (?, ?)` : null,
      ftsDelete: info.fts ? `DELETE FROM ${quoteId(info.fts)} WHERE rowid = ?` : null,
    };
    this.writeCache.set(info, statements);
    return statements;
  }

  delete(name: string, id: string): boolean {
    const info = this.info(name);
    this.ensureKey(name);
    this.textElsewhere.delete(name);
    const row = this.prepare(`DELETE FROM ${quoteId(info.table)} WHERE id = ? RETURNING rowid AS r`).get(id) as
      | { r: number }
      | undefined;
    if (row && info.fts && !this.bulk.has(name))
      this.prepare(`DELETE FROM ${quoteId(info.fts)} WHERE rowid = ?`).run(row.r);
    return row !== undefined;
  }

  get(name: string, id: string): Doc | null {
    this.ensureKey(name);
    const row = this.prepare(`SELECT data FROM ${quoteId(this.info(name).table)} WHERE id = ?`).get(id) as
      | { data: string }
      | undefined;
    return row ? (JSON.parse(row.data) as Doc) : null;
  }

  drop(name: string): void {
    this.db.exec(`DROP TABLE IF EXISTS ${quoteId(tableName(name))}; DROP TABLE IF EXISTS ${quoteId(ftsName(name))};`);
    this.prepare('DELETE FROM _collections WHERE name = ?').run(name);
    this.registry.delete(name);
    this.bulk.delete(name);
    this.unkeyed.delete(name);
    this.textElsewhere.delete(name);
  }

  /** Renames a rebuilt collection over a live one; its indexes keep their (table-independent) signatures. */
  rename(from: string, to: string): void {
    this.finishBulkLoad(from);
    const source = this.info(from);
    this.drop(to);
    const target = infoOf({ ...source.spec, name: to });
    this.db.exec(`ALTER TABLE ${quoteId(source.table)} RENAME TO ${quoteId(target.table)}`);
    if (source.fts && target.fts) this.db.exec(`ALTER TABLE ${quoteId(source.fts)} RENAME TO ${quoteId(target.fts)}`);
    this.prepare('DELETE FROM _collections WHERE name = ?').run(from);
    this.prepare('INSERT INTO _collections (name, spec) VALUES (?, ?)').run(to, JSON.stringify(target.spec));
    this.registry.delete(from);
    this.registry.set(to, target);
  }

  setCheckpoint(name: string, position: number): void {
    this.prepare(
      'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position',
    ).run(name, position);
  }

  getCheckpoint(name: string): number {
    const row = this.prepare('SELECT position FROM checkpoints WHERE name = ?').get(name) as
      | { position: number }
      | undefined;
    return row?.position ?? 0;
  }
}
