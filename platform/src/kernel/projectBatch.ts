import type { Doc, DocWrite, DocumentStore } from '../ports/documentStore.ts';
import type { RecordedEvent } from '../ports/eventStore.ts';
import type { Projection, ProjectionHandler, UpdateTarget } from './projection.ts';

/** A projection and the collection its documents are written to (the live one, or a rebuild copy). */
export interface ProjectionTarget {
  readonly projection: Projection;
  readonly collection: string;
}

interface Route {
  readonly collection: string;
  readonly handler: ProjectionHandler;
}

/**
 * The handlers of each event type, in target order, found once per targets list: a projector has ~20
 * projections and most handle few types, so looking each one up for every event was a fifth of a
 * rebuild's handler time.
 */
const routesByTargets = new WeakMap<readonly ProjectionTarget[], Map<string, readonly Route[]>>();

function routesOf(targets: readonly ProjectionTarget[], type: string): readonly Route[] {
  let byType = routesByTargets.get(targets);
  if (!byType) {
    byType = new Map();
    routesByTargets.set(targets, byType);
  }
  let routes = byType.get(type);
  if (!routes) {
    const found: Route[] = [];
    for (const { projection, collection } of targets) {
      const handler = projection.handlers[type];
      if (handler) found.push({ collection, handler });
    }
    routes = found;
    byType.set(type, routes);
  }
  return routes;
}

/**
 * The target an update is told about, one per collection and reused for each document (set before each call,
 * read synchronously by the handler): an object per update was measurable in a rebuild's millions of calls.
 */
class CollectionTarget implements UpdateTarget<Doc> {
  id = '';
  constructor(private readonly docs: ReadonlyMap<string, Doc | null>) {}
  peek(other: string): Doc | null {
    return this.docs.get(other) ?? null;
  }
}
const targetsInMemory = new WeakMap<ReadonlyMap<string, Doc | null>, CollectionTarget>();
function targetOf(docs: ReadonlyMap<string, Doc | null>): CollectionTarget {
  const known = targetsInMemory.get(docs);
  if (known) return known;
  const target = new CollectionTarget(docs);
  targetsInMemory.set(docs, target);
  return target;
}

interface Touch {
  readonly collection: string;
  readonly handler: ProjectionHandler;
  readonly ids: readonly string[];
  readonly event: RecordedEvent;
}

/**
 * Applies a batch of events to the documents they touch and returns the final writes. Documents are
 * loaded once per batch with one getMany per collection, then updated in memory in event order.
 */
export interface ProjectBatchOptions {
  /** False when the document is known not to exist (a rebuild copy knows what it wrote): it is not looked up. */
  readonly mayExist?: (collection: string, id: string) => boolean;
  /**
   * Documents known newer than the store's (the writes of a batch still being committed): taken from
   * here instead of the store; null means deleted. Absent from it, a document is looked up.
   */
  readonly pending?: ReadonlyMap<string, ReadonlyMap<string, Doc | null>>;
}

export async function projectBatch(
  documentStore: DocumentStore,
  targets: readonly ProjectionTarget[],
  events: readonly RecordedEvent[],
  options: ProjectBatchOptions = {},
): Promise<DocWrite[]> {
  const touches: Touch[] = [];
  const wanted = new Map<string, Set<string>>();
  for (const event of events) {
    for (const { collection, handler } of routesOf(targets, event.type)) {
      const ids = handler.ids(event);
      touches.push({ collection, handler, ids, event });
      let set = wanted.get(collection);
      if (!set) {
        set = new Set();
        wanted.set(collection, set);
      }
      for (const id of ids) set.add(id);
    }
  }
  if (touches.length === 0) return [];

  const cache = new Map<string, Map<string, Doc | null>>();
  for (const [collection, ids] of wanted) {
    const { mayExist } = options;
    const pending = options.pending?.get(collection);
    const docs = new Map<string, Doc | null>([...ids].map((id) => [id, null]));
    const lookup: string[] = [];
    for (const id of ids) {
      const known = pending?.get(id);
      if (known !== undefined) docs.set(id, known);
      else if (!mayExist || mayExist(collection, id)) lookup.push(id);
    }
    const loaded = lookup.length === 0 ? [] : await documentStore.collection(collection).getMany(lookup);
    for (const doc of loaded) docs.set(doc.id, doc);
    cache.set(collection, docs);
  }

  const dirty = new Map<string, Set<string>>();
  for (const { collection, handler, ids, event } of touches) {
    const docs = cache.get(collection)!;
    let changed = dirty.get(collection);
    if (!changed) {
      changed = new Set();
      dirty.set(collection, changed);
    }
    const target = targetOf(docs);
    for (const id of ids) {
      const before = docs.get(id) ?? null;
      target.id = id;
      const after = handler.update(before, event, target);
      if (after === before) continue;
      docs.set(id, after === null || after.id === id ? after : { ...after, id });
      changed.add(id);
    }
  }

  const writes: DocWrite[] = [];
  for (const [collection, ids] of dirty) {
    const docs = cache.get(collection)!;
    for (const id of ids) {
      const doc = docs.get(id) ?? null;
      writes.push(doc === null ? { kind: 'delete', collection, id } : { kind: 'upsert', collection, doc });
    }
  }
  return writes;
}

/** Documents kept in memory per collection by a rebuild (id → document); absent means no document. */
export type DocsInMemory = Map<string, Map<string, Doc>>;

/**
 * Applies events to documents held in memory, in event order, with the same semantics as
 * `projectBatch` (a handler returning its input changes nothing; null deletes). Only valid for a
 * collection whose stored copy is empty, so that a document missing from memory does not exist.
 * Returns how many documents memory holds now.
 */
export function projectInMemory(
  memory: DocsInMemory,
  targets: readonly ProjectionTarget[],
  events: readonly RecordedEvent[],
): number {
  for (const event of events) {
    for (const { collection, handler } of routesOf(targets, event.type)) {
      let docs = memory.get(collection);
      if (!docs) {
        docs = new Map();
        memory.set(collection, docs);
      }
      const target = targetOf(docs);
      for (const id of handler.ids(event)) {
        const before = docs.get(id) ?? null;
        target.id = id;
        const after = handler.update(before, event, target);
        if (after === before) continue;
        if (after === null) docs.delete(id);
        else docs.set(id, after.id === id ? after : { ...after, id });
      }
    }
  }
  let size = 0;
  for (const docs of memory.values()) size += docs.size;
  return size;
}
