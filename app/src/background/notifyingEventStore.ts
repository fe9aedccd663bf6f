import { canAppendToStreams, type EventStore, type MultiStreamAppendingEventStore } from '@gym/platform';

/** The store, calling `appended` after each append that went through (the multi-stream capability passes through). */
export function notifyingEventStore(store: EventStore, appended: () => void): EventStore {
  const notifying: EventStore = {
    async appendToStream(streamId, events, options) {
      const result = await store.appendToStream(streamId, events, options);
      appended();
      return result;
    },
    readStream: (streamId) => store.readStream(streamId),
    readAll: (fromPosition, limit) => store.readAll(fromPosition, limit),
    headPosition: () => store.headPosition(),
    subscribeToAll: (options) => store.subscribeToAll(options),
    close: () => store.close(),
  };
  if (!canAppendToStreams(store)) return notifying;
  const multi: MultiStreamAppendingEventStore = {
    ...notifying,
    async appendToStreams(appends) {
      const results = await store.appendToStreams(appends);
      appended();
      return results;
    },
  };
  return multi;
}
