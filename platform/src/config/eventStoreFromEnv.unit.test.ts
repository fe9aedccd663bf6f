import { describe, expect, it } from 'vitest';
import { EventStoreDbEventStore } from '../eventstoredb/eventStore.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { eventStoreFromEnv } from './eventStoreFromEnv.ts';

const embedded = { embedded: true } as unknown as EventStore;

describe('eventStoreFromEnv', () => {
  it('keeps the embedded store when EVENTSTORE_CONNECTION_STRING is unset or blank', () => {
    expect(eventStoreFromEnv(embedded, {})).toBe(embedded);
    expect(eventStoreFromEnv(embedded, { EVENTSTORE_CONNECTION_STRING: '  ' })).toBe(embedded);
  });

  it('selects EventStoreDB for an esdb:// connection string (no connection is opened until the first call)', async () => {
    const store = eventStoreFromEnv(embedded, {
      EVENTSTORE_CONNECTION_STRING: 'esdb://127.0.0.1:2113?tls=false',
      EVENTSTORE_NAMESPACE: 'staging',
    });
    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    await store.close();
  });

  it('refuses anything that is not an EventStoreDB connection string, without echoing credentials', () => {
    expect(() =>
      eventStoreFromEnv(embedded, { EVENTSTORE_CONNECTION_STRING: 'mongodb://user:secret@db:27017' }),
    ).toThrow("EVENTSTORE_CONNECTION_STRING must start with esdb:// or esdb+discover:// (got 'mongodb://...')");
  });
});
