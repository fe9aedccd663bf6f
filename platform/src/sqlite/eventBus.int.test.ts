import { describe, expect, it } from 'vitest';
import { eventBusContract } from '../contract/eventBus.contract.ts';
import { waitUntil } from '../contract/waitUntil.ts';
import type { ConsumedMessage } from '../ports/eventBus.ts';
import { SqliteEventBus } from './eventBus.ts';
import { onTempFile } from './tempFile.testkit.ts';

function tempBus() {
  const { store, path, cleanup } = onTempFile('bus.sqlite', (p) => SqliteEventBus.open(p));
  return { bus: store, path, cleanup };
}

eventBusContract('SQLite', async () => tempBus());

describe('SqliteEventBus specifics', () => {
  it('a consumer sees messages published by another connection on the same file', async () => {
    const { bus, path, cleanup } = tempBus();
    const other = SqliteEventBus.open(path);
    const seen: ConsumedMessage[] = [];
    const consumer = await bus.consume({ topic: 't', groupId: 'g', onMessages: async (m) => void seen.push(...m) });
    await other.publish('t', [{ id: 'x', key: 'k', type: 'T', payload: 1 }]);
    await waitUntil(() => seen.length === 1);
    await consumer.stop();
    await other.close();
    await cleanup();
    expect(seen[0]?.payload).toBe(1);
  });
});
