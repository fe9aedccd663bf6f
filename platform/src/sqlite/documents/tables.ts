import type { Statement } from 'better-sqlite3';
import type { CollectionSpec, Doc } from '../../ports/documentStore.ts';
import { quoteId, type SqliteDb } from '../openSqlite.ts';
import { createIndexSql, ftsName, indexSignature, tableName, validateSpec } from './names.ts';
import { searchableText } from './text.ts';

export interface CollectionInfo {
  readonly spec: CollectionSpec;
  readonly table: string;
  /** The trigram FTS table, when the collection declares text fields. */
  readonly fts: string | null;
}

function infoOf(spec: CollectionSpec): CollectionInfo {
  const hasText = (spec.textFields ?? []).length > 0;
  return { spec, table: tableName(spec.name), fts: hasText ? ftsName(spec.name) : null };
}

/** Synchronous table-level operations shared by the store and its collections; callers own transactions. */
export class DocTables {
  private readonly registry = new Map<string, CollectionInfo>();
  private readonly statements = new Map<string, Statement>();
  /**
   * Collections being bulk-loaded: no secondary indexes and no FTS rows until `finishBulkLoad`, which
   * builds both in one pass each (far cheaper than maintaining them row by row). In memory only: a
   * bulk-loaded copy that outlives its process is a rebuild copy, and rebuilds drop stale copies first.
   */
  private readonly bulk = new Set<string>();

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
  }

  isBulkLoading(name: string): boolean {
    return this.bulk.has(name);
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
      for (const index of spec.indexes ?? []) if (!indexes.some((i) => indexSignature(i) === indexSignature(index))) indexes.push(index);
      const merged: CollectionSpec = { ...spec, indexes };
      this.registry.set(spec.name, infoOf(merged));
      this.prepare('UPDATE _collections SET spec = ? WHERE name = ?').run(JSON.stringify(merged), spec.name);
      return;
    }
    if (previous) throw new Error(`Collection "${spec.name}" exists already: bulk loads start from a new collection`);
    const info = infoOf(spec);
    this.db.exec(`DROP TABLE IF EXISTS ${quoteId(info.table)}; DROP TABLE IF EXISTS ${quoteId(ftsName(spec.name))};`);
    this.db.exec(`CREATE TABLE ${quoteId(info.table)} (id TEXT PRIMARY KEY, data TEXT NOT NULL, _text TEXT)`);
    this.registry.set(spec.name, info);
    this.bulk.add(spec.name);
    this.prepare('INSERT INTO _collections (name, spec) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET spec = excluded.spec').run(
      spec.name,
      JSON.stringify(spec),
    );
  }

  /** Builds the indexes and the FTS rows of a bulk-loaded collection in one statement each. */
  finishBulkLoad(name: string): void {
    if (!this.bulk.has(name)) return;
    const info = this.info(name);
    for (const index of info.spec.indexes ?? []) this.db.exec(createIndexSql(name, index));
    if (info.fts) {
      const fts = quoteId(info.fts);
      this.db.exec(`CREATE VIRTUAL TABLE ${fts} USING fts5(t, tokenize='trigram')`);
      // Larger pages and no incremental merging while filling, then one optimize into a single segment:
      // faster than the default settings and leaves an index that answers queries faster too.
      this.db.exec(`INSERT INTO ${fts} (${fts}, rank) VALUES ('pgsz', 4000), ('automerge', 0), ('crisismerge', 64)`);
      this.db.exec(`INSERT INTO ${fts} (rowid, t) SELECT rowid, coalesce(_text, '') FROM ${quoteId(info.table)}`);
      this.db.exec(`INSERT INTO ${fts} (${fts}, rank) VALUES ('automerge', 4), ('crisismerge', 16)`);
      this.db.exec(`INSERT INTO ${fts} (${fts}) VALUES ('optimize')`);
    }
    this.bulk.delete(name);
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
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${quoteId(info.table)} (id TEXT PRIMARY KEY, data TEXT NOT NULL, _text TEXT)`);
    if (info.fts) this.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${quoteId(info.fts)} USING fts5(t, tokenize='trigram')`);
    const existing = (this.db.pragma(`index_list(${quoteId(info.table)})`) as { name: string }[]).map((row) => row.name);
    for (const index of spec.indexes ?? []) {
      const signature = indexSignature(index);
      if (!existing.some((name) => name.startsWith(signature))) this.db.exec(createIndexSql(spec.name, index));
    }
    this.registry.set(spec.name, info);
    this.prepare('INSERT INTO _collections (name, spec) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET spec = excluded.spec').run(
      spec.name,
      JSON.stringify(spec),
    );
    if (previous && JSON.stringify(previous.spec.textFields ?? []) !== JSON.stringify(spec.textFields ?? [])) this.reindexText(info);
  }

  private reindexText(info: CollectionInfo): void {
    if (info.fts) this.db.exec(`DELETE FROM ${quoteId(info.fts)}`);
    const rows = this.db.prepare(`SELECT rowid AS r, data FROM ${quoteId(info.table)}`).all() as { r: number; data: string }[];
    for (const row of rows) this.writeText(info, row.r, searchableText(JSON.parse(row.data) as Doc, info.spec.textFields ?? []), false);
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
    const table = quoteId(info.table);
    if (this.bulk.has(name)) {
      // No FTS rows yet: one statement, whatever the document's previous state.
      this.prepare(`INSERT INTO ${table} (id, data, _text) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, _text = excluded._text`).run(
        doc.id,
        JSON.stringify(doc),
        text,
      );
      return;
    }
    const existing = this.prepare(`SELECT rowid AS r, _text AS t FROM ${table} WHERE id = ?`).get(doc.id) as { r: number; t: string | null } | undefined;
    if (!existing) {
      const inserted = this.prepare(`INSERT INTO ${table} (id, data, _text) VALUES (?, ?, ?)`).run(doc.id, JSON.stringify(doc), text);
      if (info.fts) this.prepare(`INSERT INTO ${quoteId(info.fts)} (rowid, t) VALUES (?, ?)`).run(inserted.lastInsertRowid, text ?? '');
      return;
    }
    this.prepare(`UPDATE ${table} SET data = ?, _text = ? WHERE rowid = ?`).run(JSON.stringify(doc), text, existing.r);
    // Re-tokenising is the expensive part of a write; most projector updates leave the text alone.
    if (info.fts && existing.t !== text) {
      this.prepare(`DELETE FROM ${quoteId(info.fts)} WHERE rowid = ?`).run(existing.r);
      this.prepare(`INSERT INTO ${quoteId(info.fts)} (rowid, t) VALUES (?, ?)`).run(existing.r, text ?? '');
    }
  }

  delete(name: string, id: string): boolean {
    const info = this.info(name);
    const row = this.prepare(`DELETE FROM ${quoteId(info.table)} WHERE id = ? RETURNING rowid AS r`).get(id) as { r: number } | undefined;
    if (row && info.fts && !this.bulk.has(name)) this.prepare(`DELETE FROM ${quoteId(info.fts)} WHERE rowid = ?`).run(row.r);
    return row !== undefined;
  }

  get(name: string, id: string): Doc | null {
    const row = this.prepare(`SELECT data FROM ${quoteId(this.info(name).table)} WHERE id = ?`).get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as Doc) : null;
  }

  drop(name: string): void {
    this.db.exec(`DROP TABLE IF EXISTS ${quoteId(tableName(name))}; DROP TABLE IF EXISTS ${quoteId(ftsName(name))};`);
    this.prepare('DELETE FROM _collections WHERE name = ?').run(name);
    this.registry.delete(name);
    this.bulk.delete(name);
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
    this.prepare('INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position').run(
      name,
      position,
    );
  }

  getCheckpoint(name: string): number {
    const row = this.prepare('SELECT position FROM checkpoints WHERE name = ?').get(name) as { position: number } | undefined;
    return row?.position ?? 0;
  }
}
