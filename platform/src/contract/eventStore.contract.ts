import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
} from '../ports/eventStore.ts';
import { uuid } from '../kernel/ids.ts';
import { waitUntil } from './waitUntil.ts';

export interface EventStoreFixture {
  readonly store: EventStore;
  cleanup(): Promise<void>;
}

const event = (type: string, data: unknown = {}, id = uuid()): EventToAppend => ({
  id,
  type,
  data,
  metadata: { accountId: 'acc-1' },
});

async function conflictOf(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

/** The event store contract, run unchanged against every adapter. */
export function eventStoreContract(name: string, factory: () => Promise<EventStoreFixture>): void {
  describe(`EventStore contract: ${name}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    beforeEach(async () => {
      fixture = await factory();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    describe('appending with an expected revision', () => {
      it('no_stream creates a stream and refuses an existing one with a typed conflict', async () => {
        const first = await store.appendToStream('cart-1', [event('Opened'), event('ItemAdded')], {
          expectedRevision: 'no_stream',
        });
        expect(first.nextExpectedRevision).toBe(1);
        const conflict = await conflictOf(
          store.appendToStream('cart-1', [event('Opened')], { expectedRevision: 'no_stream' }),
        );
        expect(conflict.streamId).toBe('cart-1');
        expect(conflict.expected).toBe('no_stream');
        expect(conflict.actual).toBe(1);
      });

      it('stream_exists refuses a missing stream and accepts an existing one', async () => {
        const conflict = await conflictOf(
          store.appendToStream('cart-2', [event('ItemAdded')], { expectedRevision: 'stream_exists' }),
        );
        expect(conflict.actual).toBe('no_stream');
        await store.appendToStream('cart-2', [event('Opened')], { expectedRevision: 'any' });
        const result = await store.appendToStream('cart-2', [event('ItemAdded')], {
          expectedRevision: 'stream_exists',
        });
        expect(result.nextExpectedRevision).toBe(1);
      });

      it('any never conflicts', async () => {
        await store.appendToStream('cart-3', [event('A')], { expectedRevision: 'any' });
        const result = await store.appendToStream('cart-3', [event('B')], { expectedRevision: 'any' });
        expect(result.nextExpectedRevision).toBe(1);
      });

      it('a number must equal the last revision', async () => {
        await store.appendToStream('cart-4', [event('A'), event('B')], { expectedRevision: 'no_stream' });
        const conflict = await conflictOf(store.appendToStream('cart-4', [event('C')], { expectedRevision: 0 }));
        expect(conflict).toMatchObject({ streamId: 'cart-4', expected: 0, actual: 1 });
        const ok = await store.appendToStream('cart-4', [event('C')], { expectedRevision: 1 });
        expect(ok.nextExpectedRevision).toBe(2);
        const { events } = await store.readStream('cart-4');
        expect(events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it('re-appending the same event ids returns the original result and writes nothing', async () => {
        const batch = [event('A', {}, 'evt-a'), event('B', {}, 'evt-b')];
        const first = await store.appendToStream('cart-5', batch, { expectedRevision: 'no_stream' });
        const retry = await store.appendToStream('cart-5', batch, { expectedRevision: 'no_stream' });
        expect(retry).toEqual(first);
        expect((await store.readStream('cart-5')).events).toHaveLength(2);
        expect(await store.headPosition()).toBe(first.position);
      });

      it('a partial overlap with stored ids is a conflict', async () => {
        await store.appendToStream('cart-6', [event('A', {}, 'evt-x')], { expectedRevision: 'no_stream' });
        await conflictOf(
          store.appendToStream('cart-6', [event('A', {}, 'evt-x'), event('B', {}, 'evt-y')], {
            expectedRevision: 'no_stream',
          }),
        );
        expect((await store.readStream('cart-6')).revision).toBe(0);
      });
    });

    describe('reading', () => {
      it('a missing stream reads as revision -1 with no events', async () => {
        expect(await store.readStream('nothing-here')).toEqual({ events: [], revision: -1 });
        expect(await store.headPosition()).toBe(0);
      });

      it('records every field of the appended event', async () => {
        const appended: EventToAppend = {
          id: 'evt-1',
          type: 'StudentRegistered',
          data: { name: 'José', n: 1 },
          schemaVersion: 2,
          metadata: { accountId: 'acc-9', userId: 'u1' },
        };
        const result = await store.appendToStream('student-1', [appended], { expectedRevision: 'no_stream' });
        const [recorded] = (await store.readStream('student-1')).events;
        expect(recorded).toMatchObject({
          ...appended,
          streamId: 'student-1',
          streamRevision: 0,
          position: result.position,
        });
        expect(Number.isNaN(Date.parse(recorded!.recordedAt))).toBe(false);
      });

      it('readAll returns every stream in global order, paged by position', async () => {
        await store.appendToStream('a-1', [event('A1'), event('A2')], { expectedRevision: 'no_stream' });
        await store.appendToStream('b-1', [event('B1')], { expectedRevision: 'no_stream' });
        await store.appendToStream('a-1', [event('A3')], { expectedRevision: 1 });
        const all = await store.readAll(0, 100);
        expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
        const positions = all.map((e) => e.position);
        expect([...positions].sort((x, y) => x - y)).toEqual(positions);
        expect(new Set(positions).size).toBe(4);
        const page1 = await store.readAll(0, 2);
        const page2 = await store.readAll(page1[1]!.position, 2);
        expect([...page1, ...page2].map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
        expect(await store.readAll(all[3]!.position, 10)).toEqual([]);
        expect(await store.headPosition()).toBe(all[3]!.position);
      });
    });

    describe('subscribing to all', () => {
      it('catches up from a checkpoint, then follows live appends, in order and without overlap', async () => {
        await store.appendToStream('s-1', [event('E1'), event('E2'), event('E3')], { expectedRevision: 'no_stream' });
        const [first] = await store.readAll(0, 1);
        const seen: RecordedEvent[] = [];
        let running = 0;
        let overlapped = false;
        const subscription = store.subscribeToAll({
          fromPosition: first!.position,
          batchSize: 1,
          onEvents: async (events) => {
            running += 1;
            overlapped ||= running > 1;
            await new Promise((r) => setTimeout(r, 2));
            seen.push(...events);
            running -= 1;
          },
        });
        await waitUntil(() => seen.length === 2);
        await store.appendToStream('s-2', [event('E4')], { expectedRevision: 'no_stream' });
        await store.appendToStream('s-1', [event('E5')], { expectedRevision: 2 });
        await waitUntil(() => seen.length === 4);
        await subscription.stop();
        expect(seen.map((e) => e.type)).toEqual(['E2', 'E3', 'E4', 'E5']);
        expect(overlapped).toBe(false);
      });

      it('delivers nothing after stop resolves', async () => {
        const seen: string[] = [];
        const subscription = store.subscribeToAll({
          fromPosition: 0,
          onEvents: (events) => void seen.push(...events.map((e) => e.type)),
        });
        await store.appendToStream('s-3', [event('Before')], { expectedRevision: 'no_stream' });
        await waitUntil(() => seen.length === 1);
        await subscription.stop();
        await store.appendToStream('s-3', [event('After')], { expectedRevision: 0 });
        await new Promise((r) => setTimeout(r, 150));
        expect(seen).toEqual(['Before']);
      });

      it('reports a failing handler through onError and stops', async () => {
        const errors: unknown[] = [];
        let calls = 0;
        const subscription = store.subscribeToAll({
          fromPosition: 0,
          onEvents: () => {
            calls += 1;
            throw new Error('boom');
          },
          onError: (error) => errors.push(error),
        });
        await store.appendToStream('s-4', [event('A')], { expectedRevision: 'no_stream' });
        await waitUntil(() => errors.length === 1);
        await store.appendToStream('s-4', [event('B')], { expectedRevision: 0 });
        await new Promise((r) => setTimeout(r, 150));
        await subscription.stop();
        expect(calls).toBe(1);
        expect((errors[0] as Error).message).toBe('boom');
      });
    });
  });
}
