import {
  WrongExpectedRevisionError,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
} from '../ports/eventStore.ts';
import { foldStream, type Decider, type DomainEvent } from './decider.ts';
import { ConcurrencyError } from './errors.ts';
import { uuid } from './ids.ts';

export interface HandleCommandOptions<Command, Event extends DomainEvent, State> {
  readonly streamId: string;
  readonly decider: Decider<Command, Event, State>;
  readonly command: Command;
  readonly metadata: EventMetadata;
  /** Deterministic ids make a retried command idempotent; defaults to random UUIDs. */
  // A method signature: a command of any decider fits a group of mixed ones (`GroupedCommand`).
  eventIds?(event: Event, index: number): string;
  /** Attempts after the first one when another writer got in between. */
  readonly maxRetries?: number;
}

export interface HandleCommandResult<Event extends DomainEvent, State> {
  /** The appended events; positions before the last are inferred as consecutive (exact on SQLite). */
  readonly events: RecordedEvent<Event['type'], Event['data']>[];
  readonly newState: State;
  readonly nextExpectedRevision: number;
  /** Global position of the last appended event, or the head when nothing was appended. */
  readonly position: number;
}

const backoffMs = (attempt: number): number => 5 * 2 ** attempt + Math.random() * 5;

/** Load, decide, append with the expected revision; only a revision conflict is retried. */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  eventStore: EventStore,
  options: HandleCommandOptions<Command, Event, State>,
): Promise<HandleCommandResult<Event, State>> {
  const { streamId, decider, command, metadata } = options;
  const maxRetries = options.maxRetries ?? 3;
  const eventIds = options.eventIds ?? (() => uuid());

  for (let attempt = 0; ; attempt++) {
    const stream = await eventStore.readStream(streamId);
    const state = foldStream(decider, stream.events);
    const decided = decider.decide(command, state);
    if (decided.length === 0) {
      return {
        events: [],
        newState: state,
        nextExpectedRevision: stream.revision,
        position: await eventStore.headPosition(),
      };
    }
    const toAppend = decided.map((event, index) => ({
      id: eventIds(event, index),
      type: event.type,
      data: event.data,
      metadata,
    }));
    try {
      const result = await eventStore.appendToStream(streamId, toAppend, {
        expectedRevision: stream.revision === -1 ? 'no_stream' : stream.revision,
      });
      const base = stream.revision;
      if (result.nextExpectedRevision !== base + toAppend.length) {
        // An idempotent re-append answered with the original result: read back what is really stored.
        const ids = new Set(toAppend.map((e) => e.id));
        const after = await eventStore.readStream(streamId);
        return {
          events: after.events.filter((e) => ids.has(e.id)) as RecordedEvent<Event['type'], Event['data']>[],
          newState: foldStream(decider, after.events),
          nextExpectedRevision: result.nextExpectedRevision,
          position: result.position,
        };
      }
      // The usual case needs no second read (it was a tenth of a command's cost). One append is one
      // transaction, so its events sit at consecutive positions ending at result.position.
      const recordedAt = new Date().toISOString();
      const events = toAppend.map((e, i) => ({
        ...e,
        schemaVersion: 1,
        streamId,
        streamRevision: base + 1 + i,
        position: result.position - (toAppend.length - 1 - i),
        recordedAt,
      })) as RecordedEvent<Event['type'], Event['data']>[];
      return {
        events,
        newState: decided.reduce(decider.evolve, state),
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxRetries) throw new ConcurrencyError();
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}
