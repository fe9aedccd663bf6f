import { KafkaEventBus } from '@gym/platform/kafka';
import { openEmbeddedPlatform, type EmbeddedPlatform } from '@gym/platform/sqlite';
import type { ConsumedMessage, EventToAppend } from '@gym/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../platform/src/contract/waitUntil.ts';
import {
  freshNamespace,
  kafkaServerLabel,
  kafkaSkipReason,
  useKafkaBroker,
} from '../../../platform/src/kafka/kafkaTestBroker.testkit.ts';
import { DOMAIN_EVENTS_TOPIC, startRelay } from './relay.ts';

const skipReason = kafkaSkipReason({ local: true }); // the fault tests kill and restart the broker process

const events = (from: number, count: number, accountId: string): EventToAppend[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${accountId}-${from + i}`,
    type: 'Something',
    data: { accountId, n: from + i },
    metadata: { accountId },
  }));

/** Issue 3's fault tests on the real broker: the relay from the SQLite log to Kafka, at least once, deduplicated by id. */
describe.skipIf(skipReason !== null)(
  `relay to a real Kafka broker (${kafkaServerLabel({ local: true })})`,
  { timeout: 120_000 },
  () => {
    const broker = useKafkaBroker({ local: true });
    let dir: string;
    let platform: EmbeddedPlatform;
    let bus: KafkaEventBus;
    /** What a consumer applies: each event once, by id, in its tenant's order. */
    const applied = new Map<string, string[]>();
    const deliveries: ConsumedMessage[] = [];
    const appliedCount = () => [...applied.values()].reduce((n, ids) => n + ids.length, 0);

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'gym-relay-kafka-'));
      platform = openEmbeddedPlatform(dir);
      bus = new KafkaEventBus({ brokers: [broker().brokers], namespace: freshNamespace('relay'), partitions: 3 });
      const seen = new Set<string>();
      await bus.consume({
        topic: DOMAIN_EVENTS_TOPIC,
        groupId: 'applier',
        onMessages: async (messages) => {
          deliveries.push(...messages);
          for (const m of messages) {
            if (seen.has(m.id)) continue; // at least once: a redelivered event is dropped by its id
            seen.add(m.id);
            applied.set(m.key, [...(applied.get(m.key) ?? []), m.id]);
          }
        },
      });
    });
    afterAll(async () => {
      await bus?.close();
      await platform?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('publishes the log keyed by account, each account in order', async () => {
      await platform.eventStore.appendToStream('a-1', events(0, 100, 'acc-A'), { expectedRevision: 'no_stream' });
      await platform.eventStore.appendToStream('b-1', events(0, 100, 'acc-B'), { expectedRevision: 'no_stream' });
      const relay = await startRelay({ eventStore: platform.eventStore, bus, checkpoints: platform.documentStore });
      expect(await relay.waitFor(200, 30_000)).toBe(true);
      await waitUntil(() => appliedCount() === 200, 30_000);
      expect(applied.get('acc-A')).toEqual(events(0, 100, 'acc-A').map((e) => e.id));
      expect(applied.get('acc-B')).toEqual(events(0, 100, 'acc-B').map((e) => e.id));
      await relay.stop();
    });

    it('loses nothing and applies nothing twice when the broker dies while the relay runs and comes back', async () => {
      const retries: unknown[] = [];
      const relay = await startRelay({
        eventStore: platform.eventStore,
        bus,
        checkpoints: platform.documentStore,
        onPublishRetry: (e) => retries.push(e),
      });
      await broker().kill();
      await platform.eventStore.appendToStream('a-1', events(100, 100, 'acc-A'), { expectedRevision: 99 });
      await waitUntil(() => retries.length > 0, 30_000); // the relay is trying, not stopped
      await broker().start();
      expect(await relay.waitFor(300, 90_000)).toBe(true);
      await waitUntil(() => appliedCount() === 300, 90_000);
      expect(applied.get('acc-A')).toEqual(events(0, 200, 'acc-A').map((e) => e.id));
      expect(new Set(deliveries.map((d) => d.id)).size).toBe(300);
      await relay.stop();
    });

    it('a restarted relay resumes from its checkpoint: a redelivered batch has no double effect', async () => {
      const before = deliveries.length;
      const relay = await startRelay({ eventStore: platform.eventStore, bus, checkpoints: platform.documentStore });
      expect(relay.position).toBe(300);
      await platform.eventStore.appendToStream('b-1', events(100, 10, 'acc-B'), { expectedRevision: 99 });
      await relay.waitFor(310, 30_000);
      await waitUntil(() => appliedCount() === 310, 30_000);
      // Publish the last batch again, as a relay that crashed before its checkpoint would.
      const again = await platform.eventStore.readAll(300, 10);
      await bus.publish(
        DOMAIN_EVENTS_TOPIC,
        again.map((e) => ({ id: e.id, key: 'acc-B', type: e.type, payload: e })),
      );
      await waitUntil(() => deliveries.length >= before + 20, 30_000);
      expect(appliedCount()).toBe(310);
      expect(applied.get('acc-B')).toEqual(events(0, 110, 'acc-B').map((e) => e.id));
      await relay.stop();
    });
  },
);
