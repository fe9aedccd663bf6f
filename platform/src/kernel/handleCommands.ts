import { WrongExpectedRevisionError, type MultiStreamAppendingEventStore } from '../ports/eventStore.ts';
import { foldStream, type DomainEvent } from './decider.ts';
import { ConcurrencyError } from './errors.ts';
import type { HandleCommandOptions } from './handleCommand.ts';
import { uuid } from './ids.ts';

/** One command of a group handled together, on its own stream. */
export type GroupedCommand = HandleCommandOptions<unknown, DomainEvent, unknown>;

export interface GroupedCommandResult {
  /** Revision of the stream after the group (unchanged when its decider decided nothing). */
  readonly nextExpectedRevision: number;
  /** Global position of the stream's last appended event; 0 when nothing was appended to it. */
  readonly position: number;
  readonly appended: number;
}

const backoffMs = (attempt: number): number => 5 * 2 ** attempt + Math.random() * 5;

/**
 * Like `handleCommand`, for several commands on different streams that must happen together (an
 * e-mail claim and the registration that uses it): each stream is loaded and decided, then every
 * decided event is appended in one multi-stream transaction, all or none. A decider that refuses
 * throws before anything is appended. Another writer on any of the streams makes the whole group
 * reload and decide again (up to maxRetries of the first command, default 3), then ConcurrencyError.
 * Needs the event store's optional multi-stream capability (`canAppendToStreams`).
 */
export async function handleCommandsTogether(
  eventStore: MultiStreamAppendingEventStore,
  commands: readonly GroupedCommand[],
): Promise<GroupedCommandResult[]> {
  const maxRetries = commands[0]?.maxRetries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const decided = [];
    for (const { streamId, decider, command, metadata, eventIds } of commands) {
      const stream = await eventStore.readStream(streamId);
      const state = foldStream(decider, stream.events);
      const events = decider.decide(command, state);
      const ids = eventIds ?? (() => uuid());
      decided.push({
        streamId,
        revision: stream.revision,
        events: events.map((event, index) => ({ id: ids(event, index), type: event.type, data: event.data, metadata })),
      });
    }
    const toAppend = decided.filter((d) => d.events.length > 0);
    if (toAppend.length === 0)
      return decided.map((d) => ({ nextExpectedRevision: d.revision, position: 0, appended: 0 }));
    try {
      const results = await eventStore.appendToStreams(
        toAppend.map((d) => ({
          streamId: d.streamId,
          events: d.events,
          expectedRevision: d.revision === -1 ? 'no_stream' : d.revision,
        })),
      );
      return decided.map((d) => {
        const index = toAppend.indexOf(d);
        const result = results[index];
        return result
          ? { nextExpectedRevision: result.nextExpectedRevision, position: result.position, appended: d.events.length }
          : { nextExpectedRevision: d.revision, position: 0, appended: 0 };
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxRetries) throw new ConcurrencyError();
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}
