/**
 * Event store port. Streams are `<category>-<id>`; every event also has a global position in the
 * all-streams log. Adapters: SQLite (embedded default) and EventStoreDB (distributed).
 */

/** An event as the domain writes it: a read-only tagged union member. */
export interface EventToAppend<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  /** Deterministic where a retry could duplicate: appending the same id again is a no-op. */
  readonly id: string;
  readonly schemaVersion?: number;
  readonly metadata?: EventMetadata;
}

export interface EventMetadata {
  readonly accountId?: string;
  readonly userId?: string;
  readonly correlationId?: string;
  readonly causationId?: string;
  readonly [key: string]: unknown;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly schemaVersion: number;
  readonly metadata: EventMetadata;
  readonly streamId: string;
  /** 0-based revision of this event inside its stream. */
  readonly streamRevision: number;
  /** 1-based position in the global log; strictly increasing in append order. */
  readonly position: number;
  /** ISO timestamp of when the store recorded it. */
  readonly recordedAt: string;
}

/** `no_stream`: the stream must not exist; `stream_exists`: it must; `any`: no check; a number: the last revision. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

/** Whether a stream whose last revision is `current` (-1: no stream) meets the expectation; every adapter checks with this. */
export function expectedRevisionMatches(expected: ExpectedRevision, current: number): boolean {
  return (
    expected === 'any' ||
    (expected === 'no_stream' && current < 0) ||
    (expected === 'stream_exists' && current >= 0) ||
    (typeof expected === 'number' && expected === current)
  );
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  readonly nextExpectedRevision: number;
  /** Global position of the last appended event. */
  readonly position: number;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
  }
}

export interface ReadStreamResult {
  readonly events: RecordedEvent[];
  /** -1 when the stream does not exist. */
  readonly revision: number;
}

export interface Subscription {
  /** Stops following; resolves when the handler loop has finished its current batch. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this global position (0 = from the beginning). */
  readonly fromPosition: number;
  /** Largest batch handed to the handler at once. */
  readonly batchSize?: number;
  /** Called with batches in log order; the next batch waits for the returned promise. */
  readonly onEvents: (events: RecordedEvent[]) => Promise<void> | void;
  /** Called when the handler throws; the subscription stops after it. */
  readonly onError?: (error: unknown) => void;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  readStream(streamId: string): Promise<ReadStreamResult>;
  /** Events with position > fromPosition, in order, at most `limit`. */
  readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]>;
  /** Global position of the last event (0 when empty). */
  headPosition(): Promise<number>;
  /** Catch up from a checkpoint, then keep following live appends until stopped. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
  readonly expectedRevision: ExpectedRevision;
}

/**
 * Optional capability of an event store (SQLite has it; an adapter without it simply lacks the
 * method): appends to several streams in one transaction. Either every stream's expected revision
 * holds and all the events are appended, or a WrongExpectedRevisionError is thrown and none is.
 * Re-sending a committed call (same event ids) answers the original results, as appendToStream does.
 * Callers check with `canAppendToStreams` and keep a one-stream-at-a-time path for other adapters.
 */
export interface MultiStreamAppendingEventStore extends EventStore {
  /** Results in the order of `appends`. */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
}

export function canAppendToStreams(store: EventStore): store is MultiStreamAppendingEventStore {
  return typeof (store as Partial<MultiStreamAppendingEventStore>).appendToStreams === 'function';
}
