import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventData,
  type JSONType,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  expectedRevisionMatches,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadStreamResult,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../ports/eventStore.ts';
import { subscribeToAll } from './allSubscription.ts';
import {
  fromAllEvent,
  numberToReadPosition,
  positionToNumber,
  StreamNames,
  toEnvelope,
  toEsdbEventId,
  toEsdbExpectedRevision,
  toRecordedEvent,
  toWrongExpectedRevision,
} from './mapping.ts';
import { OpenSubscriptions } from '../kernel/openSubscriptions.ts';

export interface EventStoreDbOptions {
  /** e.g. `esdb://localhost:2113?tls=false` */
  readonly connectionString: string;
  /** Prefix of every stream name, so several environments (or test runs) can share one server. */
  readonly namespace?: string | undefined;
  /** Told of each dropped subscription connection before it is opened again. */
  readonly onReconnect?: ((error: unknown) => void) | undefined;
}

/**
 * The event store port on EventStoreDB (@eventstore/db-client, gRPC). Streams map one to one (with
 * the namespace's prefix); the global position is the $all commit position; system events never
 * reach the port. There is no `appendToStreams`: EventStoreDB before 25.1 has no atomic append to
 * several streams, so callers (`canAppendToStreams`) take their one-stream-at-a-time path.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly names: StreamNames;
  private readonly subscriptions = new OpenSubscriptions();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: Omit<EventStoreDbOptions, 'connectionString'> = {},
  ) {
    this.names = new StreamNames(options.namespace);
  }

  static connect(options: EventStoreDbOptions): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(options.connectionString), options);
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const stream = this.names.toEsdb(streamId);
    if (events.length === 0) return this.checkOnly(streamId, options.expectedRevision);
    try {
      const result = await this.client.appendToStream(stream, events.map(toEventData), {
        expectedRevision: toEsdbExpectedRevision(options.expectedRevision),
      });
      const revision = Number(result.nextExpectedRevision);
      // A retry the server recognised as already written answers without a position: read it back.
      const position =
        positionToNumber(result.position) ?? (await this.positionOf(stream, result.nextExpectedRevision));
      return { nextExpectedRevision: revision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError)
        throw toWrongExpectedRevision(streamId, options.expectedRevision, error.actualVersion);
      throw error;
    }
  }

  /** An empty append checks the expectation and changes nothing (as the SQLite store does). */
  private async checkOnly(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const { revision } = await this.readLast(this.names.toEsdb(streamId));
    if (!expectedRevisionMatches(expected, revision))
      throw toWrongExpectedRevision(streamId, expected, BigInt(revision));
    return { nextExpectedRevision: revision, position: await this.headPosition() };
  }

  private async readLast(stream: string): Promise<{ revision: number; position: number | null }> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        if (resolved.event)
          return { revision: Number(resolved.event.revision), position: positionToNumber(resolved.event.position) };
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return { revision: -1, position: null };
  }

  private async positionOf(stream: string, revision: bigint): Promise<number> {
    for await (const resolved of this.client.readStream(stream, { fromRevision: revision, maxCount: 1 })) {
      const position = positionToNumber(resolved.event?.position);
      if (position !== null) return position;
    }
    throw new Error(
      `EventStoreDB gave no $all position for ${stream}@${revision} (stream reads carry it from server 23.10 on)`,
    );
  }

  async readStream(streamId: string): Promise<ReadStreamResult> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(this.names.toEsdb(streamId))) {
        const event = resolved.event ? toRecordedEvent(resolved.event, this.names) : null;
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { events: [], revision: -1 };
      throw error;
    }
    return { events, revision: events.length === 0 ? -1 : events[events.length - 1]!.streamRevision };
  }

  /**
   * Pages through $all from the position, keeping our events (the client's readAll has no server-side
   * filter): system events and other namespaces are skipped, so a page may take several reads.
   */
  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    const wanted = Math.max(0, Math.floor(limit));
    const pageSize = Math.min(Math.max(wanted + 1, 64), 4096);
    const found: RecordedEvent[] = [];
    let after = fromPosition;
    while (found.length < wanted) {
      let read = 0;
      let lastSeen = after;
      for await (const resolved of this.client.readAll({
        fromPosition: numberToReadPosition(after),
        maxCount: pageSize,
      })) {
        read += 1;
        const position = positionToNumber(resolved.event?.position);
        // A read from a position includes the event there; the port wants strictly after it.
        if (position === null || position <= after) continue;
        lastSeen = position;
        const event = fromAllEvent(resolved, this.names);
        if (event) found.push(event);
        if (found.length === wanted) break;
      }
      if (read < pageSize || lastSeen === after) break;
      after = lastSeen;
    }
    return found;
  }

  /** The position of our last event: $all read backwards until one of ours (0 when there is none). */
  async headPosition(): Promise<number> {
    const pageSize = 256;
    let from: ReadPosition = END;
    for (;;) {
      let read = 0;
      let oldest: ReadPosition | undefined;
      for await (const resolved of this.client.readAll({
        direction: BACKWARDS,
        fromPosition: from,
        maxCount: pageSize,
      })) {
        read += 1;
        const event = fromAllEvent(resolved, this.names);
        if (event) return event.position;
        oldest = resolved.event?.position ?? oldest;
      }
      if (read < pageSize || !oldest) return 0;
      from = oldest;
    }
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    const subscription = subscribeToAll({
      ...options,
      client: this.client,
      names: this.names,
      onReconnect: this.options.onReconnect,
    });
    return this.subscriptions.track(subscription);
  }

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.client.dispose();
  }
}

function toEventData(event: EventToAppend): EventData {
  return {
    id: toEsdbEventId(event.id),
    contentType: 'application/json',
    type: event.type,
    // JSON all the way (the port's data is JSON); undefined is stored as null, as the SQLite store does.
    data: (event.data ?? null) as JSONType,
    metadata: toEnvelope(event),
  };
}
