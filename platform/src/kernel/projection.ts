import type { CollectionSpec, Doc } from '../ports/documentStore.ts';
import type { RecordedEvent } from '../ports/eventStore.ts';

/**
 * A read model written as update functions: for each event type it handles, which document(s) the
 * event touches and how. `update` must be safe to apply twice and never throw on an expected
 * situation (return the document unchanged, or null to delete it).
 */
export interface ProjectionHandler<D extends Doc = Doc> {
  /** Ids of the documents in `collection` this event touches (usually one). */
  readonly ids: (event: RecordedEvent) => readonly string[];
  readonly update: (doc: D | null, event: RecordedEvent) => D | null;
}

export interface Projection<D extends Doc = Doc> {
  /** The collection this projection owns, with its indexes and text fields. */
  readonly collection: CollectionSpec;
  readonly handlers: { readonly [eventType: string]: ProjectionHandler<D> | undefined };
}

/** A projector: a named group of projections sharing one checkpoint. */
export interface Projector {
  readonly name: string;
  /** Bump when the projections change shape: the runner rebuilds from position zero. */
  readonly version: number;
  readonly projections: readonly Projection<any>[];
}
