import { describe, expect, it } from 'vitest';
import { canAppendToStreams } from '../ports/eventStore.ts';
import { schemaCheckedEventStore } from '../kernel/schemaCheckedEventStore.ts';
import { EventStoreDbEventStore } from './eventStore.ts';

describe('EventStoreDbEventStore capabilities', () => {
  // Creating the client opens no connection: these checks need no server.
  const store = EventStoreDbEventStore.connect({ connectionString: 'esdb://127.0.0.1:1?tls=false' });

  it('offers no multi-stream append, so callers (and the schema-checked wrapper) take the one-stream path', async () => {
    expect(canAppendToStreams(store)).toBe(false);
    expect(canAppendToStreams(schemaCheckedEventStore(store))).toBe(false);
    await store.close();
  });
});
