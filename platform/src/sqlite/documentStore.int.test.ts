import { describe, expect, it } from 'vitest';
import type { Doc } from '../ports/documentStore.ts';
import { documentStoreContract } from '../contract/documentStore.contract.ts';
import { SqliteDocumentStore } from './documentStore.ts';
import { openSqlite } from './openSqlite.ts';
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
    expect((await reopened.collection('people').find({ $text: { search: 'adrian' } })).map((d) => d.id)).toEqual(['p1']);
    expect(await reopened.getCheckpoint('cp')).toBe(7);
    await reopened.close();
    await cleanup();
  });

  it('creates new files with 16 KB pages and keeps the page size of an existing file', async () => {
    const fresh = tempStore();
    const old = onTempFile('old.sqlite', (p) => {
      const db = openSqlite(p);
      db.exec('CREATE TABLE before_us (x)'); // a file created with the default 4 KB pages
      db.close();
      return SqliteDocumentStore.open(p);
    });
    try {
      for (const { store } of [fresh, old]) {
        await store.ensureCollection({ name: 'people', indexes: [{ fields: ['name'] }] });
        await store.commit([{ kind: 'upsert', collection: 'people', doc: { id: 'p1' } }]);
        expect(await store.collection('people').get('p1')).toEqual({ id: 'p1' });
      }
      const pageSize = (file: string) => {
        const db = openSqlite(file);
        try {
          return db.pragma('page_size', { simple: true });
        } finally {
          db.close();
        }
      };
      expect(pageSize(fresh.path)).toBe(16_384);
      expect(pageSize(old.path)).toBe(4096);
    } finally {
      await fresh.cleanup();
      await old.cleanup();
    }
  });

  it('finds one document among 100,000 by accent-folded words (speed is measured by npm run bench)', async () => {
    const { store, cleanup } = tempStore();
    await store.ensureCollection({ name: 'students', indexes: [{ fields: ['accountId'] }], textFields: ['name', 'email'] });
    const writes = Array.from({ length: 100_000 }, (_, i) => ({
      kind: 'upsert' as const,
      collection: 'students',
      doc: { id: `s${i}`, accountId: `a${i % 10}`, name: i === 77_777 ? 'Sebastião Ürtuğ' : `Aluno Número ${i}`, email: `aluno${i}@gym.com.br` },
    }));
    await store.commit(writes);
    const found = await store.collection('students').find({ $text: { search: 'sebastiao urt' } });
    await cleanup();
    expect(found.map((d) => d.id)).toEqual(['s77777']);
  });
});
