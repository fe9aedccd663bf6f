import { MongoClient, type AnyBulkWriteOperation, type Db } from 'mongodb';
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
import { assertSafeName } from '../sqlite/openSqlite.ts';
import { MongoCollection } from './collection.ts';
import { bulkOperations, Journal, type Batch, type SwapPair } from './journal.ts';
import { fromStored, storedField, toStored, type StoredDoc } from './query.ts';
import { CollectionRegistry } from './registry.ts';

const CHECKPOINTS = '__gym_checkpoints';

export interface MongoDocumentStoreOptions {
  /** mongodb://… connection string. */
  readonly url: string;
  /** The database holding the read models (one per product installation or test). */
  readonly database: string;
  /**
   * Who writes through this store (default `main`): each writer recovers only its own interrupted
   * batches. One process per writer name at a time.
   */
  readonly writer?: string;
}

/**
 * Read models in MongoDB: one collection per read model, documents stored as themselves with `_id` =
 * id, the indexes each read model declares, bulk writes per batch, and the checkpoint written with the
 * batch through a redo journal (journal.ts), since neither a standalone MongoDB nor the test server has
 * transactions. Several processes may share a database, each under its own writer name.
 */
export class MongoDocumentStore implements DocumentStore {
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly registry: CollectionRegistry;
  private readonly journal: Journal;
  private readonly ready: Promise<void>;
  /** Batches are applied one after another: a later batch must not overtake an earlier one. */
  private queue: Promise<unknown> = Promise.resolve();

  /** Connects lazily; the first call waits for the connection and for the recovery of a crashed batch. */
  static open(options: MongoDocumentStoreOptions): MongoDocumentStore {
    return new MongoDocumentStore(options);
  }

  private constructor(options: MongoDocumentStoreOptions) {
    assertSafeName('database', options.database);
    // ignoreUndefined: an undefined field is left out, as JSON (the SQLite adapter) leaves it out.
    this.client = new MongoClient(options.url, { ignoreUndefined: true, serverSelectionTimeoutMS: 10_000 });
    this.db = this.client.db(options.database);
    this.registry = new CollectionRegistry(this.db);
    this.journal = new Journal(this.db, options.writer ?? 'main');
    this.ready = this.recover();
    this.ready.catch(() => undefined); // reported by the first call that waits for it
  }

  private async recover(): Promise<void> {
    await this.client.connect();
    await this.registry.load();
    const leftover = await this.journal.leftover();
    if (leftover) {
      await this.apply(leftover.batch);
      await this.journal.forget(leftover.id);
    }
  }

