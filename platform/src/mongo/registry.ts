import type { Collection as MongoCollectionHandle, Db } from 'mongodb';
import type { CollectionSpec } from '../ports/documentStore.ts';

/** Stored specs of the ensured collections: their text fields must survive a restart, and only ensured ones may be used. */
interface SpecRecord {
  _id: string;
  indexes: CollectionSpec['indexes'];
  textFields: readonly string[];
}

export const REGISTRY = '__gym_collections';

export class CollectionRegistry {
  private readonly specs = new Map<string, CollectionSpec>();
  private readonly records: MongoCollectionHandle<SpecRecord>;

  constructor(db: Db) {
    this.records = db.collection<SpecRecord>(REGISTRY);
  }

  async load(): Promise<void> {
    this.specs.clear();
    for (const record of await this.records.find().toArray()) {
      this.specs.set(record._id, { name: record._id, indexes: record.indexes ?? [], textFields: record.textFields });
    }
  }

  get(name: string): CollectionSpec | undefined {
    return this.specs.get(name);
  }

  /** The spec of an ensured collection; the same error as the SQLite adapter's otherwise. */
  require(name: string): CollectionSpec {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`Collection "${name}" does not exist: call ensureCollection first`);
    return spec;
  }

  textFields(name: string): readonly string[] {
    return this.require(name).textFields ?? [];
  }

  async put(spec: CollectionSpec): Promise<void> {
    const record = { indexes: spec.indexes ?? [], textFields: spec.textFields ?? [] };
    await this.records.replaceOne({ _id: spec.name }, record, { upsert: true });
    this.specs.set(spec.name, { name: spec.name, ...record });
  }

  async remove(name: string): Promise<void> {
    await this.records.deleteOne({ _id: name });
    this.specs.delete(name);
  }
}
