import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  canAppendToStreams,
  WrongExpectedRevisionError,
  type EventToAppend,
  type MultiStreamAppendingEventStore,
} from '../ports/eventStore.ts';
import { uuid } from '../kernel/ids.ts';
import type { EventStoreFixture } from './eventStore.contract.ts';

const event = (type: string, id = uuid()): EventToAppend => ({
  id,
  type,
  data: { n: 1 },
  metadata: { accountId: 'acc-1' },
});

/**
 * The optional multi-stream append (`appendToStreams`), for adapters that offer it: run it next to
 * `eventStoreContract` for such an adapter (an adapter without the capability does not run it).
 */
export function multiStreamAppendContract(name: string, factory: () => Promise<EventStoreFixture>): void {
  describe(`EventStore multi-stream append contract: ${name}`, () => {
    let fixture: EventStoreFixture;
    let store: MultiStreamAppendingEventStore;
    beforeEach(async () => {
      fixture = await factory();
      if (!canAppendToStreams(fixture.store)) throw new Error(`${name} does not offer appendToStreams`);
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    it('appends to every stream, in order, and answers each stream its result', async () => {
      await store.appendToStream('b-1', [event('Opened')], { expectedRevision: 'no_stream' });
      const results = await store.appendToStreams([
        { streamId: 'a-1', events: [event('Claimed')], expectedRevision: 'no_stream' },
        { streamId: 'b-1', events: [event('Added'), event('Added')], expectedRevision: 0 },
      ]);
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([0, 2]);
      expect(results[0]!.position).toBeLessThan(results[1]!.position);
      expect((await store.readStream('a-1')).events.map((e) => e.type)).toEqual(['Claimed']);
      expect((await store.readStream('b-1')).events.map((e) => e.type)).toEqual(['Opened', 'Added', 'Added']);
      const log = await store.readAll(0, 10);
      expect(log.map((e) => `${e.streamId}:${e.type}`)).toEqual([
        'b-1:Opened',
        'a-1:Claimed',
        'b-1:Added',
        'b-1:Added',
      ]);
      expect(log[log.length - 1]!.position).toBe(results[1]!.position);
    });

    it('a wrong expected revision on any stream appends nothing on any of them', async () => {
      await store.appendToStream('b-2', [event('Opened')], { expectedRevision: 'no_stream' });
      const head = await store.headPosition();
      const error = await store
        .appendToStreams([
          { streamId: 'a-2', events: [event('Claimed')], expectedRevision: 'no_stream' },
          { streamId: 'b-2', events: [event('Added')], expectedRevision: 'no_stream' },
        ])
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect((error as WrongExpectedRevisionError).streamId).toBe('b-2');
      expect(await store.headPosition()).toBe(head);
      expect((await store.readStream('a-2')).revision).toBe(-1);
    });

    it('re-sending a committed call (same event ids) answers the original results and appends nothing', async () => {
      const appends = [
        { streamId: 'a-3', events: [event('Claimed', 'claim-3')], expectedRevision: 'no_stream' as const },
        { streamId: 'b-3', events: [event('Registered', 'register-3')], expectedRevision: 'no_stream' as const },
      ];
      const first = await store.appendToStreams(appends);
      const again = await store.appendToStreams(appends);
      expect(again).toEqual(first);
      expect(await store.headPosition()).toBe(first[1]!.position);
    });

    it('wakes live subscribers', async () => {
      const seen: string[] = [];
      const subscription = store.subscribeToAll({
        fromPosition: 0,
        onEvents: (events) => void seen.push(...events.map((e) => e.streamId)),
      });
      await store.appendToStreams([
        { streamId: 'a-4', events: [event('Claimed')], expectedRevision: 'any' },
        { streamId: 'b-4', events: [event('Registered')], expectedRevision: 'any' },
      ]);
      const deadline = Date.now() + 2000;
      while (seen.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      await subscription.stop();
      expect(seen).toEqual(['a-4', 'b-4']);
    });
  });
}
