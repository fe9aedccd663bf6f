import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openSqlite, quoteId, type SqliteDb } from '../openSqlite.ts';
import { afterBulkFillSql, beforeBulkFillSql, FTS_DEFINITION } from './ftsBulkFill.ts';
import { HelperThread, sqliteModule } from '../helperThread.ts';
import { makeScratchDir } from '../scratchDir.ts';
import type { NewTexts } from './tables.ts';

/** The tables FTS5 keeps an index in (its documented storage: `<table>_data`, `_idx`, ...), as far as a definition has them. */
const SHADOW_TABLES = ['data', 'idx', 'content', 'docsize', 'config'] as const;

type WorkerReply =
  | { kind: 'finished'; collection: string; table: string }
  | { kind: 'failed'; collection?: string; message: string };

/**
 * Builds the text indexes of bulk-loaded collections in another thread: it receives the texts of the
 * rows as they are inserted and indexes them while the writer builds the key and the other indexes.
 * Tokenising 150k students' texts into trigrams takes ~0.8 s, which the writer would otherwise spend
 * after its indexes, with the second core idle. The thread fills a scratch file of its own; when a
 * collection is finished, its index (after an optimize: one segment in FTS5's shadow tables) is copied
 * into the database, together with the creation of its virtual table, in one transaction of a second
 * connection. That connection's commit is what makes the writer's connection read the new index fresh:
 * FTS5 keeps an index's structure cached per connection until another connection changes the file.
 */
export class SideTextIndex {
  private readonly dir = makeScratchDir('gym-text-index-');
  private readonly file = join(this.dir, 'text.sqlite');
  /** Requests by collection, answered with the finished index's table in the scratch file. */
  private readonly thread: HelperThread<string, string, WorkerReply>;
  /** Collections whose thread-side index failed (a write refused there): they are filled in the database instead. */
  private readonly failed = new Set<string>();

  /** Null for an in-memory database (a second connection could not reach it). */
  static start(db: SqliteDb): SideTextIndex | null {
    if (db.memory || db.name === '') return null;
    return new SideTextIndex(db.name);
  }

  private constructor(private readonly dbFile: string) {
    const workerData = {
      sqlite: sqliteModule,
      file: this.file,
      definition: FTS_DEFINITION,
      before: beforeBulkFillSql('$FTS'),
      after: afterBulkFillSql('$FTS'),
    };
    this.thread = new HelperThread(
      new URL('./sideTextIndexWorker.mjs', import.meta.url),
      workerData,
      'text index',
      (reply: WorkerReply) => {
        if (reply.kind === 'finished') return this.thread.resolve(reply.collection, reply.table);
        if (reply.collection === undefined) return this.thread.breakDown(new Error(reply.message));
        this.failed.add(reply.collection);
        this.thread.reject(reply.collection, new Error(reply.message));
      },
    );
  }

  /** Starts (or starts again) the index of a collection, empty. */
  begin(collection: string): void {
    this.failed.delete(collection);
    this.thread.post({ kind: 'reset', collection });
  }

  add(collection: string, texts: NewTexts): void {
    if (this.thread.broken || this.failed.has(collection)) return;
    this.thread.post({ kind: 'add', collection, rowids: texts.rowids, texts: texts.texts });
  }

  /** Ends a collection's index on the thread; resolves once it can be installed. */
  finish(collection: string): Promise<string> {
    if (this.failed.has(collection))
      return Promise.reject(new Error(`The text index of ${collection} failed on its thread`));
    return this.thread.request(collection, { kind: 'finish', collection });
  }

  /**
   * Creates `ftsTable` in the database with the finished index of `table` in it, in one transaction of a
   * second connection (the writer's connection must not be in a transaction: SQLite has one writer).
   */
  install(table: string, ftsTable: string): void {
    const db = openSqlite(this.dbFile);
    try {
      // better-sqlite3 opens connections in SQLite's defensive mode, where shadow tables are read-only to SQL.
      db.unsafeMode(true);
      db.prepare('ATTACH DATABASE ? AS side').run(this.file);
      try {
        db.transaction(() => {
          db.exec(`CREATE VIRTUAL TABLE main.${quoteId(ftsTable)} USING ${FTS_DEFINITION}`);
          const created = new Set(
            db.prepare(`SELECT name FROM main.sqlite_master WHERE type = 'table'`).pluck().all() as string[],
          );
          for (const suffix of SHADOW_TABLES.filter((s) => created.has(`${ftsTable}_${s}`))) {
            const from = `side.${quoteId(`${table}_${suffix}`)}`;
            const to = `main.${quoteId(`${ftsTable}_${suffix}`)}`;
            db.exec(`DELETE FROM ${to}; INSERT INTO ${to} SELECT * FROM ${from}`);
          }
        }).immediate();
      } finally {
        db.exec('DETACH DATABASE side');
      }
    } finally {
      db.close();
    }
  }

  /** Ends the thread and deletes its scratch file. */
  async close(): Promise<void> {
    await this.thread.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
