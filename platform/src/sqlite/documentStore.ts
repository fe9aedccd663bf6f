import {
  CheckpointMovedError,
  expectedCheckpoints,
  type Checkpoint,
  type Collection,
  type CollectionSpec,
  type Doc,
  type DocWrite,
  type DocumentStore,
} from '../ports/documentStore.ts';
import { SqliteCollection } from './documents/collection.ts';
import { SideTextIndex } from './documents/sideTextIndex.ts';
import { encodeRows, SideWriter } from './documents/sideWriter.ts';
import { DocTables } from './documents/tables.ts';
import { openSqlite, type SqliteDb } from './openSqlite.ts';
import { BackgroundCheckpointer } from './walCheckpointer.ts';

/** Documents per transaction when documents are loaded in bulk (`loadDocuments`). */
const LOAD_CHUNK = 20_000;
/** Chunks encoded ahead of the writing thread (each holds its documents' JSON until written). */
const LOAD_CHUNKS_AHEAD = 2;

/** Read models in SQLite: one table per collection holding JSON, with expression indexes and trigram FTS. */
export class SqliteDocumentStore implements DocumentStore {
  private readonly tables: DocTables;
  /** Runs while collections are bulk-loaded (see `BackgroundCheckpointer`). */
  private checkpointer: BackgroundCheckpointer | null = null;
  /** Builds bulk-loaded collections' text indexes in another thread (see `SideTextIndex`); runs while they load. */
  private sideText: SideTextIndex | null = null;
  /** Inserts bulk-loaded documents from another thread (see `loadDocuments`); runs while collections load. */
  private sideWriter: SideWriter | null = null;

  static open(path: string): SqliteDocumentStore {
    return new SqliteDocumentStore(openSqlite(path), true);
  }

  constructor(
    private readonly db: SqliteDb,
    private readonly ownsDb = false,
  ) {
    this.tables = new DocTables(db);
  }

  /** Runs `work` in one transaction; the in-memory registry is reloaded if it rolls back. */
  private atomically<R>(work: () => R): R {
    try {
      return this.db.transaction(work).immediate();
    } catch (error) {
      this.tables.reload();
      throw error;
    }
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    this.atomically(() => this.tables.ensure(spec));
  }

  /**
   * Bulk-load capability (not part of the port; see `BulkLoadingDocumentStore` in the kernel): a new
   * collection without its indexes and FTS rows, filled by `commit`, then indexed in one pass by
   * `finishBulkLoad` (or by `swapCollections`, which finishes any copy it swaps in).
   */
  async ensureCollectionForBulkLoad(spec: CollectionSpec): Promise<void> {
    this.atomically(() => this.tables.ensureForBulkLoad(spec));
    this.checkpointer ??= BackgroundCheckpointer.start(this.db);
    if ((spec.textFields ?? []).length > 0) {
      this.sideText ??= SideTextIndex.start(this.db);
      if (this.sideText && this.tables.buildTextElsewhere(spec.name)) this.sideText.begin(spec.name);
    }
  }

  /**
   * Bulk-load capability: writes documents new to a bulk-loaded collection, in transactions of 20,000.
   * Their inserts run on another thread, with a connection of its own, while this one encodes the next
   * documents. Resolves once all are committed. If it fails, some may be in: the copy is to be dropped.
   */
  async loadDocuments(name: string, docs: Iterable<Doc>): Promise<void> {
    let writer: SideWriter | null = null;
    if (this.tables.takesRowsFromElsewhere(name)) {
      this.sideWriter ??= SideWriter.start(this.db);
      writer = this.sideWriter;
    }
    if (!writer) {
      for (const chunk of chunksOf(docs, LOAD_CHUNK))
        await this.commit(chunk.map((doc) => ({ kind: 'upsert', collection: name, doc })));
      return;
    }
    const sql = this.tables.insertFromJsonSql(name);
    const textFields = this.tables.info(name).spec.textFields ?? [];
    const sideText = this.tables.isTextBuiltElsewhere(name) ? this.sideText : null;
    let rowid = this.tables.lastRowid(name) + 1;
    const ahead: Promise<void>[] = [];
    try {
      for (const chunk of chunksOf(docs, LOAD_CHUNK)) {
        const rows = encodeRows(chunk, textFields, rowid);
        rowid += chunk.length;
        this.tables.noteRowsFromElsewhere(name, rows.ids);
        if (sideText && rows.texts) sideText.add(name, { rowids: Array.from(rows.rowids), texts: rows.texts });
        const written = writer.write(sql, rows); // hands the rows' buffers over to the thread
        written.then(
          () => this.checkpointer?.committed(),
          () => undefined,
        ); // rejections are awaited below
        ahead.push(written);
        if (ahead.length >= LOAD_CHUNKS_AHEAD) await ahead.shift();
      }
      await Promise.all(ahead);
    } catch (error) {
      await Promise.allSettled(ahead);
      this.tables.forgetRowsFromElsewhere(name);
      throw error;
    }
  }

