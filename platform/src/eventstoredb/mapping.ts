import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Position,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
} from '../ports/eventStore.ts';
import { deterministicId } from '../kernel/ids.ts';

/**
 * Pure translations between the event store port and EventStoreDB (no I/O): expected revisions,
 * conflicts, global positions, event ids, the metadata envelope and which events are ours.
 */

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (!Number.isSafeInteger(expected) || expected < -1) throw new RangeError(`Invalid expected revision ${expected}`);
  // -1 is "the stream has no events" in the port's numbering (a missing stream reads as revision -1).
  return expected === -1 ? NO_STREAM : BigInt(expected);
}

/** The port's conflict, from the revision EventStoreDB reports (a bigint, -1 or 'no_stream' when the stream is missing). */
export function toWrongExpectedRevision(
  streamId: string,
  expected: ExpectedRevision,
  actual: bigint | string | undefined,
): WrongExpectedRevisionError {
  const current = typeof actual === 'bigint' && actual >= 0n ? toSafeNumber(actual, 'stream revision') : 'no_stream';
  return new WrongExpectedRevisionError(streamId, expected, current);
}

/** 2^64 - 1: what the server sends for "no position" (e.g. stream reads on servers before 23.10). */
const NO_POSITION = 18_446_744_073_709_551_615n;

/**
 * The port's global position is the event's $all commit position. On EventStoreDB 20+ every write
 * commits implicitly, so each event's commit position is its own log position (commit = prepare):
 * distinct per event and strictly increasing in log order. It is a byte offset, a number far below
 * 2^53 for any log that fits on disks of today (8 PiB); past that we refuse rather than round.
 */
export function positionToNumber(position: Position | undefined): number | null {
  if (!position || position.commit < 0n || position.commit === NO_POSITION) return null;
  return toSafeNumber(position.commit, '$all commit position');
}

/** Where a read of $all resumes: the start, or the event at a position the port handed out (commit = prepare). */
export function numberToReadPosition(position: number): ReadPosition {
  if (!Number.isSafeInteger(position) || position < 0) throw new RangeError(`Invalid global position ${position}`);
  if (position === 0) return START;
  const at = BigInt(position);
  return { commit: at, prepare: at };
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`${what} ${value} does not fit in a JavaScript number`);
  return Number(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * EventStoreDB event ids must be UUIDs. A UUID is used as is; any other id (e.g. a claim's readable
 * id) becomes a name-based UUID of it, so appending the same port id again is the same EventStoreDB
 * id and the server's idempotency check recognises the retry.
 */
export function toEsdbEventId(id: string): string {
  return UUID.test(id) ? id.toLowerCase() : deterministicId('eventstoredb-event-id', id);
}

/** What we store as EventStoreDB metadata: the port's id, schema version and metadata, untouched. */
// A type, not an interface: an object type is a JSON record to the client without a cast.
export type MetadataEnvelope = {
  readonly eventId: string;
  readonly schemaVersion: number;
  readonly metadata: EventMetadata;
};

export function toEnvelope(event: EventToAppend): MetadataEnvelope {
  return { eventId: event.id, schemaVersion: event.schemaVersion ?? 1, metadata: event.metadata ?? {} };
}

function isEnvelope(value: unknown): value is MetadataEnvelope {
  const v = value as Partial<MetadataEnvelope> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.eventId === 'string' &&
    typeof v.schemaVersion === 'number' &&
    typeof v.metadata === 'object' &&
    v.metadata !== null
  );
}

/** `$`-prefixed event types and streams are EventStoreDB's own ($metadata, $settings, projections' links...). */
export function isSystemEvent(event: { readonly type: string; readonly streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

/**
 * Several environments (or test runs) can share one EventStoreDB: a namespace prefixes their stream
 * names, and each sees only its own streams. No namespace: stream names are used as they are.
 */
export class StreamNames {
  private readonly prefix: string;

  constructor(namespace?: string) {
    if (namespace !== undefined && (namespace === '' || namespace.startsWith('$')))
      throw new Error(`Invalid EventStoreDB namespace '${namespace}'`);
    this.prefix = namespace ? `${namespace}.` : '';
  }

  /** The server-side stream-name prefix of this namespace ('' when there is none). */
  get streamPrefix(): string {
    return this.prefix;
  }

  toEsdb(streamId: string): string {
    return this.prefix + streamId;
  }

  /** The port's stream id of one of our streams; null for a stream outside the namespace or a system one. */
  fromEsdb(esdbStreamId: string): string | null {
    if (esdbStreamId.startsWith('$') || !esdbStreamId.startsWith(this.prefix)) return null;
    return esdbStreamId.slice(this.prefix.length);
  }
}

/**
 * The port's event from an EventStoreDB one; null for what the port must not see (system events,
 * other namespaces). `position` comes from the caller when the read carries it elsewhere.
 */
export function toRecordedEvent(
  event: EsdbRecordedEvent,
  names: StreamNames,
  position: number | null = positionToNumber(event.position),
): RecordedEvent | null {
  if (isSystemEvent(event)) return null;
  const streamId = names.fromEsdb(event.streamId);
  if (streamId === null) return null;
  if (position === null)
    throw new Error(
      `EventStoreDB gave no $all position for ${event.streamId}@${event.revision} (stream reads carry it from server 23.10 on)`,
    );
  const envelope = isEnvelope(event.metadata) ? event.metadata : null;
  return {
    id: envelope?.eventId ?? event.id,
    type: event.type,
    data: event.isJson ? event.data : decodeBinary(event.data as Uint8Array),
    schemaVersion: envelope?.schemaVersion ?? 1,
    metadata: envelope?.metadata ?? {},
    streamId,
    streamRevision: toSafeNumber(event.revision, 'stream revision'),
    position,
    recordedAt: event.created.toISOString(),
  };
}

/** An event of $all as the port sees it, or null when it is not ours (see toRecordedEvent). */
export function fromAllEvent(resolved: AllStreamResolvedEvent, names: StreamNames): RecordedEvent | null {
  return resolved.event ? toRecordedEvent(resolved.event, names) : null;
}

/** Events written by other tools as bytes: JSON when they are, else null data (the port carries JSON). */
function decodeBinary(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
