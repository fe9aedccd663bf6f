import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../sqlite/eventStore.ts';
import { openSqlite } from '../sqlite/openSqlite.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { ConcurrencyError, ValidationError } from './errors.ts';
import { handleCommand } from './handleCommand.ts';
import { deterministicId } from './ids.ts';
import { counterDecider, type CounterCommand } from './counter.testkit.ts';

const memoryStore = (): SqliteEventStore => new SqliteEventStore(openSqlite(':memory:'));
const metadata = { accountId: 'acc-1', userId: 'u1' };
const run = (
  store: EventStore,
  command: CounterCommand,
  extra: { maxRetries?: number; eventIds?: (e: unknown, i: number) => string } = {},
) => handleCommand(store, { streamId: 'counter-1', decider: counterDecider, command, metadata, ...extra });

/** Appends one event behind the handler's back the first `times` times it is about to append. */
function withConcurrentWriter(store: EventStore, times: number): EventStore & { interference: number } {
  const wrapper = Object.create(store) as EventStore & { interference: number };
  wrapper.interference = 0;
  wrapper.appendToStream = async (streamId, events, options) => {
    if (wrapper.interference < times) {
      wrapper.interference += 1;
      await store.appendToStream(
        streamId,
        [{ id: `other-${wrapper.interference}`, type: 'Incremented', data: { by: 100 } }],
        { expectedRevision: 'any' },
      );
    }
    return store.appendToStream(streamId, events, options);
  };
  return wrapper;
}

describe('handleCommand', () => {
  it('given past events, when a command, then appends the decided events with metadata and returns the new state', async () => {
    const store = memoryStore();
    await store.appendToStream('counter-1', [{ id: 'e0', type: 'Incremented', data: { by: 2 } }], {
      expectedRevision: 'no_stream',
    });
    const result = await run(store, { type: 'Increment', data: { by: 3 } });
    expect(result.newState).toEqual({ value: 5 });
    expect(result.nextExpectedRevision).toBe(1);
    expect(result.position).toBe(2);
    expect(result.events).toHaveLength(1);
    expect(result.events[0]).toMatchObject({
      type: 'Incremented',
      data: { by: 3 },
      metadata,
      streamId: 'counter-1',
      streamRevision: 1,
      position: 2,
    });
  });

  it('creates a new stream with expected revision no_stream', async () => {
    const store = memoryStore();
    const result = await run(store, { type: 'Increment', data: { by: 1 } });
    expect(result.nextExpectedRevision).toBe(0);
    expect((await store.readStream('counter-1')).events.map((e) => e.type)).toEqual(['Incremented']);
  });

  it('appends nothing when the decider decides nothing, and returns the head position', async () => {
    const store = memoryStore();
    await store.appendToStream('other-1', [{ id: 'x', type: 'Incremented', data: { by: 1 } }], {
      expectedRevision: 'no_stream',
    });
    const result = await run(store, { type: 'Reset', data: {} });
    expect(result).toEqual({ events: [], newState: { value: 0 }, nextExpectedRevision: -1, position: 1 });
    expect(await store.headPosition()).toBe(1);
  });

  it('deterministic event ids make a repeated command idempotent', async () => {
    const store = memoryStore();
    const eventIds = (_e: unknown, i: number) => deterministicId('cmd-42', String(i));
    const first = await run(store, { type: 'Increment', data: { by: 1 } }, { eventIds });
    expect(first.events[0]!.id).toBe(deterministicId('cmd-42', '0'));
    const again = await run(store, { type: 'Increment', data: { by: 1 } }, { eventIds });
    const identity = (events: typeof first.events) =>
      events.map(({ id, type, data, streamRevision, position }) => ({ id, type, data, streamRevision, position }));
    expect(identity(again.events)).toEqual(identity(first.events));
    expect(again.newState).toEqual({ value: 1 });
    expect((await store.readStream('counter-1')).events).toHaveLength(1);
  });

  it('retries the whole load-decide-append after a concurrent append', async () => {
    const store = withConcurrentWriter(memoryStore(), 1);
    const result = await run(store, { type: 'Increment', data: { by: 1 } });
    expect(store.interference).toBe(1);
    expect(result.newState).toEqual({ value: 101 });
    expect(result.nextExpectedRevision).toBe(1);
  });

  it('gives up with a ConcurrencyError once the retries are exhausted', async () => {
    const store = withConcurrentWriter(memoryStore(), 10);
    await expect(run(store, { type: 'Increment', data: { by: 1 } }, { maxRetries: 2 })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(store.interference).toBe(3);
  });

  it('does not retry a domain refusal', async () => {
    const store = memoryStore();
    let decisions = 0;
    const refusing = {
      ...counterDecider,
      decide: () => {
        decisions += 1;
        throw ValidationError.field('by', 'Inválido');
      },
    };
    await expect(
      handleCommand(store, {
        streamId: 's-1',
        decider: refusing,
        command: { type: 'Increment', data: { by: 1 } },
        metadata,
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(decisions).toBe(1);
  });
});

describe('deterministicId', () => {
  it('is a stable v5-shaped UUID that differs by parts', () => {
    const id = deterministicId('a', 'b');
    expect(id).toBe(deterministicId('a', 'b'));
    expect(id).not.toBe(deterministicId('ab'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
