import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { accountsProjection } from '@gym/projection-service';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountOfAddress } from './accountCache.ts';

describe('account of the address', () => {
  it('keeps a found account for a second, and never keeps a miss', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gym-acc-'));
    const docs = SqliteDocumentStore.open(path.join(dir, 'rm.sqlite'));
    await docs.ensureCollection(accountsProjection.collection);
    const accounts = docs.collection<{ id: string; code: string; name: string }>('accounts');
    expect(await accountOfAddress(docs, 'nova', 0)).toBeNull();
    await accounts.upsert({ id: 'a1', code: 'nova', name: 'Nova' });
    expect(await accountOfAddress(docs, 'nova', 1)).toMatchObject({ id: 'a1', name: 'Nova' });
    await accounts.patch('a1', { name: 'Nova Academia' });
    expect(await accountOfAddress(docs, 'nova', 999)).toMatchObject({ name: 'Nova' });
    expect(await accountOfAddress(docs, 'nova', 1001)).toMatchObject({ name: 'Nova Academia' });
    await docs.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
