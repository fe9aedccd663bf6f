import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage, ConsumedMessage, Consumer, ConsumerOptions, EventBus } from '../ports/eventBus.ts';
import { waitUntil } from './waitUntil.ts';

export interface EventBusFixture {
  readonly bus: EventBus;
  cleanup(): Promise<void>;
}

const msg = (id: string, key = 'acc-1', payload: unknown = { n: id }): BusMessage => ({
  id,
  key,
  type: 'Something',
  payload,
});
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The event bus contract, run unchanged against every adapter. */
export function eventBusContract(name: string, factory: () => Promise<EventBusFixture>): void {
  describe(`EventBus contract: ${name}`, () => {
    let fixture: EventBusFixture;
    let bus: EventBus;
    const consumers: Consumer[] = [];
    const consume = async (options: ConsumerOptions): Promise<Consumer> => {
      const consumer = await bus.consume(options);
      consumers.push(consumer);
      return consumer;
    };
    const collect = async (topic: string, groupId: string, into: ConsumedMessage[]): Promise<Consumer> =>
      consume({ topic, groupId, onMessages: async (messages) => void into.push(...messages) });

    beforeEach(async () => {
      fixture = await factory();
      bus = fixture.bus;
    });
    afterEach(async () => {
      for (const consumer of consumers.splice(0)) await consumer.stop();
      await fixture.cleanup();
    });

    it('delivers the messages of one key in publish order, with topic, key, type and payload', async () => {
      const seen: ConsumedMessage[] = [];
      await collect('events', 'g1', seen);
      await bus.publish('events', [msg('1', 'a'), msg('2', 'b'), msg('3', 'a')]);
      await bus.publish('events', [msg('4', 'a')]);
      await waitUntil(() => seen.length === 4);
      expect(seen.filter((m) => m.key === 'a').map((m) => m.id)).toEqual(['1', '3', '4']);
      expect(seen[0]).toMatchObject({ topic: 'events', id: '1', key: 'a', type: 'Something', payload: { n: '1' } });
      expect(typeof seen[0]!.offset).toBe('string');
    });

    it('keeps topics apart', async () => {
      const seen: ConsumedMessage[] = [];
      await collect('topic-a', 'g1', seen);
      await bus.publish('topic-b', [msg('b1')]);
      await bus.publish('topic-a', [msg('a1')]);
      await waitUntil(() => seen.length === 1);
      await sleep(100);
      expect(seen.map((m) => m.id)).toEqual(['a1']);
    });

    it('two groups consume the same topic independently', async () => {
      const first: ConsumedMessage[] = [];
      const second: ConsumedMessage[] = [];
      await collect('events', 'g1', first);
      await bus.publish('events', [msg('1'), msg('2')]);
      await waitUntil(() => first.length === 2);
      await collect('events', 'g2', second);
      await waitUntil(() => second.length === 2);
      expect(second.map((m) => m.id)).toEqual(['1', '2']);
    });

    it('commits only after the handler: a restarted consumer resumes after the last committed batch', async () => {
      const seen: ConsumedMessage[] = [];
      const consumer = await collect('events', 'g1', seen);
      await bus.publish('events', [msg('1')]);
      await waitUntil(() => seen.length === 1);
      await consumer.stop();
      await bus.publish('events', [msg('2')]);
      const again: ConsumedMessage[] = [];
      await collect('events', 'g1', again);
      await waitUntil(() => again.length === 1);
      await sleep(50);
      expect(again.map((m) => m.id)).toEqual(['2']);
    });

    it('redelivers a batch whose handler failed, then moves on', async () => {
      const attempts: string[][] = [];
      await consume({
        topic: 'events',
        groupId: 'g1',
        retryDelayMs: 10,
        onMessages: async (messages) => {
          attempts.push(messages.map((m) => m.id));
          if (attempts.length === 1) throw new Error('transient');
        },
      });
      await bus.publish('events', [msg('1'), msg('2')]);
      await waitUntil(() => attempts.length === 2);
      expect(attempts).toEqual([
        ['1', '2'],
        ['1', '2'],
      ]);
    });

    it('a consumer that crashed mid-batch delivers the uncommitted batch again after restart', async () => {
      let stopping = false;
      const firstRun: string[] = [];
      const crashing = await consume({
        topic: 'events',
        groupId: 'g1',
        retryDelayMs: 60_000,
        onMessages: async (messages) => {
          firstRun.push(...messages.map((m) => m.id));
          throw new Error(stopping ? 'crash' : 'not yet');
        },
      });
      await bus.publish('events', [msg('1'), msg('2')]);
      await waitUntil(() => firstRun.length === 2);
      stopping = true;
      await crashing.stop();
      const secondRun: ConsumedMessage[] = [];
      await collect('events', 'g1', secondRun);
      await waitUntil(() => secondRun.length === 2);
      expect(secondRun.map((m) => m.id)).toEqual(['1', '2']);
    });

    it('dead-letters a message that keeps failing after maxAttempts and goes on consuming', async () => {
      const handled: string[] = [];
      let poisonAttempts = 0;
      await consume({
        topic: 'events',
        groupId: 'g1',
        maxAttempts: 2,
        retryDelayMs: 5,
        onMessages: async (messages) => {
          if (messages.some((m) => m.id === 'poison')) {
            poisonAttempts += 1;
            throw new Error('cannot handle poison');
          }
          handled.push(...messages.map((m) => m.id));
        },
      });
      const dead: ConsumedMessage[] = [];
      await collect('events.dlq', 'dlq-watch', dead);
      await bus.publish('events', [msg('ok-1'), msg('poison'), msg('ok-2')]);
      await waitUntil(() => dead.length === 1 && handled.includes('ok-2'));
      await bus.publish('events', [msg('ok-3')]);
      await waitUntil(() => handled.includes('ok-3'));
      expect(handled).toEqual(['ok-1', 'ok-2', 'ok-3']);
      expect(poisonAttempts).toBe(3);
      expect(dead[0]).toMatchObject({ id: 'poison', key: 'acc-1', type: 'Something' });
      expect(JSON.stringify(dead[0]!.payload)).toContain('cannot handle poison');
    });
  });
}
