import {
  currentSchemaVersion,
  fileAddressesAsReferences,
  isKnownEventType,
  upcastEventData,
  validateEventData,
} from '@gym/contracts';
import {
  canAppendToStreams,
  type EventStore,
  type EventToAppend,
  type MultiStreamAppendingEventStore,
  type RecordedEvent,
} from '../ports/eventStore.ts';

function upcast(event: RecordedEvent): RecordedEvent {
  if (!isKnownEventType(event.type)) return event;
  const version = currentSchemaVersion(event.type);
  // Events written at the current version were validated on append: only older ones need work.
  if (event.schemaVersion >= version) return event;
  return { ...event, data: upcastEventData(event.type, event.schemaVersion, event.data), schemaVersion: version };
}

/**
 * Puts the contracts' event schemas around any event store: every append is validated and stamped
 * with its type's current schema version; every read brings older versions up to date (upcasting),
 * so deciders and projections only ever see current shapes.
 */
function stamp(events: readonly EventToAppend[]): EventToAppend[] {
  return events.map((raw) => {
    // Uploaded files are stored as `/{account}/files/{key}`, never with the host of the request that sent them
    // (issue 35): answers add the reader's origin back (command-service/src/web/publicOrigin.ts).
    const event = { ...raw, data: fileAddressesAsReferences(raw.data) };
    validateEventData(event.type, event.data);
    return { ...event, schemaVersion: currentSchemaVersion(event.type as Parameters<typeof currentSchemaVersion>[0]) };
  });
}

export function schemaCheckedEventStore(store: EventStore): EventStore {
  const checked: EventStore = {
    async appendToStream(streamId, events, options) {
      return store.appendToStream(streamId, stamp(events), options);
    },
    async readStream(streamId) {
      const result = await store.readStream(streamId);
      return { ...result, events: result.events.map(upcast) };
    },
    async readAll(fromPosition, limit) {
      return (await store.readAll(fromPosition, limit)).map(upcast);
    },
    headPosition: () => store.headPosition(),
    subscribeToAll(options) {
      return store.subscribeToAll({ ...options, onEvents: (events) => options.onEvents(events.map(upcast)) });
    },
    close: () => store.close(),
  };
  // The multi-stream capability passes through only when the wrapped store has it.
  if (!canAppendToStreams(store)) return checked;
  const multi: MultiStreamAppendingEventStore = {
    ...checked,
    appendToStreams: async (appends) => store.appendToStreams(appends.map((a) => ({ ...a, events: stamp(a.events) }))),
  };
  return multi;
}
