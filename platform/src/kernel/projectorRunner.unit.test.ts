import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Checkpoint, Doc, DocWrite, DocumentStore } from '../ports/documentStore.ts';
import type { RecordedEvent } from '../ports/eventStore.ts';
import { SqliteDocumentStore } from '../sqlite/documentStore.ts';
import { SqliteEventStore } from '../sqlite/eventStore.ts';
import { waitUntil } from '../contract/waitUntil.ts';
import type { Projection, Projector } from './projection.ts';
import { ProjectorRunner } from './projectorRunner.ts';
import { rebuildProjector } from './rebuildProjector.ts';

interface CounterDoc extends Doc {
  readonly value: number;
  readonly label: string;
  readonly lastPosition: number;
}

function counters(label: (streamId: string) => string): Projection<CounterDoc> {
  const ids = (e: RecordedEvent) => [e.streamId];
  return {
    collection: { name: 'counters', indexes: [{ fields: ['value'] }], textFields: ['label'] },
    handlers: {
      Incremented: {
        ids,
        // Safe to apply twice: an event at or before lastPosition is already in the document.
        update: (doc, e) =>
          doc && doc.lastPosition >= e.position
            ? doc
            : {
                id: e.streamId,
                label: label(e.streamId),
                value: (doc?.value ?? 0) + (e.data as { by: number }).by,
                lastPosition: e.position,
              },
      },
      WasReset: { ids, update: () => null },
    },
  };
}

const projector = (version = 1, label = (s: string) => s): Projector => ({
  name: 'counters-projector',
  version,
  projections: [counters(label)],
});

