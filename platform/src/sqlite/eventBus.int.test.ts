import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventBusContract } from '../contract/eventBus.contract.ts';
import { waitUntil } from '../contract/waitUntil.ts';
import type { ConsumedMessage } from '../ports/eventBus.ts';
import { SqliteEventBus } from './eventBus.ts';

function tempBus(): { bus: SqliteEventBus; path: string; cleanup(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'bus-'));
  const path = join(dir, 'bus.sqlite');
  const bus = SqliteEventBus.open(path);
  return {
    bus,
    path,
    cleanup: async () => {
      await bus.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
