import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subjectKeyStoreContract } from '../contract/subjectKeys.contract.ts';
import { SqliteSubjectKeyStore } from './subjectKeyStore.ts';

describe('SQLite subject key store', () => {
  subjectKeyStoreContract('SQLite', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keys-'));
    const store = SqliteSubjectKeyStore.open(path.join(dir, 'keys.sqlite'));
    return {
      store,
      cleanup: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });

  it('leaves no byte of a deleted key in the file or its WAL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keys-'));
    const file = path.join(dir, 'keys.sqlite');
    const store = SqliteSubjectKeyStore.open(file);
    try {
      const key = (await store.ensureKeys(['acc:erased'])).get('acc:erased')!;
      await store.ensureKeys(['acc:kept']);
      await store.deleteKey('acc:erased');
      for (const f of [file, `${file}-wal`]) {
        let bytes: Buffer;
        try {
          bytes = readFileSync(f);
        } catch {
          continue;
        }
        expect(bytes.includes(key)).toBe(false);
        expect(bytes.includes(Buffer.from('acc:erased'))).toBe(false);
      }
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