describe('ProjectorRunner', () => {
  let dir: string;
  let events: SqliteEventStore;
  let docs: SqliteDocumentStore;
  const runners: ProjectorRunner[] = [];
  const runner = (p: Projector, batchSize = 500): ProjectorRunner => {
    const r = new ProjectorRunner({
      eventStore: events,
      documentStore: docs,
      projector: p,
      batchSize,
      rebuildBatchSize: 7,
    });
    runners.push(r);
    return r;
  };
  const increment = (stream: string, by: number, n = 1) =>
    events.appendToStream(
      stream,
      Array.from({ length: n }, (_, i) => ({
        id: `${stream}-${by}-${Math.random()}-${i}`,
        type: 'Incremented',
        data: { by },
      })),
      { expectedRevision: 'any' },
    );
  const all = () => docs.collection<CounterDoc>('counters').find({}, { sort: [['id', 1]] });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'projector-'));
    events = SqliteEventStore.open(join(dir, 'events.sqlite'));
    docs = SqliteDocumentStore.open(join(dir, 'readmodels.sqlite'));
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await events.close();
    await docs.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('projects past and live events, with the checkpoint saved with the documents', async () => {
    await increment('c-1', 2);
    const r = runner(projector());
    await r.start();
    await increment('c-1', 3);
    const { position } = await increment('c-2', 1);
    expect(await r.waitFor(position, 2000)).toBe(true);
    expect((await all()).map((d) => [d.id, d.value])).toEqual([
      ['c-1', 5],
      ['c-2', 1],
    ]);
    expect(await docs.getCheckpoint('counters-projector')).toBe(position);
    expect(r.position()).toBe(position);
    const reset = await events.appendToStream('c-1', [{ id: 'reset-1', type: 'WasReset', data: {} }], {
      expectedRevision: 'any',
    });
    await r.waitFor(reset.position, 2000);
    expect((await all()).map((d) => d.id)).toEqual(['c-2']);
  });

  it('waitFor resolves false on timeout and never rejects', async () => {
    const r = runner(projector());
    await r.start();
    expect(await r.waitFor(999, 30)).toBe(false);
    expect(await r.waitFor(0, 30)).toBe(true);
  });

  it('a restarted runner skips what it already committed: replaying changes nothing', async () => {
    await increment('c-1', 1, 10);
    const first = runner(projector());
    await first.start();
    await first.waitFor(10, 2000);
    await first.stop();
    const before = await all();
    const second = runner(projector());
    await second.start();
    await increment('c-2', 1);
    await second.waitFor(11, 2000);
    expect((await all()).filter((d) => d.id === 'c-1')).toEqual(before);
  });

  it('a runner stopped mid-way and restarted ends equal to a clean rebuild', async () => {
    for (let i = 0; i < 12; i++) await increment(`c-${i % 4}`, i + 1);
    const interrupted = runner(projector(), 4);
    await interrupted.start();
    await waitUntil(() => interrupted.position() >= 8);
    await interrupted.stop();
    for (let i = 12; i < 30; i++) await increment(`c-${i % 4}`, i + 1);
    expect(interrupted.position()).toBeLessThanOrEqual(12);
    const resumed = runner(projector(), 4);
    await resumed.start();
    expect(await resumed.waitFor(30, 2000)).toBe(true);
    const live = await all();

    const cleanDocs = SqliteDocumentStore.open(join(dir, 'clean.sqlite'));
    const result = await rebuildProjector({
      eventStore: events,
      documentStore: cleanDocs,
      projector: projector(),
      batchSize: 5,
    });
    const clean = await cleanDocs.collection('counters').find({}, { sort: [['id', 1]] });
    await cleanDocs.close();
    expect(result).toEqual({ position: 30, events: 30 });
    expect(live).toEqual(clean);
  });

  it('rebuild fills a fresh copy while the live collection serves, swaps it in and keeps following', async () => {
    for (let i = 0; i < 50; i++) await increment(`c-${i % 5}`, 1);
    const r = runner(projector());
    await r.start();
    await r.waitFor(50, 2000);
    await docs
      .collection<CounterDoc>('counters')
      .upsert({ id: 'stale', value: 0, label: 'not in the log', lastPosition: 0 });
    const rebuilding = r.rebuild();
    // Appends during the rebuild land in the live copy and in the rebuilt one.
    await increment('c-0', 10);
    expect(await docs.collection('counters').count({ id: 'stale' })).toBe(1);
    await rebuilding;
    await docs
      .collection('counters')
      .count({ id: 'stale' })
      .then((n) => expect(n).toBe(0));
    const { position } = await increment('c-1', 100);
    expect(await r.waitFor(position, 2000)).toBe(true);
    const byId = new Map((await all()).map((d) => [d.id, d.value]));
    expect(byId.get('c-0')).toBe(20);
    expect(byId.get('c-1')).toBe(110);
    expect(await docs.collection('counters').count({ $text: { search: 'c-3' } })).toBe(1);
  });

  it('a version bump rebuilds the read model on start', async () => {
    await increment('c-1', 1);
    const v1 = runner(projector(1));
    await v1.start();
    await v1.waitFor(1, 2000);
    await v1.stop();
    expect((await all())[0]?.label).toBe('c-1');
    const v2 = runner(projector(2, (s) => s.toUpperCase()));
    await v2.start();
    expect((await all()).map((d) => d.label)).toEqual(['C-1']);
    expect(await docs.getCheckpoint('counters-projector@version')).toBe(2);
    expect(v2.position()).toBe(1);
  });

  describe('a rebuild swapped in by another process while the runner is live (npm run rebuild)', () => {
    interface TallyDoc extends Doc {
      readonly events: number;
    }
    /** Not safe to apply twice on purpose: an event applied twice or lost shows in the tally. */
    const tally = (version = 1): Projector => ({
      name: 'tally-projector',
      version,
      projections: [
        {
          collection: { name: 'tallies' },
          handlers: {
            Incremented: {
              ids: (e) => [e.streamId],
              update: (doc: TallyDoc | null, e) => ({ id: e.streamId, events: (doc?.events ?? 0) + 1 }),
            },
          },
        } as Projection<TallyDoc>,
      ],
    });
    /** Another process's connection to the same file, rebuilding from a log that ends at `upTo`. */
    async function swapInElsewhere(upTo: number, version = 1): Promise<void> {
      const other = SqliteDocumentStore.open(join(dir, 'readmodels.sqlite'));
      const truncated: SqliteEventStore = Object.create(events, {
        readAll: {
          value: async (from: number, max: number) =>
            (await events.readAll(from, max)).filter((e) => e.position <= upTo),
        },
      });
      await rebuildProjector({ eventStore: truncated, documentStore: other, projector: tally(version) });
      await other.close();
    }
    const tallies = () => docs.collection<TallyDoc>('tallies').find({}, { sort: [['id', 1]] });
    async function clean(): Promise<Doc[]> {
      const cleanDocs = SqliteDocumentStore.open(join(dir, 'clean.sqlite'));
      await rebuildProjector({ eventStore: events, documentStore: cleanDocs, projector: tally() });
      const found = await cleanDocs.collection('tallies').find({}, { sort: [['id', 1]] });
      await cleanDocs.close();
      return found;
    }
    const live = (options: Partial<ConstructorParameters<typeof ProjectorRunner>[0]> = {}) => {
      const r = new ProjectorRunner({
        eventStore: events,
        documentStore: docs,
        projector: tally(),
        batchSize: 1,
        ...options,
      });
      runners.push(r);
      return r;
    };

    it('the next batch is fenced off and the runner resumes from the swapped-in position: nothing lost, nothing twice', async () => {
      const resyncs: unknown[] = [];
      const r = live({ onResync: (resync) => resyncs.push(resync) });
      await increment('c-1', 1, 3);
      await r.start();
      expect(await r.waitFor(3, 2000)).toBe(true);
      // The copy stops at position 2 although the runner already committed 3 to the old collection.
      await swapInElsewhere(2);
      expect(await docs.getCheckpoint('tally-projector')).toBe(2);
      await increment('c-1', 1);
      const { position } = await increment('c-2', 1);
      await waitUntil(async () => (await docs.getCheckpoint('tally-projector')) === position);
      // from: the batch of position 4, projected on the old copy and refused.
      expect(resyncs).toEqual([{ from: 4, to: 2 }]);
      expect(await tallies()).toEqual([
        { id: 'c-1', events: 4 },
        { id: 'c-2', events: 1 },
      ]);
      expect(await tallies()).toEqual(await clean());
      expect(r.error).toBeNull();
    });

    it('an idle runner notices the swap on its own (watchCheckpointMs) and catches the copy up', async () => {
      const resyncs: unknown[] = [];
      const r = live({ watchCheckpointMs: 20, onResync: (resync) => resyncs.push(resync) });
      await increment('c-1', 1, 5);
      await r.start();
      expect(await r.waitFor(5, 2000)).toBe(true);
      await swapInElsewhere(3);
      await waitUntil(() => resyncs.length === 1);
      await waitUntil(async () => (await docs.getCheckpoint('tally-projector')) === 5);
      expect(await tallies()).toEqual([{ id: 'c-1', events: 5 }]);
      expect(await tallies()).toEqual(await clean());
    });

    it('a copy made by another version of the projector is not followed: the runner stops without writing', async () => {
      const errors: unknown[] = [];
      const r = live({ onError: (error) => errors.push(error) });
      await increment('c-1', 1, 2);
      await r.start();
      expect(await r.waitFor(2, 2000)).toBe(true);
      await swapInElsewhere(2, 2);
      await increment('c-1', 1);
      await waitUntil(() => errors.length === 1);
      expect(String(errors[0])).toContain('version 2 was swapped in by another process');
      expect(await tallies()).toEqual([{ id: 'c-1', events: 2 }]);
      expect(await docs.getCheckpoint('tally-projector')).toBe(2);
    });
  });

  describe('while a batch is being committed (a store over the network)', () => {
    /** The store, with each commit of documents held until the test lets it through. */
    function heldCommits() {
      const held: Array<{ writes: readonly DocWrite[]; release: () => void; fail: (error: Error) => void }> = [];
      const store: DocumentStore = Object.create(docs, {
        commit: {
          value: (writes: readonly DocWrite[], checkpoint?: Checkpoint) =>
            writes.length === 0
              ? docs.commit(writes, checkpoint)
              : new Promise<void>((resolve, reject) => {
                  held.push({
                    writes,
                    release: () => void docs.commit(writes, checkpoint).then(resolve, reject),
                    fail: reject,
                  });
                }),
        },
      });
      return { store, held };
    }

    it('projects the next batch on the documents of the one in flight, and commits them in order', async () => {
      const { store, held } = heldCommits();
      const r = new ProjectorRunner({ eventStore: events, documentStore: store, projector: projector(), batchSize: 1 });
      runners.push(r);
      const first = await increment('c-1', 1);
      await increment('c-1', 10);
      const third = await increment('c-1', 100);
      await r.start();
      await waitUntil(() => held.length === 1);
      // The second batch is projected, but waits for the first commit before its own.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(held).toHaveLength(1);
      expect(r.position()).toBe(0);
      held[0]!.release();
      expect(await r.waitFor(first.position, 1000)).toBe(true);
      await waitUntil(() => held.length === 2);
      expect(held[1]!.writes).toEqual([
        { kind: 'upsert', collection: 'counters', doc: expect.objectContaining({ value: 11 }) },
      ]);
      held[1]!.release();
      await waitUntil(() => held.length === 3);
      held[2]!.release();
      expect(await r.waitFor(third.position, 1000)).toBe(true);
      expect((await all()).map((d) => [d.id, d.value])).toEqual([['c-1', 111]]);
    });

    it('a failed commit stops the runner once, and nothing after it is committed', async () => {
      const { store, held } = heldCommits();
      const errors: unknown[] = [];
      const r = new ProjectorRunner({
        eventStore: events,
        documentStore: store,
        projector: projector(),
        batchSize: 1,
        onError: (error) => errors.push(error),
      });
      runners.push(r);
      const first = await increment('c-1', 1);
      await increment('c-1', 10);
      await increment('c-1', 100);
      await r.start();
      await waitUntil(() => held.length === 1);
      held[0]!.release();
      await r.waitFor(first.position, 1000);
      await waitUntil(() => held.length === 2);
      held[1]!.fail(new Error('the store went away'));
      await waitUntil(() => errors.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(held).toHaveLength(2);
      expect(errors).toEqual([new Error('the store went away')]);
      expect(r.error).toEqual(new Error('the store went away'));
      expect(r.position()).toBe(first.position);
      expect((await all()).map((d) => [d.id, d.value])).toEqual([['c-1', 1]]);
    });
  });
});
