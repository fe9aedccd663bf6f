import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Doc, DocWrite } from '../../ports/documentStore.ts';
import { SqliteDocumentStore } from '../documentStore.ts';
import { openSqlite } from '../openSqlite.ts';
import { tempDocumentStorePerTest } from './tempDocumentStore.testkit.ts';
import { SideTextIndex } from './sideTextIndex.ts';

interface Person extends Doc {
  readonly name: string;
  readonly city: string;
}
const put = (collection: string, doc: Person): DocWrite => ({ kind: 'upsert', collection, doc });
const NAMES = ['Ana Conceição', 'Bruno Araújo', 'Célia Monteiro', 'Davi Souza', 'Élida Conceição Lima', 'Fábio Monte'];
const CITIES = ['São Paulo', 'Recife', 'Belém', 'Curitiba'];
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `${NAMES[i % NAMES.length]} ${i}`,
    city: CITIES[i % CITIES.length]!,
  }));
const SEARCHES = ['conceicao', 'CONCEIÇÃO lima', 'monte', 'sao paulo', 'araujo 1', 'belem', 'ouro'];
const spec = (name: string) => ({ name, indexes: [{ fields: ['city'] }], textFields: ['name', 'city'] });

// A bulk load's text index is built by another thread in a file of its own, then copied in. Whatever
// happens during the load, the collection must answer searches as one written row by row does.
describe('SQLite bulk load: the text index built on the side', () => {
  afterEach(() => vi.restoreAllMocks());
  const open = tempDocumentStorePerTest();
  /** Ids found by each search, in order, for comparing two collections. */
  const searchAll = async (store: SqliteDocumentStore, collection: string) => {
    const found: string[][] = [];
    for (const search of SEARCHES)
      found.push(
        (await store.collection(collection).find({ $text: { search } }, { sort: [['id', 1]] })).map((d) => d.id),
      );
    return found;
  };
  const integrityCheck = (path: string, fts: string) => {
    const db = openSqlite(path);
    try {
      db.prepare(`INSERT INTO "${fts}" ("${fts}") VALUES ('integrity-check')`).run(); // throws on a corrupt index
    } finally {
      db.close();
    }
  };
  /** The reference: the same documents written row by row into a collection created by ensureCollection. */
  const reference = async (store: SqliteDocumentStore, docs: readonly Person[]) => {
    await store.ensureCollection(spec('reference'));
    await store.commit(docs.map((doc) => put('reference', doc)));
    return searchAll(store, 'reference');
  };

  it('answers searches as a collection written row by row, and keeps answering after live writes', async () => {
    const install = vi.spyOn(SideTextIndex.prototype, 'install');
    const { store, path } = open();
    const docs = people(3000);
    await store.ensureCollectionForBulkLoad(spec('copy'));
    for (let i = 0; i < docs.length; i += 1000)
      await store.commit(docs.slice(i, i + 1000).map((doc) => put('copy', doc)));
    await store.finishBulkLoad('copy');
    expect(install).toHaveBeenCalledTimes(1);
    expect(install.mock.results[0]!.type).toBe('return');
    const expected = await reference(store, docs);
    expect(expected[0]!.length).toBeGreaterThan(0);
    expect(await searchAll(store, 'copy')).toEqual(expected);
    integrityCheck(path, 'fts_copy');

    // Swapped in, the index takes row-by-row changes like any other.
    await store.swapCollections([{ from: 'copy', to: 'live' }], { name: 'p', position: 1 });
    await store.commit([
      put('live', { id: 'p0', name: 'Zuleica Ouro', city: 'Natal' }),
      { kind: 'delete', collection: 'live', id: 'p4' },
    ]);
    await store.commit([
      put('reference', { id: 'p0', name: 'Zuleica Ouro', city: 'Natal' }),
      { kind: 'delete', collection: 'reference', id: 'p4' },
    ]);
    expect(await searchAll(store, 'live')).toEqual(await searchAll(store, 'reference'));
    expect((await store.collection('live').find({ $text: { search: 'ouro' } })).map((d) => d.id)).toEqual(['p0']);
    integrityCheck(path, 'fts_live');
  });

  it('fills the index in the database instead when a document is written twice or deleted during the load', async () => {
    const install = vi.spyOn(SideTextIndex.prototype, 'install');
    const { store, path } = open();
    const docs = people(500);
    await store.ensureCollectionForBulkLoad(spec('copy'));
    await store.commit(docs.map((doc) => put('copy', doc)));
    const renamed: Person = { id: 'p1', name: 'Zuleica Ouro', city: 'Natal' };
    await store.commit([put('copy', renamed), { kind: 'delete', collection: 'copy', id: 'p2' }]);
    await store.finishBulkLoad('copy');
    expect(install).not.toHaveBeenCalled();
    const final = docs.filter((doc) => doc.id !== 'p2').map((doc) => (doc.id === 'p1' ? renamed : doc));
    expect(await searchAll(store, 'copy')).toEqual(await reference(store, final));
    integrityCheck(path, 'fts_copy');
  });

  it('leaves out the rows of a rolled-back commit', async () => {
    const install = vi.spyOn(SideTextIndex.prototype, 'install');
    const { store, path } = open();
    const docs = people(200);
    await store.ensureCollectionForBulkLoad(spec('copy'));
    await store.commit(docs.slice(0, 100).map((doc) => put('copy', doc)));
    // The document without an id makes the whole commit roll back, its 50 plain inserts included.
    await expect(
      store.commit([
        ...docs.slice(100, 150).map((doc) => put('copy', doc)),
        put('copy', { id: '', name: 'Sem id', city: 'Recife' }),
      ]),
    ).rejects.toThrow(/without an id/);
    await store.commit(docs.slice(150).map((doc) => put('copy', doc)));
    await store.finishBulkLoad('copy');
    // Still built on the side (the next commit reuses the rolled-back rows' rowids: texts kept by mistake would clash).
    expect(install).toHaveBeenCalledTimes(1);
    const kept = [...docs.slice(0, 100), ...docs.slice(150)];
    expect(await store.collection('copy').count()).toBe(150);
    expect(await searchAll(store, 'copy')).toEqual(await reference(store, kept));
    integrityCheck(path, 'fts_copy');
  });

  it('falls back to filling the index in the database when the copy from the side fails, and leaves nothing behind', async () => {
    const install = vi.spyOn(SideTextIndex.prototype, 'install').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    const { store, path } = open();
    const docs = people(300);
    await store.ensureCollectionForBulkLoad(spec('copy'));
    const side = (store as unknown as { sideText: { dir: string } | null }).sideText;
    expect(side).not.toBeNull();
    expect(existsSync(side!.dir)).toBe(true);
    await store.commit(docs.map((doc) => put('copy', doc)));
    await store.finishBulkLoad('copy');
    expect(install).toHaveBeenCalledTimes(1);
    expect(await searchAll(store, 'copy')).toEqual(await reference(store, docs));
    integrityCheck(path, 'fts_copy');
    // The last bulk load finished: the thread is gone and so is its scratch file.
    expect((store as unknown as { sideText: unknown }).sideText).toBeNull();
    expect(existsSync(side!.dir)).toBe(false);
  });

  it('is not used for an in-memory database, whose bulk loads fill the index in place', async () => {
    const store = new SqliteDocumentStore(openSqlite(':memory:'), true);
    try {
      await store.ensureCollectionForBulkLoad(spec('copy'));
      expect((store as unknown as { sideText: unknown }).sideText).toBeNull();
      await store.commit(people(100).map((doc) => put('copy', doc)));
      await store.finishBulkLoad('copy');
      expect((await store.collection('copy').find({ $text: { search: 'conceicao' } })).length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});
