import { describe, expect, it } from 'vitest';
import type { Doc } from '../ports/documentStore.ts';
import { documentStoreContract } from '../contract/documentStore.contract.ts';
import { SqliteDocumentStore } from './documentStore.ts';
import { onTempFile } from './tempFile.testkit.ts';

const tempStore = () => onTempFile('readmodels.sqlite', (p) => SqliteDocumentStore.open(p));

documentStoreContract('SQLite', async () => tempStore());

describe('SqliteDocumentStore specifics', () => {
  it('remembers collections, their text fields and checkpoints across reopening', async () => {
    const { store, path, cleanup } = tempStore();
    await store.ensureCollection({ name: 'people', textFields: ['name'] });
    const doc: Doc & { name: string } = { id: 'p1', name: 'Adrián' };
    await store.commit([{ kind: 'upsert', collection: 'people', doc }], { name: 'cp', position: 7 });
    await store.close();
    const reopened = SqliteDocumentStore.open(path);
    expect((await reopened.collection('people').find({ $text: { search: 'adrian' } })).map((d) => d.id)).toEqual([
      'p1',
    ]);
    expect(await reopened.getCheckpoint('cp')).toBe(7);
    await reopened.close();
    await cleanup();
  });

  it('finds one document among 100,000 by accent-folded words (speed is measured by npm run bench)', async () => {
    const { store, cleanup } = tempStore();
    await store.ensureCollection({
      name: 'students',
      indexes: [{ fields: ['accountId'] }],
      textFields: ['name', 'email'],
    });
    const writes = Array.from({ length: 100_000 }, (_, i) => ({
      kind: 'upsert' as const,
      collection: 'students',
      doc: {
        id: `s${i}`,
        accountId: `a${i % 10}`,
        name: i === 77_777 ? 'Sebastião Ürtuğ' : `Aluno Número ${i}`,
        email: `aluno${i}@gym.com.br`,
      },
    }));
    await store.commit(writes);
    const found = await store.collection('students').find({ $text: { search: 'sebastiao urt' } });
    await cleanup();
    expect(found.map((d) => d.id)).toEqual(['s77777']);
  });
});
