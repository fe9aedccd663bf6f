import type { Collection as MongoCollectionHandle, Db } from 'mongodb';
import type { Collection, Doc, Filter, FindOptions } from '../ports/documentStore.ts';
import { fromStored, toMongoFilter, toMongoSort, toStored, type StoredDoc } from './query.ts';
import type { CollectionRegistry } from './registry.ts';

/** One read-model collection. Each call checks the collection was ensured, as the SQLite adapter does. */
export class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly db: Db,
    private readonly registry: CollectionRegistry,
    private readonly name: string,
    private readonly ready: Promise<void>,
  ) {}

  private async handle(): Promise<MongoCollectionHandle<StoredDoc>> {
    await this.ready;
    this.registry.require(this.name);
    return this.db.collection<StoredDoc>(this.name);
  }

  async get(id: string): Promise<T | null> {
    const found = await (await this.handle()).findOne({ _id: id });
    return found ? fromStored<T>(found) : null;
  }

  async getMany(ids: readonly string[]): Promise<T[]> {
    const handle = await this.handle();
    if (ids.length === 0) return [];
    const unique = [...new Set(ids)];
    const found = await handle.find({ _id: { $in: unique } }).toArray();
    const byId = new Map(found.map((stored) => [stored._id, fromStored<T>(stored)]));
    return unique.flatMap((id) => byId.get(id) ?? []);
  }

  async upsert(doc: T): Promise<void> {
    const handle = await this.handle();
    await handle.replaceOne({ _id: doc.id }, toStored(doc, this.registry.textFields(this.name)), { upsert: true });
  }

  async patch(id: string, fields: Partial<Omit<T, 'id'>>): Promise<boolean> {
    const current = await this.get(id);
    if (!current) return false;
    // The whole document is written again so that its searchable text follows the change.
    await this.upsert({ ...current, ...fields, id } as T);
    return true;
  }

  async delete(id: string): Promise<boolean> {
    const result = await (await this.handle()).deleteOne({ _id: id });
    return result.deletedCount > 0;
  }

  async find(filter?: Filter, options?: FindOptions): Promise<T[]> {
    const handle = await this.handle();
    let cursor = handle.find(toMongoFilter(filter)).sort(toMongoSort(options));
    if (options?.skip) cursor = cursor.skip(options.skip);
    if (options?.limit !== undefined) {
      if (options.limit === 0) return [];
      cursor = cursor.limit(options.limit);
    }
    return (await cursor.toArray()).map((stored) => fromStored<T>(stored));
  }

  async count(filter?: Filter): Promise<number> {
    return (await this.handle()).countDocuments(toMongoFilter(filter));
  }
}
