import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { waitForCheckpoint } from './checkpointWait.ts';

describe('waitForCheckpoint (projector in another process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'checkpoint-wait-'));
  const path = join(dir, 'readmodels.sqlite');
  const opened: SqliteDocumentStore[] = [];
  const open = () => {
    const store = SqliteDocumentStore.open(path);
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('resolves once another connection commits the checkpoint at or past the position', async () => {
    const api = open();
    const projector = open();
    const waiting = waitForCheckpoint(api, 'read-models', 42, 2000);
    setTimeout(() => void projector.commit([], { name: 'read-models', position: 42 }), 50);
    expect(await waiting).toBe(true);
    expect(await waitForCheckpoint(api, 'read-models', 10, 0)).toBe(true);
  });

  it('answers false when the projector does not get there in time', async () => {
    const api = open();
    const started = Date.now();
    expect(await waitForCheckpoint(api, 'read-models', 1_000_000, 100)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});
