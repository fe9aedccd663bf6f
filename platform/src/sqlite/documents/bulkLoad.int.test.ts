import { describe, expect, it } from 'vitest';
import { openSqlite, type SqliteDb } from '../openSqlite.ts';
import { tempDocumentStorePerTest } from './tempDocumentStore.testkit.ts';
import type { Doc, DocWrite } from '../../ports/documentStore.ts';

interface Student extends Doc {
  readonly group: number;
  readonly name: string;
}
const put = (collection: string, doc: Student): DocWrite => ({ kind: 'upsert', collection, doc });

// A bulk-loaded copy is filled without its key (the unique index on id), its indexes and its FTS rows,
// and gets them at the end. Whatever the order of writes, it must end as a normal collection would.
describe('SQLite bulk load: the key built after the inserts', () => {
  const open = tempDocumentStorePerTest();
  const indexesOf = (db: SqliteDb, table: string) =>
    (db.pragma(`index_list("${table}")`) as { name: string; unique: number }[])
      .map((i) => ({ name: i.name.replace(/__[a-z0-9]+$/, '__*'), unique: i.unique }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const spec = { name: 'copy', indexes: [{ fields: ['group'] }], textFields: ['name'] };

  it('keeps one row per id when an id is written twice, deleted or read while the key is missing', async () => {
    const { store, path } = open();
    await store.ensureCollectionForBulkLoad(spec);
    await store.commit([
      put('copy', { id: 'a', group: 1, name: 'Ana' }),
      put('copy', { id: 'b', group: 1, name: 'Bruno' }),
      put('copy', { id: 'c', group: 2, name: 'Célia' }),
    ]);
    const db = openSqlite(path);
    try {
      // Plain inserts so far: no index at all on the copy.
      expect(indexesOf(db, 'doc_copy')).toEqual([]);
      // A second write of `a` builds the key, then replaces the row.
      await store.commit([put('copy', { id: 'a', group: 2, name: 'Ana Maria' })]);
      expect(indexesOf(db, 'doc_copy')).toEqual([{ name: 'ixk_id__*', unique: 1 }]);
      await store.commit([
        { kind: 'delete', collection: 'copy', id: 'b' },
        put('copy', { id: 'd', group: 2, name: 'Davi' }),
      ]);
      expect(await store.collection('copy').get('c')).toEqual({ id: 'c', group: 2, name: 'Célia' });
      await store.finishBulkLoad('copy');
      expect(indexesOf(db, 'doc_copy')).toEqual([
        { name: 'ixc_n_group__*', unique: 0 },
        { name: 'ixk_id__*', unique: 1 },
      ]);
      expect(db.prepare('SELECT id FROM doc_copy ORDER BY id').pluck().all()).toEqual(['a', 'c', 'd']);
    } finally {
      db.close();
    }
    const copy = store.collection('copy');
    expect((await copy.find({ $text: { search: 'ana maria' } })).map((d) => d.id)).toEqual(['a']);
    expect((await copy.find({ group: 2 }, { sort: [['id', 1]] })).map((d) => d.id)).toEqual(['a', 'c', 'd']);
  });

  it('builds the key at the end of a load of new ids, and the swapped-in collection refuses a second row for an id', async () => {
    const { store, path } = open();
    await store.ensureCollection({ ...spec, name: 'live' });
    await store.ensureCollectionForBulkLoad(spec);
    await store.commit(
      Array.from({ length: 500 }, (_, i) => put('copy', { id: `s${i}`, group: i % 3, name: `Aluno ${i}` })),
    );
    await store.finishBulkLoad('copy');
    await store.swapCollections([{ from: 'copy', to: 'live' }], { name: 'p', position: 500 });
    const live = store.collection('live');
    expect(await live.count()).toBe(500);
    // The live collection upserts through its key, as a collection created by ensureCollection does.
    await store.commit([put('live', { id: 's7', group: 9, name: 'Sétimo' })]);
    expect(await live.count()).toBe(500);
    expect(await live.get('s7')).toEqual({ id: 's7', group: 9, name: 'Sétimo' });
    const db = openSqlite(path);
    try {
      expect(() => db.prepare(`INSERT INTO doc_live (id, data) VALUES ('s7', '{}')`).run()).toThrow(/UNIQUE/);
    } finally {
      db.close();
    }
  });

  it('builds the key again after a commit that built it was rolled back, and loses nothing committed before', async () => {
    const { store } = open();
    await store.ensureCollectionForBulkLoad(spec);
    await store.commit([put('copy', { id: 'a', group: 1, name: 'Ana' })]);
    // The second write of `a` builds the key inside this commit; the write without an id rolls it all back.
    await expect(
      store.commit([
        put('copy', { id: 'a', group: 2, name: 'Ana 2' }),
        put('copy', { id: '', group: 3, name: 'Sem id' }),
      ]),
    ).rejects.toThrow(/without an id/);
    await store.commit([put('copy', { id: 'a', group: 3, name: 'Ana 3' })]);
    await store.finishBulkLoad('copy');
    const copy = store.collection('copy');
    expect(await copy.count()).toBe(1);
    expect(await copy.get('a')).toEqual({ id: 'a', group: 3, name: 'Ana 3' });
  });

  it('gives a collection created by ensureCollection the same key', async () => {
    const { store, path } = open();
    await store.ensureCollection({ name: 'plain' });
    await store.ensureCollection({ name: 'plain' }); // again: one key, not two
    const db = openSqlite(path);
    try {
      expect(indexesOf(db, 'doc_plain')).toEqual([{ name: 'ixk_id__*', unique: 1 }]);
    } finally {
      db.close();
    }
  });

  it('keeps a file whose tables have id as PRIMARY KEY (written before the separate key) as it is', async () => {
    const temp = open((path) => {
      const db = openSqlite(path);
      db.exec(`CREATE TABLE _collections (name TEXT PRIMARY KEY, spec TEXT NOT NULL);
        CREATE TABLE doc_old (id TEXT PRIMARY KEY, data TEXT NOT NULL, _text TEXT);
        INSERT INTO _collections VALUES ('old', '{"name":"old"}');
        INSERT INTO doc_old (id, data) VALUES ('x', '{"id":"x","v":1}');`);
      db.close();
    });
    await temp.store.ensureCollection({ name: 'old' });
    const doc: Doc & { v: number } = { id: 'x', v: 2 };
    await temp.store.commit([{ kind: 'upsert', collection: 'old', doc }]);
    expect(await temp.store.collection('old').get('x')).toEqual({ id: 'x', v: 2 });
    const db = openSqlite(temp.path);
    try {
      expect((db.pragma('index_list("doc_old")') as { origin: string }[]).map((i) => i.origin)).toEqual(['pk']);
    } finally {
      db.close();
    }
  });
});
