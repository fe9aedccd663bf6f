import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Doc } from '../ports/documentStore.ts';
import type { RecordedEvent } from '../ports/eventStore.ts';
import { SqliteDocumentStore } from '../sqlite/documentStore.ts';
import { SqliteEventStore } from '../sqlite/eventStore.ts';
import type { Projector } from './projection.ts';
import { rebuildProjector } from './rebuildProjector.ts';

interface CounterDoc extends Doc {
  readonly value: number;
  readonly label: string;
}

const ids = (e: RecordedEvent) => [e.streamId];
const projector: Projector = {
  name: 'counters-projector',
  version: 3,
  projections: [
    {
      collection: { name: 'counters', indexes: [{ fields: ['value'] }], textFields: ['label'] },
      handlers: {
        Incremented: {
          ids,
          // Returns a document without its id: the id it is stored under wins.
          update: (doc: CounterDoc | null, e) =>
            ({
              label: `counter ${e.streamId}`,
              value: (doc?.value ?? 0) + (e.data as { by: number }).by,
            }) as unknown as CounterDoc,
        },
        WasReset: { ids, update: () => null },
        Touched: { ids, update: (doc: CounterDoc | null) => doc },
      },
    },
    {
      collection: { name: 'totals', indexes: [{ fields: ['value'] }] },
      handlers: {
        Incremented: {
          ids: () => ['all'],
          update: (doc: CounterDoc | null, e) => ({
            id: 'all',
            label: 'all',
            value: (doc?.value ?? 0) + (e.data as { by: number }).by,
          }),
        },
      },
    },
  ],
};

describe('rebuildProjector', () => {
  let dir: string;
  let events: SqliteEventStore;
  const stores: SqliteDocumentStore[] = [];
  const open = (name: string) => {
    const store = SqliteDocumentStore.open(join(dir, `${name}.sqlite`));
    stores.push(store);
    return store;
  };
  const append = (stream: string, type: string, data: object = {}) =>
    events.appendToStream(stream, [{ id: `${stream}-${Math.random()}`, type, data }], { expectedRevision: 'any' });
  const contents = async (store: SqliteDocumentStore) => ({
    counters: await store.collection('counters').find({}, { sort: [['id', 1]] }),
    totals: await store.collection('totals').find({}, { sort: [['id', 1]] }),
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rebuild-'));
    events = SqliteEventStore.open(join(dir, 'events.sqlite'));
    for (let i = 0; i < 60; i++) {
      await append(`c-${i % 7}`, 'Incremented', { by: i });
      if (i % 9 === 4) await append(`c-${i % 7}`, 'WasReset');
      if (i % 5 === 0) await append(`c-${i % 7}`, 'Touched');
      if (i % 11 === 0) await append(`never-${i}`, 'Touched');
    }
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds the same documents in memory as through the store, past the memory limit or not', async () => {
    const head = await events.headPosition();
    const results = [];
    for (const [name, maxDocsInMemory] of [
      ['memory', undefined],
      ['limit-0', 0],
      ['limit-3', 3],
    ] as const) {
      const store = open(name);
      const result = await rebuildProjector({
        eventStore: events,
        documentStore: store,
        projector,
        batchSize: 8,
        ...(maxDocsInMemory === undefined ? {} : { maxDocsInMemory }),
      });
      expect(result).toEqual({ position: head, events: head });
      expect(await store.getCheckpoint('counters-projector')).toBe(head);
      expect(await store.getCheckpoint('counters-projector@version')).toBe(3);
      expect(await store.collection('counters').count({ $text: { search: 'counter c-3' } })).toBe(1);
      results.push(await contents(store));
    }
    expect(results[0]!.counters.map((d) => d.id)).not.toContain('never-0');
    expect(results[0]!.totals).toEqual([{ id: 'all', label: 'all', value: (59 * 60) / 2 }]);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it('reports its progress after each batch, up to the head', async () => {
    const head = await events.headPosition();
    const seen: { events: number; position: number }[] = [];
    await rebuildProjector({
      eventStore: events,
      documentStore: open('progress'),
      projector,
      batchSize: 8,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBe(Math.ceil(head / 8));
    expect(seen.at(-1)).toEqual({ events: head, position: head });
    expect(seen.map((p) => p.events)).toEqual([...seen.map((p) => p.events)].sort((a, b) => a - b));
  });

  it('replays events appended before the swap into the indexed copy and carries the final position', async () => {
    const store = open('tail');
    let tail = 0;
    const result = await rebuildProjector({
      eventStore: events,
      documentStore: store,
      projector,
      beforeSwap: async () => {
        await append('c-1', 'Incremented', { by: 1000 });
        await append('c-2', 'WasReset');
        tail = (await append('c-new', 'Incremented', { by: 5 })).position;
      },
    });
    expect(result.position).toBe(tail);
    expect(await store.getCheckpoint('counters-projector')).toBe(tail);
    const { counters } = await contents(store);
    expect(counters.map((d) => d.id)).not.toContain('c-2');
    expect(counters.find((d) => d.id === 'c-new')).toMatchObject({ value: 5 });
    expect(await store.collection('counters').count({ value: { $gte: 1000 } })).toBe(1);

    const again = open('again');
    await rebuildProjector({ eventStore: events, documentStore: again, projector, maxDocsInMemory: 0 });
    expect(await contents(again)).toEqual(await contents(store));
  });
});
