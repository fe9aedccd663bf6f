/**
 * Document store port for read models. Adapters: SQLite (embedded default) and MongoDB (distributed).
 * Documents are plain JSON objects with a string `id`.
 */

/** Any object with a string id; read models declare their own document interfaces. */
export interface Doc {
  readonly id: string;
}

export type Scalar = string | number | boolean | null;

/** Equality (a scalar), range/set operators, or existence. Field names may be dotted paths. */
export type FieldFilter =
  | Scalar
  | {
      readonly $eq?: Scalar;
      readonly $ne?: Scalar;
      readonly $gt?: string | number;
      readonly $gte?: string | number;
      readonly $lt?: string | number;
      readonly $lte?: string | number;
      readonly $in?: readonly Scalar[];
    };

export interface Filter {
  readonly [field: string]: FieldFilter | TextFilter | undefined;
  /** Case- and accent-insensitive substring match over the collection's declared text fields. */
  readonly $text?: TextFilter;
}

export interface TextFilter {
  readonly search: string;
}

export interface FindOptions {
  readonly sort?: ReadonlyArray<readonly [field: string, direction: 1 | -1]>;
  readonly skip?: number;
  readonly limit?: number;
}

export interface IndexSpec {
  /** Fields of a compound index, in order; e.g. ['accountId', 'sortName']. */
  readonly fields: readonly string[];
  readonly unique?: boolean;
}

export interface CollectionSpec {
  readonly name: string;
  readonly indexes?: readonly IndexSpec[];
  /** Fields searched by `$text` (concatenated, normalised: lower case, no accents). */
  readonly textFields?: readonly string[];
}

export interface Collection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  getMany(ids: readonly string[]): Promise<T[]>;
  upsert(doc: T): Promise<void>;
  /** Shallow-merges fields into an existing document; returns false when there is none. */
  patch(id: string, fields: Partial<Omit<T, 'id'>>): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
}

/** One write of a projector batch. */
export type DocWrite =
  | { readonly kind: 'upsert'; readonly collection: string; readonly doc: Doc }
  | { readonly kind: 'delete'; readonly collection: string; readonly id: string };

export interface Checkpoint {
  readonly name: string;
  readonly position: number;
  /**
   * When set, the commit writes nothing and rejects with `CheckpointMovedError` unless checkpoint `name` is at
   * `expected` when it is applied: a live projector's fence against a rebuild swapped in by another process.
   */
  readonly expected?: number;
  /** Other checkpoints that must be at these positions too (a projector's `<name>@version`), or the same refusal. */
  readonly requires?: Readonly<Record<string, number>>;
}

/** Each checkpoint a commit expects (`expected` and `requires`), for the stores to check in their transaction. */
export function expectedCheckpoints(checkpoint: Checkpoint | undefined): Array<[name: string, position: number]> {
  if (!checkpoint) return [];
  const expected: Array<[string, number]> = Object.entries(checkpoint.requires ?? {});
  if (checkpoint.expected !== undefined) expected.unshift([checkpoint.name, checkpoint.expected]);
  return expected;
}

/** A commit's `expected` checkpoint was not the stored one: another writer (a rebuild's swap) moved it. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(
    readonly checkpoint: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`checkpoint ${checkpoint} is at ${actual}, not ${expected}: another writer moved it`);
  }
}

export interface DocumentStore {
  /** Creates the collection and its indexes if missing (idempotent). */
  ensureCollection(spec: CollectionSpec): Promise<void>;
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Applies every write and the checkpoint atomically (all or nothing). */
  commit(writes: readonly DocWrite[], checkpoint?: Checkpoint): Promise<void>;
  getCheckpoint(name: string): Promise<number>;
  /** Removes a collection and its data (used by rebuilds). */
  dropCollection(name: string): Promise<void>;
  /**
   * Atomically replaces collections `to` with `from` (for each pair), dropping the old `to`,
   * and sets checkpoint `name` to `position`. Used to swap a rebuilt copy in.
   */
  swapCollections(
    pairs: ReadonlyArray<{ readonly from: string; readonly to: string }>,
    checkpoint: Checkpoint,
  ): Promise<void>;
  close(): Promise<void>;
}

/** One page of a query and the number of documents the whole filter matches. */
export interface PageResult<T extends Doc = Doc> {
  readonly docs: T[];
  readonly total: number;
}

/**
 * Optional capability of a collection (SQLite has it): a page and the filter's total in one pass, so
 * a broad search reads its matches once instead of once for `find` and once for `count`.
 */
export interface PagingCollection<T extends Doc = Doc> extends Collection<T> {
  findPage(filter: Filter | undefined, options: FindOptions): Promise<PageResult<T>>;
}

/** A page and its total: in one pass where the collection can, else `find` then `count`. */
export async function findPage<T extends Doc>(
  collection: Collection<T>,
  filter: Filter | undefined,
  options: FindOptions,
): Promise<PageResult<T>> {
  const paging = collection as Partial<PagingCollection<T>>;
  if (typeof paging.findPage === 'function') return paging.findPage(filter, options);
  const docs = await collection.find(filter, options);
  return { docs, total: await collection.count(filter) };
}