  async finishBulkLoad(name: string): Promise<void> {
    // The text index is finished on its thread while the key and the indexes are built here.
    const sideText = this.tables.isTextBuiltElsewhere(name) ? this.sideText : null;
    const textDone = sideText?.finish(name);
    textDone?.catch(() => undefined); // awaited below, after the indexes
    this.atomically(() => this.tables.indexBulkLoad(name));
    if (sideText && textDone) {
      try {
        sideText.install(await textDone, this.tables.info(name).fts!);
      } catch {
        // Whatever failed on the side (the thread, the copy's transaction), the index is filled here below.
      }
    }
    this.atomically(() => this.tables.finishBulkLoad(name));
    this.checkpointer?.committed();
    await this.stopHelpersIfNoBulkLoad();
  }

  private async stopHelpersIfNoBulkLoad(): Promise<void> {
    if (!this.tables.isAnyBulkLoading()) await this.stopHelpers();
  }

  /** The checkpointer's last checkpoint, and the end of the text index and writing threads. */
  private async stopHelpers(): Promise<void> {
    const { checkpointer, sideText, sideWriter } = this;
    this.checkpointer = null;
    this.sideText = null;
    this.sideWriter = null;
    await Promise.all([checkpointer?.stop(), sideText?.close(), sideWriter?.close()]);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new SqliteCollection<T>(this.tables, name);
  }

  async commit(writes: readonly DocWrite[], checkpoint?: Checkpoint): Promise<void> {
    this.atomically(() => {
      // Checked inside the write transaction: no other connection can move it before this commit ends.
      for (const [name, expected] of expectedCheckpoints(checkpoint)) {
        const actual = this.tables.getCheckpoint(name);
        if (actual !== expected) throw new CheckpointMovedError(name, expected, actual);
      }
      for (const write of writes) {
        if (write.kind === 'upsert') this.tables.upsert(write.collection, write.doc);
        else this.tables.delete(write.collection, write.id);
      }
      if (checkpoint) this.tables.setCheckpoint(checkpoint.name, checkpoint.position);
    });
    this.checkpointer?.committed();
    // Committed: the texts of the rows just inserted go to the text index thread.
    if (this.sideText) for (const [name, texts] of this.tables.takeNewTexts()) this.sideText.add(name, texts);
  }

  async getCheckpoint(name: string): Promise<number> {
    return this.tables.getCheckpoint(name);
  }

  async dropCollection(name: string): Promise<void> {
    this.atomically(() => this.tables.drop(name));
    await this.stopHelpersIfNoBulkLoad();
  }

  async swapCollections(
    pairs: ReadonlyArray<{ readonly from: string; readonly to: string }>,
    checkpoint: Checkpoint,
  ): Promise<void> {
    this.atomically(() => {
      for (const { from, to } of pairs) this.tables.rename(from, to);
      this.tables.setCheckpoint(checkpoint.name, checkpoint.position);
    });
    await this.stopHelpersIfNoBulkLoad();
  }

  async close(): Promise<void> {
    await this.stopHelpers();
    if (this.ownsDb && this.db.open) this.db.close();
  }
}

function* chunksOf<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}