  private serially<R>(work: () => Promise<R>): Promise<R> {
    const run = this.queue.then(async () => {
      await this.ready;
      return work();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    assertSafeName('collection', spec.name);
    for (const index of spec.indexes ?? []) for (const field of index.fields) assertSafeName('field', field);
    for (const field of spec.textFields ?? []) assertSafeName('field', field);
    await this.serially(async () => {
      const previous = this.registry.get(spec.name);
      // Created even when empty, so that a swap can tell a copy not yet renamed from one already renamed.
      if (!(await this.exists(spec.name))) await this.db.createCollection(spec.name);
      const handle = this.db.collection(spec.name);
      for (const index of spec.indexes ?? []) {
        if (index.fields.length === 1 && index.fields[0] === 'id') continue; // _id is indexed already
        await handle.createIndex(Object.fromEntries(index.fields.map((field) => [storedField(field), 1])), {
          unique: index.unique ?? false,
        });
      }
      await this.registry.put(spec);
      const before = previous?.textFields ?? [];
      const after = spec.textFields ?? [];
      if (previous && before.join('\n') !== after.join('\n')) await this.retext(spec.name);
    });
  }

  /** Rewrites every document of a collection whose text fields changed, so `$text` searches the new ones. */
  private async retext(name: string): Promise<void> {
    const handle = this.db.collection<StoredDoc>(name);
    const textFields = this.registry.textFields(name);
    let operations: AnyBulkWriteOperation<StoredDoc>[] = [];
    for await (const stored of handle.find()) {
      operations.push({
        replaceOne: { filter: { _id: stored._id }, replacement: toStored(fromStored(stored), textFields) },
      });
      if (operations.length === 1000) {
        await handle.bulkWrite(operations);
        operations = [];
      }
    }
    if (operations.length > 0) await handle.bulkWrite(operations);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    return new MongoCollection<T>(this.db, this.registry, name, this.ready);
  }

  async commit(writes: readonly DocWrite[], checkpoint?: Checkpoint): Promise<void> {
    await this.serially(async () => {
      // Refused before anything is written: a batch naming an unknown collection writes nothing.
      for (const write of writes) this.registry.require(write.collection);
      // Checked before the journal (no multi-document transaction here): exact against this process's
      // writers, which commit serially; another process's swap can still land between check and write.
      for (const [name, expected] of expectedCheckpoints(checkpoint)) {
        const actual = await this.getCheckpoint(name);
        if (actual !== expected) throw new CheckpointMovedError(name, expected, actual);
      }
      if (writes.length === 0) {
        if (checkpoint) await this.setCheckpoint(checkpoint);
        return;
      }
      await this.durably({ writes, checkpoint });
    });
  }

  async getCheckpoint(name: string): Promise<number> {
    await this.ready;
    const found = await this.db.collection<{ _id: string; position: number }>(CHECKPOINTS).findOne({ _id: name });
    return found?.position ?? 0;
  }

  async dropCollection(name: string): Promise<void> {
    assertSafeName('collection', name);
    await this.serially(async () => {
      await this.dropIfPresent(name);
      await this.registry.remove(name);
    });
  }

  async swapCollections(pairs: ReadonlyArray<SwapPair>, checkpoint: Checkpoint): Promise<void> {
    await this.serially(async () => {
      for (const { from, to } of pairs) {
        this.registry.require(from);
        assertSafeName('collection', to);
      }
      await this.durably({ writes: [], checkpoint, swap: pairs });
    });
  }

  async close(): Promise<void> {
    await this.queue;
    await this.client.close();
  }

  /** Journal first, then the writes, then the journal entry is dropped. */
  private async durably(batch: Batch): Promise<void> {
    const id = await this.journal.seal(batch);
    await this.apply(batch);
    await this.journal.forget(id);
  }

  /** Applies a sealed batch; safe to run twice. */
  private async apply(batch: Batch): Promise<void> {
    const operations = bulkOperations(batch.writes, (write) =>
      toStored(write.doc, this.registry.textFields(write.collection)),
    );
    for (const [collection, bulk] of operations)
      await this.db.collection<StoredDoc>(collection).bulkWrite(bulk, { ordered: true });
    for (const { from, to } of batch.swap ?? []) await this.swap(from, to);
    if (batch.checkpoint) await this.setCheckpoint(batch.checkpoint);
  }

  /** Renames `from` over `to` (indexes travel with it); already done when `from` is gone (ensureCollection always creates it). */
  private async swap(from: string, to: string): Promise<void> {
    const spec = this.registry.get(from);
    if (!spec) return;
    if (await this.exists(from)) await this.db.renameCollection(from, to, { dropTarget: true });
    await this.registry.put({ ...spec, name: to });
    await this.registry.remove(from);
  }

  private async setCheckpoint({ name, position }: Checkpoint): Promise<void> {
    await this.db
      .collection<{ _id: string; position: number }>(CHECKPOINTS)
      .updateOne({ _id: name }, { $set: { position } }, { upsert: true });
  }

  private async exists(name: string): Promise<boolean> {
    // Filtered here: the MongoDB-wire test server ignores listCollections' filter.
    return (await this.db.listCollections({}, { nameOnly: true }).toArray()).some(
      (collection) => collection.name === name,
    );
  }

  private async dropIfPresent(name: string): Promise<void> {
    if (await this.exists(name)) await this.db.collection(name).drop();
  }
}
