import { PassThrough } from 'node:stream';
import { START, type AllStreamResolvedEvent, type EventStoreDBClient, type ReadPosition } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../contract/waitUntil.ts';
import type { RecordedEvent } from '../ports/eventStore.ts';
import { subscribeToAll } from './allSubscription.ts';
import { StreamNames } from './mapping.ts';

/**
 * The subscription loop's own logic (batching, back-pressure, reopening from the last delivered
 * position) driven by a scripted stand-in for the client's $all subscription stream. No EventStoreDB
 * can run on this machine; eventStore.int.test.ts runs the same paths against a real server, dropped
 * connections included, where a Docker engine exists.
 */
class ScriptedAll {
  readonly log: AllStreamResolvedEvent[] = [];
  readonly opened: ReadPosition[] = [];
  private current: PassThrough | null = null;

  append(streamId: string, type: string): void {
    const position = BigInt(100 * (this.log.length + 1));
    const event = {
      event: {
        streamId,
        id: `00000000-0000-4000-8000-${String(this.log.length).padStart(12, '0')}`,
        isJson: true,
        revision: 0n,
        type,
        created: new Date(0),
        data: {},
        metadata: undefined,
        position: { commit: position, prepare: position },
      },
    } as unknown as AllStreamResolvedEvent;
    this.log.push(event);
    this.current?.write(event);
  }

  /** Cuts the connection under the open subscription, as a restarted server or a network fault would. */
  drop(): void {
    const stream = this.current;
    this.current = null;
    stream?.emit('error', Object.assign(new Error('14 UNAVAILABLE: Connection dropped'), { type: 'unavailable' }));
  }

  readonly client = {
    subscribeToAll: ({ fromPosition }: { fromPosition: ReadPosition }) => {
      this.opened.push(fromPosition);
      const stream = Object.assign(new PassThrough({ objectMode: true }), {
        unsubscribe: async () => void stream.destroy(),
      });
      this.current = stream;
      // Like the server: everything after the position, then live appends.
      const after = fromPosition === START ? -1n : (fromPosition as { commit: bigint }).commit;
      queueMicrotask(() => {
        for (const e of this.log) if (e.event!.position.commit > after && this.current === stream) stream.write(e);
      });
      return stream;
    },
  } as unknown as EventStoreDBClient;
}

const types = (events: readonly RecordedEvent[]) => events.map((e) => e.type);

describe('EventStoreDB $all subscription loop', () => {
  it('delivers batches of at most batchSize in log order, one at a time, skipping system events and other namespaces', async () => {
    const server = new ScriptedAll();
    for (const type of ['A', 'B', '$metadata', 'C', 'D', 'E'])
      server.append(type === '$metadata' ? '$$ns.s-1' : 'ns.s-1', type);
    server.append('other.s-1', 'Foreign');
    const batches: string[][] = [];
    let running = 0;
    let overlapped = false;
    const subscription = subscribeToAll({
      client: server.client,
      names: new StreamNames('ns'),
      fromPosition: 0,
      batchSize: 2,
      onEvents: async (events) => {
        running += 1;
        overlapped ||= running > 1;
        await new Promise((r) => setTimeout(r, 5));
        batches.push(types(events));
        running -= 1;
      },
    });
    await waitUntil(() => batches.flat().length === 5);
    server.append('ns.s-2', 'F');
    await waitUntil(() => batches.flat().length === 6);
    await subscription.stop();
    expect(batches.flat()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(batches.every((b) => b.length <= 2)).toBe(true);
    expect(overlapped).toBe(false);
  });

  it('starts strictly after the checkpoint', async () => {
    const server = new ScriptedAll();
    for (const type of ['A', 'B', 'C']) server.append('s-1', type);
    const seen: string[] = [];
    const subscription = subscribeToAll({
      client: server.client,
      names: new StreamNames(),
      fromPosition: 200,
      onEvents: (events) => void seen.push(...types(events)),
    });
    await waitUntil(() => seen.length === 1);
    await subscription.stop();
    expect(server.opened).toEqual([{ commit: 200n, prepare: 200n }]);
    expect(seen).toEqual(['C']);
  });

  it('after a dropped connection opens again from the last delivered position: nothing lost, nothing twice', async () => {
    const server = new ScriptedAll();
    for (const type of ['A', 'B']) server.append('s-1', type);
    const seen: RecordedEvent[] = [];
    const reconnects: unknown[] = [];
    const subscription = subscribeToAll({
      client: server.client,
      names: new StreamNames(),
      fromPosition: 0,
      batchSize: 10,
      onEvents: (events) => void seen.push(...events),
      onReconnect: (error) => reconnects.push(error),
    });
    await waitUntil(() => seen.length === 2);
    server.drop();
    server.append('s-1', 'C'); // written while the subscription is down
    await waitUntil(() => seen.length === 3);
    server.append('s-1', 'D');
    await waitUntil(() => seen.length === 4);
    await subscription.stop();
    expect(types(seen)).toEqual(['A', 'B', 'C', 'D']);
    expect(server.opened).toEqual([START, { commit: 200n, prepare: 200n }]);
    expect(reconnects).toHaveLength(1);
    expect((reconnects[0] as Error).message).toMatch(/UNAVAILABLE/);
  });

  it('reports a failing handler through onError once and stops', async () => {
    const server = new ScriptedAll();
    server.append('s-1', 'A');
    const errors: unknown[] = [];
    let calls = 0;
    const subscription = subscribeToAll({
      client: server.client,
      names: new StreamNames(),
      fromPosition: 0,
      onEvents: () => {
        calls += 1;
        throw new Error('boom');
      },
      onError: (error) => errors.push(error),
    });
    await waitUntil(() => errors.length === 1);
    server.append('s-1', 'B');
    await new Promise((r) => setTimeout(r, 50));
    await subscription.stop();
    expect(calls).toBe(1);
    expect((errors[0] as Error).message).toBe('boom');
  });

  it('stop waits for the batch in hand and delivers nothing after', async () => {
    const server = new ScriptedAll();
    server.append('s-1', 'A');
    const seen: string[] = [];
    let release: () => void = () => undefined;
    const subscription = subscribeToAll({
      client: server.client,
      names: new StreamNames(),
      fromPosition: 0,
      onEvents: async (events) => {
        await new Promise<void>((r) => (release = r));
        seen.push(...types(events));
      },
    });
    await new Promise((r) => setTimeout(r, 20));
    let stopped = false;
    const stopping = subscription.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    server.append('s-1', 'B');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual(['A']);
  });

  it('pauses the server stream while two batches wait, and resumes as the handler drains them', async () => {
    const server = new ScriptedAll();
    for (let i = 0; i < 12; i++) server.append('s-1', `E${i}`);
    const seen: string[] = [];
    const subscription = subscribeToAll({
      client: server.client,
      names: new StreamNames(),
      fromPosition: 0,
      batchSize: 2,
      onEvents: async (events) => {
        await new Promise((r) => setTimeout(r, 2));
        seen.push(...types(events));
      },
    });
    await waitUntil(() => seen.length === 12);
    await subscription.stop();
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `E${i}`));
  });
});
