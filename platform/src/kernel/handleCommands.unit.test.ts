import { describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../sqlite/eventStore.ts';
import { openSqlite } from '../sqlite/openSqlite.ts';
import type { MultiStreamAppendingEventStore } from '../ports/eventStore.ts';
import { ConcurrencyError } from './errors.ts';
import { handleCommandsTogether } from './handleCommands.ts';
import { counterDecider, type CounterCommand } from './counter.testkit.ts';
import type { Decider } from './decider.ts';

const memoryStore = (): SqliteEventStore => new SqliteEventStore(openSqlite(':memory:'));
const metadata = { accountId: 'acc-1' };
const on = (streamId: string, command: CounterCommand) => ({ streamId, decider: counterDecider, command, metadata });

/** A counter that refuses to go past 10: lets a test make the second command of a group fail. */
const cappedDecider: Decider<CounterCommand, Parameters<typeof counterDecider.evolve>[1], { value: number }> = {
  ...counterDecider,
  decide: (command, state) => {
    if (command.type === 'Increment' && state.value + command.data.by > 10) throw new Error('over the cap');
    return counterDecider.decide(command, state);
  },
};

describe('handleCommandsTogether', () => {
  it('given events on two streams, when two commands, then both streams get their decided events in one append', async () => {
    const store = memoryStore();
    await store.appendToStream('counter-b', [{ id: 'b0', type: 'Incremented', data: { by: 2 } }], {
      expectedRevision: 'no_stream',
    });
    const [a, b] = await handleCommandsTogether(store, [
      on('counter-a', { type: 'Increment', data: { by: 1 } }),
      on('counter-b', { type: 'Increment', data: { by: 3 } }),
    ]);
    expect(a).toEqual({ nextExpectedRevision: 0, position: 2, appended: 1 });
    expect(b).toEqual({ nextExpectedRevision: 1, position: 3, appended: 1 });
    expect((await store.readStream('counter-b')).events.map((e) => e.data)).toEqual([{ by: 2 }, { by: 3 }]);
    expect((await store.readStream('counter-a')).events[0]).toMatchObject({ type: 'Incremented', metadata });
  });

  it('a command that decides nothing leaves its stream alone while the others append', async () => {
    const store = memoryStore();
    const [reset, inc] = await handleCommandsTogether(store, [
      on('counter-a', { type: 'Reset', data: {} }),
      on('counter-b', { type: 'Increment', data: { by: 1 } }),
    ]);
    expect(reset).toEqual({ nextExpectedRevision: -1, position: 0, appended: 0 });
    expect(inc!.appended).toBe(1);
    expect(await store.headPosition()).toBe(1);
  });

  it('when a decider refuses, nothing of the group is appended', async () => {
    const store = memoryStore();
    await store.appendToStream('counter-b', [{ id: 'b0', type: 'Incremented', data: { by: 10 } }], {
      expectedRevision: 'no_stream',
    });
    await expect(
      handleCommandsTogether(store, [
        on('counter-a', { type: 'Increment', data: { by: 1 } }),
        { ...on('counter-b', { type: 'Increment', data: { by: 1 } }), decider: cappedDecider },
      ]),
    ).rejects.toThrow('over the cap');
    expect(await store.headPosition()).toBe(1);
    expect((await store.readStream('counter-a')).revision).toBe(-1);
  });

  it('another writer in between makes the group decide again on fresh state; past the retries it is a ConcurrencyError', async () => {
    const store = memoryStore();
    let interfere = 1;
    const racing = Object.create(store) as MultiStreamAppendingEventStore;
    racing.appendToStreams = async (appends) => {
      if (interfere-- > 0)
        await store.appendToStream('counter-b', [{ id: `other-${interfere}`, type: 'Incremented', data: { by: 5 } }], {
          expectedRevision: 'any',
        });
      return store.appendToStreams(appends);
    };
    const [, b] = await handleCommandsTogether(racing, [
      on('counter-a', { type: 'Increment', data: { by: 1 } }),
      on('counter-b', { type: 'Increment', data: { by: 1 } }),
    ]);
    expect(b).toMatchObject({ nextExpectedRevision: 1, appended: 1 });
    expect((await store.readStream('counter-a')).events).toHaveLength(1);

    interfere = 100;
    await expect(
      handleCommandsTogether(racing, [
        { ...on('counter-a', { type: 'Increment', data: { by: 1 } }), maxRetries: 1 },
        on('counter-b', { type: 'Increment', data: { by: 1 } }),
      ]),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream('counter-a')).events).toHaveLength(1);
  });
});
