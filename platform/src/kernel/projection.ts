import type { CollectionSpec, Doc } from '../ports/documentStore.ts';
import type { RecordedEvent } from '../ports/eventStore.ts';

/** Event data by event type: the union a projection is typed over (contracts' `EventDataMap` for the product). */
export type EventDataByType = { readonly [type: string]: unknown };

/**
 * A read model written as update functions: for each event type it handles, which document(s) the
 * event touches and how. `update` must be safe to apply twice and never throw on an expected
 * situation (return the document unchanged, or null to delete it).
 */
export interface ProjectionHandler<D extends Doc = Doc, E extends RecordedEvent = RecordedEvent> {
  // Method signatures on purpose: a handler of one event type must fit the runner's handler of any event.
  /** Ids of the documents in `collection` this event touches (usually one). */
  ids(event: E): readonly string[];
  /**
   * `target` names the document being updated (its id, also when `doc` is null) and `peek`s at another document
   * of the same collection among this event's `ids`, as it stands before the event touches it (ids are updated
   * in their order): how a counter learns what a member's row held before. Runners always pass it.
   */
  update(doc: D | null, event: E, target?: UpdateTarget<D>): D | null;
}

export interface UpdateTarget<D extends Doc> {
  readonly id: string;
  peek(id: string): D | null;
}

/** Handlers by event type, each receiving that type's event already typed (what Emmett's `canHandle` gives). */
export type ProjectionHandlers<D extends Doc, M extends EventDataByType> = {
  readonly [T in keyof M & string]?: ProjectionHandler<D, RecordedEvent<T, M[T]>>;
};

export interface Projection<D extends Doc = Doc, M extends EventDataByType = EventDataByType> {
  /** The collection this projection owns, with its indexes and text fields. */
  readonly collection: CollectionSpec;
  readonly handlers: ProjectionHandlers<D, M>;
}

/** A projector: a named group of projections sharing one checkpoint. */
export interface Projector {
  readonly name: string;
  /** Bump when the projections change shape: the runner rebuilds from position zero. */
  readonly version: number;
  // Any projection fits: its handlers' method signatures take the runner's untyped recorded events.
  readonly projections: readonly Projection[];
}

/** The handler of an event type, taking any recorded event: how the runner and the tests look one up by `event.type`. */
export function handlerFor<D extends Doc>(
  handlers: ProjectionHandlers<D, EventDataByType>,
  type: string,
): ProjectionHandler<D> | undefined {
  return handlers[type];
}
