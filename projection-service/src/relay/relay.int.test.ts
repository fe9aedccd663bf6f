import { openEmbeddedPlatform, type EmbeddedPlatform } from '@gym/platform/sqlite';
import type { ConsumedMessage, EventToAppend } from '@gym/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../platform/src/contract/waitUntil.ts';
import { DOMAIN_EVENTS_TOPIC, startRelay } from './relay.ts';

const event = (id: string, accountId: string): EventToAppend => ({
  id,
  type: 'Something',
  data: { accountId, n: id },
  metadata: { accountId },
});

describe('relay: event log to bus, at least once, from its checkpoint', () => {
  let dir: string;
  let platform: EmbeddedPlatform;
  const received: ConsumedMessage[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gym-relay-'));
    platform = openEmbeddedPlatform(dir);
    received.length = 0;
    await platform.eventBus.consume({
      topic: DOMAIN_EVENTS_TOPIC,
      groupId: 'test',
      onMessages: async (messages) => void received.push(...messages),
    });
  });

  afterEach(async () => {
    await platform.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const relayOf = (p: EmbeddedPlatform, extra: Partial<Parameters<typeof startRelay>[0]> = {}) =>
    startRelay({ eventStore: p.eventStore, bus: p.eventBus, checkpoints: p.documentStore, ...extra });

  it('publishes every event in log order, keyed by account, with the recorded event as payload', async () => {
    await platform.eventStore.appendToStream('a-1', [event('e1', 'acc-A'), event('e2', 'acc-A')], {
      expectedRevision: 'no_stream',
    });
    await platform.eventStore.appendToStream('b-1', [event('e3', 'acc-B')], { expectedRevision: 'no_stream' });
    const relay = await relayOf(platform);
    expect(await relay.waitFor(3)).toBe(true);
    await waitUntil(() => received.length === 3);
    expect(received.map((m) => [m.id, m.key, m.type])).toEqual([
      ['e1', 'acc-A', 'Something'],
      ['e2', 'acc-A', 'Something'],
      ['e3', 'acc-B', 'Something'],
    ]);
    expect(received[2]!.payload).toMatchObject({
      id: 'e3',
      streamId: 'b-1',
      position: 3,
      data: { accountId: 'acc-B' },
    });

    // Live appends follow.
    await platform.eventStore.appendToStream('a-1', [event('e4', 'acc-A')], { expectedRevision: 1 });
    expect(await relay.waitFor(4)).toBe(true);
    await relay.stop();
  });

  it('resumes from its checkpoint after a restart: nothing is published twice', async () => {
    await platform.eventStore.appendToStream('a-1', [event('e1', 'acc-A'), event('e2', 'acc-A')], {
      expectedRevision: 'no_stream',
    });
    const first = await relayOf(platform);
    await first.waitFor(2);
    await first.stop();
    await platform.eventStore.appendToStream('a-1', [event('e3', 'acc-A')], { expectedRevision: 1 });
    const second = await relayOf(platform);
    expect(second.position).toBe(2);
    await second.waitFor(3);
    await waitUntil(() => received.length === 3);
    expect(received.map((m) => m.id)).toEqual(['e1', 'e2', 'e3']);
    await second.stop();
  });

  it('publishes a batch again when its checkpoint could not be saved (at least once, never lost)', async () => {
    await platform.eventStore.appendToStream('a-1', [event('e1', 'acc-A')], { expectedRevision: 'no_stream' });
    let failures = 1;
    const errors: unknown[] = [];
    const flaky = {
      getCheckpoint: (name: string) => platform.documentStore.getCheckpoint(name),
      commit: async (...args: Parameters<EmbeddedPlatform['documentStore']['commit']>) => {
        if (failures-- > 0) throw new Error('disk full');
        return platform.documentStore.commit(...args);
      },
    };
    const crashed = await relayOf(platform, { checkpoints: flaky, onError: (e) => errors.push(e) });
    await waitUntil(() => errors.length === 1);
    await crashed.stop();
    expect(crashed.position).toBe(0);

    const restarted = await relayOf(platform);
    await restarted.waitFor(1);
    await waitUntil(() => received.length === 2);
    // Delivered twice: consumers drop the duplicate by its stable id.
    expect(received.map((m) => m.id)).toEqual(['e1', 'e1']);
    await restarted.stop();
  });
});

describe('relay: a bus that is down holds the relay back, it does not stop it', () => {
  it('publishes again after failed attempts, losing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gym-relay-'));
    const platform = openEmbeddedPlatform(dir);
    const received: ConsumedMessage[] = [];
    await platform.eventBus.consume({
      topic: DOMAIN_EVENTS_TOPIC,
      groupId: 'test',
      onMessages: async (m) => void received.push(...m),
    });
    let failures = 2;
    const retries: unknown[] = [];
    const flakyBus = {
      ...platform.eventBus,
      publish: async (...args: Parameters<EmbeddedPlatform['eventBus']['publish']>) => {
        if (failures-- > 0) throw new Error('broker unreachable');
        return platform.eventBus.publish(...args);
      },
    };
    await platform.eventStore.appendToStream('a-1', [event('e1', 'acc-A'), event('e2', 'acc-A')], {
      expectedRevision: 'no_stream',
    });
    const relay = await startRelay({
      eventStore: platform.eventStore,
      bus: flakyBus,
      checkpoints: platform.documentStore,
      onPublishRetry: (e) => retries.push(e),
    });
    expect(await relay.waitFor(2, 5000)).toBe(true);
    await waitUntil(() => received.length === 2);
    expect(retries).toHaveLength(2);
    expect(received.map((m) => m.id)).toEqual(['e1', 'e2']);
    await relay.stop();
    await platform.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
