import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openSqlite, quoteId, type SqliteDb } from '../openSqlite.ts';
import { afterBulkFillSql, beforeBulkFillSql, FTS_DEFINITION } from './ftsBulkFill.ts';
import type { NewTexts } from './tables.ts';

const sqliteModule = createRequire(import.meta.url).resolve('better-sqlite3');

/** The tables FTS5 keeps an index in (its documented storage: `<table>_data`, `_idx`, ...), as far as a definition has them. */
const SHADOW_TABLES = ['data', 'idx', 'content', 'docsize', 'config'] as const;

type WorkerReply = { kind: 'finished'; collection: string; table: string } | { kind: 'failed'; collection?: string; message: string };

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
  private readonly worker: Worker;
  private readonly dir = mkdtempSync(join(tmpdir(), 'gym-text-index-'));
  private readonly file = join(this.dir, 'text.sqlite');
  private readonly waiting = new Map<string, { resolve: (table: string) => void; reject: (error: Error) => void }>();
  /** Collections whose thread-side index failed (a write refused there): they are filled in the database instead. */
  private readonly failed = new Set<string>();
  private broken: Error | null = null;
  private readonly exited: Promise<void>;

  /** Null for an in-memory database (a second connection could not reach it). */
  static start(db: SqliteDb): SideTextIndex | null {
    if (db.memory || db.name === '') return null;
    return new SideTextIndex(db.name);
  }

  private constructor(private readonly dbFile: string) {
    this.worker = new Worker(new URL('./sideTextIndexWorker.mjs', import.meta.url), {
      workerData: { sqlite: sqliteModule, file: this.file, definition: FTS_DEFINITION, before: beforeBulkFillSql('$FTS'), after: afterBulkFillSql('$FTS') },
    });
    this.worker.on('message', (reply: WorkerReply) => {
      if (reply.kind === 'finished') {
        this.waiting.get(reply.collection)?.resolve(reply.table);
        this.waiting.delete(reply.collection);
        return;
      }
      if (reply.collection === undefined) return this.breakDown(new Error(reply.message));
      this.failed.add(reply.collection);
      this.waiting.get(reply.collection)?.reject(new Error(reply.message));
      this.waiting.delete(reply.collection);
    });
    this.worker.once('error', (error) => this.breakDown(error));
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', () => {
        this.breakDown(new Error('The text index thread has ended'));
        resolve();
      });
    });
  }

  private breakDown(error: Error): void {
    this.broken ??= error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }

  /** Starts (or starts again) the index of a collection, empty. */
  begin(collection: string): void {
    this.failed.delete(collection);
    this.worker.postMessage({ kind: 'reset', collection });
  }

  add(collection: string, texts: NewTexts): void {
    if (this.broken || this.failed.has(collection)) return;
    this.worker.postMessage({ kind: 'add', collection, rowids: texts.rowids, texts: texts.texts });
  }

  /** Ends a collection's index on the thread; resolves once it can be installed. */
  finish(collection: string): Promise<string> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.failed.has(collection)) return Promise.reject(new Error(`The text index of ${collection} failed on its thread`));
    const done = new Promise<string>((resolve, reject) => this.waiting.set(collection, { resolve, reject }));
    this.worker.postMessage({ kind: 'finish', collection });
    return done;
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
          const created = new Set(db.prepare(`SELECT name FROM main.sqlite_master WHERE type = 'table'`).pluck().all() as string[]);
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
    if (!this.broken) this.worker.postMessage({ kind: 'close' });
    else await this.worker.terminate();
    await this.exited;
    rmSync(this.dir, { recursive: true, force: true });
  }
}
