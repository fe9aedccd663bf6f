import { describe, expect, it } from 'vitest';
import { eventStoreContract } from '../contract/eventStore.contract.ts';
import { multiStreamAppendContract } from '../contract/multiStreamAppend.contract.ts';
import { SqliteEventStore } from './eventStore.ts';
import { onTempFile } from './tempFile.testkit.ts';

const tempStore = () => onTempFile('events.sqlite', (p) => SqliteEventStore.open(p));

eventStoreContract('SQLite', async () => tempStore());
multiStreamAppendContract('SQLite', async () => tempStore());

describe('SqliteEventStore specifics', () => {
  it('sees appends made through another connection on the same file (polling)', async () => {
    const { store, path, cleanup } = tempStore();
    const other = SqliteEventStore.open(path);
    const seen: string[] = [];
    const subscription = store.subscribeToAll({
      fromPosition: 0,
      onEvents: (events) => void seen.push(...events.map((e) => e.id)),
    });
    await other.appendToStream('x-1', [{ id: 'from-other', type: 'A', data: {} }], { expectedRevision: 'no_stream' });
    const deadline = Date.now() + 2000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await subscription.stop();
    await other.close();
    await cleanup();
    expect(seen).toEqual(['from-other']);
  });

  it('wakes an in-process subscriber for every append (speed is measured by npm run bench)', async () => {
    const { store, cleanup } = tempStore();
    const latencies: number[] = [];
    let appendedAt = 0;
    const subscription = store.subscribeToAll({
      fromPosition: 0,
      onEvents: () => void latencies.push(performance.now() - appendedAt),
    });
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 5));
      appendedAt = performance.now();
      await store.appendToStream(`lat-${i}`, [{ id: `lat-${i}`, type: 'A', data: {} }], {
        expectedRevision: 'no_stream',
      });
      const deadline = Date.now() + 1000;
      while (latencies.length <= i && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    }
    await subscription.stop();
    await cleanup();
    expect(latencies).toHaveLength(20);
  });
});
