import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../sqlite/eventStore.ts';
import { canAppendToStreams, type EventStore } from '../ports/eventStore.ts';
import { schemaCheckedEventStore } from './schemaCheckedEventStore.ts';

describe('schema-checked event store', () => {
  let dir: string;
  let raw: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'gym-schema-'));
    raw = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await raw.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an event whose data breaks its schema, and writes nothing', async () => {
    const store = schemaCheckedEventStore(raw);
    await expect(
      store.appendToStream('student-1', [{ id: 'e1', type: 'StudentDeleted', data: { accountId: 'a' } }], {
        expectedRevision: 'any',
      }),
    ).rejects.toThrow();
    expect(await raw.headPosition()).toBe(0);
  });

  it('refuses an event type that has no schema', async () => {
    const store = schemaCheckedEventStore(raw);
    await expect(
      store.appendToStream('x-1', [{ id: 'e1', type: 'SomethingHappened', data: {} }], { expectedRevision: 'any' }),
    ).rejects.toThrow(/Unknown event type SomethingHappened/);
  });

  it('stamps the current schema version and reads valid events back unchanged', async () => {
    const store = schemaCheckedEventStore(raw);
    const data = { accountId: 'a', studentId: 's', deletedAt: '2026-11-21T00:00:00Z' };
    await store.appendToStream('student-s', [{ id: 'e1', type: 'StudentDeleted', data, schemaVersion: 7 }], {
      expectedRevision: 'no_stream',
    });
    const [event] = (await store.readStream('student-s')).events;
    expect(event).toMatchObject({ type: 'StudentDeleted', data, schemaVersion: 1 });
  });

  it("offers the multi-stream append only when the wrapped store does, checking every stream's events", async () => {
    // An adapter with only the port's methods (as EventStoreDB's may be).
    const withoutCapability: EventStore = {
      appendToStream: (streamId, events, options) => raw.appendToStream(streamId, events, options),
      readStream: (streamId) => raw.readStream(streamId),
      readAll: (from, limit) => raw.readAll(from, limit),
      headPosition: () => raw.headPosition(),
      subscribeToAll: (options) => raw.subscribeToAll(options),
      close: () => raw.close(),
    };
    expect(canAppendToStreams(schemaCheckedEventStore(withoutCapability))).toBe(false);

    const store = schemaCheckedEventStore(raw);
    if (!canAppendToStreams(store)) throw new Error('the SQLite store has the capability');
    const valid = {
      id: 'ok',
      type: 'StudentDeleted',
      data: { accountId: 'a', studentId: 's', deletedAt: '2026-11-21T00:00:00Z' },
    };
    const broken = { id: 'bad', type: 'StudentDeleted', data: { accountId: 'a' } };
    await expect(
      store.appendToStreams([
        { streamId: 'student-s', events: [valid], expectedRevision: 'any' },
        { streamId: 'student-t', events: [broken], expectedRevision: 'any' },
      ]),
    ).rejects.toThrow();
    expect(await raw.headPosition()).toBe(0);
    await store.appendToStreams([
      { streamId: 'student-s', events: [{ ...valid, schemaVersion: 7 }], expectedRevision: 'no_stream' },
    ]);
    expect((await raw.readStream('student-s')).events[0]).toMatchObject({ type: 'StudentDeleted', schemaVersion: 1 });
  });
});
