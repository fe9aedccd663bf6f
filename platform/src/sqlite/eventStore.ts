import {
  expectedRevisionMatches,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  type MultiStreamAppendingEventStore,
  type ReadStreamResult,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from '../ports/eventStore.ts';
import { openSqlite, type SqliteDb } from './openSqlite.ts';
import { followLog } from './subscription.ts';
import { Wakeup } from './wakeup.ts';
import { OpenSubscriptions } from '../kernel/openSubscriptions.ts';

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  stream_revision: number;
  type: string;
  schema_version: number;
  data: string;
  metadata: string;
  recorded_at: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL UNIQUE,
  stream_id TEXT NOT NULL,
  stream_revision INTEGER NOT NULL,
  type TEXT NOT NULL,
  schema_version INTEGER NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  UNIQUE (stream_id, stream_revision)
);`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    schemaVersion: row.schema_version,
    metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
    streamId: row.stream_id,
    streamRevision: row.stream_revision,
    position: row.position,
    recordedAt: row.recorded_at,
  };
}

const TUPLE_COLUMNS =
  'position, event_id, stream_id, stream_revision, type, schema_version, data, metadata, recorded_at';
type EventTuple = [number, string, string, number, string, number, string, string, string];

/**
 * The metadata of the last row read, parsed: consecutive events of a log often carry the same text (one
 * request's events, a bulk import), and a replay parses 300k of them. Shared frozen, since events are read-only.
 */
let lastMetadata: { readonly text: string; readonly value: RecordedEvent['metadata'] } = {
  text: '{}',
  value: Object.freeze({}),
};

function metadataOf(text: string): RecordedEvent['metadata'] {
  if (text !== lastMetadata.text)
    lastMetadata = { text, value: Object.freeze(JSON.parse(text) as RecordedEvent['metadata']) };
  return lastMetadata.value;
}

function tupleToRecorded(row: EventTuple): RecordedEvent {
  return {
    id: row[1],
    type: row[4],
    data: JSON.parse(row[6]) as unknown,
    schemaVersion: row[5],
    metadata: metadataOf(row[7]),
    streamId: row[2],
    streamRevision: row[3],
    position: row[0],
    recordedAt: row[8],
  };
}

export class SqliteEventStore implements MultiStreamAppendingEventStore {
  private readonly wakeup = new Wakeup();
  private readonly stmt;
  private readonly appendTx;
  private readonly appendManyTx;
  private readonly subscriptions = new OpenSubscriptions();

  static open(path: string): SqliteEventStore {
    return new SqliteEventStore(openSqlite(path), true);
  }

  constructor(
    private readonly db: SqliteDb,
    private readonly ownsDb = false,
  ) {
    db.exec(SCHEMA);
    this.stmt = {
      revision: db.prepare<[string], { r: number | null }>(
        'SELECT MAX(stream_revision) AS r FROM events WHERE stream_id = ?',
      ),
      byIds: db.prepare<[string], { event_id: string; stream_id: string; stream_revision: number; position: number }>(
        'SELECT event_id, stream_id, stream_revision, position FROM events WHERE event_id IN (SELECT value FROM json_each(?))',
      ),
      insert: db.prepare<[string, string, number, string, number, string, string, string]>(
        `INSERT INTO events (event_id, stream_id, stream_revision, type, schema_version, data, metadata, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      readStream: db.prepare<[string], EventRow>('SELECT * FROM events WHERE stream_id = ? ORDER BY stream_revision'),
      // Rows as arrays (no per-row object with named keys): the log read is most of a replay's decoding.
      readAll: db
        .prepare<[number, number], EventTuple>(
          `SELECT ${TUPLE_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(true),
      head: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    };
    this.appendTx = db.transaction(
      (streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision, lookForRetry: boolean) =>
        this.appendInTx(streamId, events, expected, lookForRetry),
    );
    this.appendManyTx = db.transaction((appends: readonly StreamAppend[], lookForRetry: boolean) =>
      appends.map((a) => this.appendInTx(a.streamId, a.events, a.expectedRevision, lookForRetry)),
    );
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    // IMMEDIATE takes the write lock first, so the revision check cannot race another process.
    let result: { result: AppendResult; appended: boolean };
    try {
      result = this.appendTx.immediate(streamId, events, options.expectedRevision, false);
    } catch (error) {
      // An event id already stored (whole transaction rolled back): maybe a retry of a committed append.
      if (!isDuplicateEventId(error)) throw error;
      result = this.appendTx.immediate(streamId, events, options.expectedRevision, true);
    }
    if (result.appended) this.wakeup.notify();
    return result.result;
  }

  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    // One IMMEDIATE transaction for all streams: a conflict on any of them rolls every one back.
    let results: { result: AppendResult; appended: boolean }[];
    try {
      results = this.appendManyTx.immediate(appends, false);
    } catch (error) {
      if (!isDuplicateEventId(error)) throw error;
      results = this.appendManyTx.immediate(appends, true);
    }
    if (results.some((r) => r.appended)) this.wakeup.notify();
    return results.map((r) => r.result);
  }

  private appendInTx(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    lookForRetry: boolean,
  ): { result: AppendResult; appended: boolean } {
    const current = this.stmt.revision.get(streamId)?.r ?? -1;
    // The id lookup costs a query per append, so it runs only when the append cannot go through as is.
    if (lookForRetry || !expectedRevisionMatches(expected, current)) {
      const replay = this.findCommittedRetry(streamId, events, expected, current);
      if (replay) return { result: replay, appended: false };
    }
    checkExpected(streamId, expected, current);
    if (events.length === 0)
      return { result: { nextExpectedRevision: current, position: this.head() }, appended: false };
    const recordedAt = new Date().toISOString();
    let revision = current;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const info = this.stmt.insert.run(
        event.id,
        streamId,
        revision,
        event.type,
        event.schemaVersion ?? 1,
        JSON.stringify(event.data ?? null),
        JSON.stringify(event.metadata ?? {}),
        recordedAt,
      );
      position = Number(info.lastInsertRowid);
    }
    return { result: { nextExpectedRevision: revision, position }, appended: true };
  }

  /** A retry of an append that already committed returns the original result; a partial overlap is a conflict. */
  private findCommittedRetry(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    current: number,
  ): AppendResult | null {
    if (events.length === 0) return null;
    const found = this.stmt.byIds.all(JSON.stringify(events.map((e) => e.id)));
    if (found.length === 0) return null;
    const byId = new Map(found.map((row) => [row.event_id, row]));
    const rows = events.map((e) => byId.get(e.id));
    const first = rows[0];
    const sameAppend =
      first !== undefined &&
      rows.every(
        (row, i) =>
          row !== undefined && row.stream_id === streamId && row.stream_revision === first.stream_revision + i,
      );
    if (!sameAppend) throw new WrongExpectedRevisionError(streamId, expected, current < 0 ? 'no_stream' : current);
    const last = rows[rows.length - 1]!;
    return { nextExpectedRevision: last.stream_revision, position: last.position };
  }

  async readStream(streamId: string): Promise<ReadStreamResult> {
    const events = this.stmt.readStream.all(streamId).map(toRecorded);
    return { events, revision: events.length === 0 ? -1 : events[events.length - 1]!.streamRevision };
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    return this.readAllSync(fromPosition, limit);
  }

  private readAllSync(fromPosition: number, limit: number): RecordedEvent[] {
    return this.stmt.readAll.all(fromPosition, Math.max(0, Math.floor(limit))).map(tupleToRecorded);
  }

  async headPosition(): Promise<number> {
    return this.head();
  }

  private head(): number {
    return this.stmt.head.get()?.p ?? 0;
  }

  /**
   * Another connection (another thread or process) appended to this file: wake the subscriptions now
   * instead of at their next poll. Appends through this instance wake them by themselves.
   */
  notifyAppended(): void {
    this.wakeup.notify();
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const subscription = followLog({
      fromPosition: options.fromPosition,
      batchSize: options.batchSize ?? 500,
      read: (from, limit) => this.readAllSync(from, limit),
      onEvents: options.onEvents,
      onError: options.onError,
      wakeup: this.wakeup,
      pollMs: 50,
    });
    return this.subscriptions.track(subscription);
  }

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    if (this.ownsDb && this.db.open) this.db.close();
  }
}

function checkExpected(streamId: string, expected: ExpectedRevision, current: number): void {
  if (!expectedRevisionMatches(expected, current))
    throw new WrongExpectedRevisionError(streamId, expected, current < 0 ? 'no_stream' : current);
}

function isDuplicateEventId(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes('events.event_id')
  );
}
