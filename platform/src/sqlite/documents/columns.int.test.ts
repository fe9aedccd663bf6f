import { describe, expect, it } from 'vitest';
import { openSqlite } from '../openSqlite.ts';
import { findPage } from '../../ports/documentStore.ts';
import type { SqliteDocumentStore } from '../documentStore.ts';
import { tempDocumentStorePerTest } from './tempDocumentStore.testkit.ts';

// Indexed fields live in real columns beside the JSON; these must hold exactly what json_extract gives,
// and a file written before the columns existed must be brought up to date by ensureCollection.
describe('SQLite document columns of indexed fields', () => {
  const open = tempDocumentStorePerTest();

  it('hold what json_extract(data) gives, for every JSON kind and nested paths', async () => {
    const temp = open();
    const store = temp.store;
    await store.ensureCollection({ name: 'things', indexes: [{ fields: ['v'] }, { fields: ['nested.x', 'id'] }] });
    const values = [
      'text',
      'ação',
      0,
      42,
      -1.5,
      true,
      false,
      null,
      undefined,
      { a: 1, b: [1, 'x'] },
      [1, 2],
      new Date(Date.UTC(2025, 0, 2)),
    ];
    await store.commit(
      values.map((v, n) => ({
        kind: 'upsert' as const,
        collection: 'things',
        doc: { id: `t${n}`, v, nested: { x: v } },
      })),
    );
    const db = openSqlite(temp.path);
    try {
      const rows = db
        .prepare(
          `SELECT id, "c_v" AS c, json_extract(data, '$.v') AS j, "c_nested.x" AS cn, json_extract(data, '$.nested.x') AS jn FROM doc_things`,
        )
        .all() as { id: string; c: unknown; j: unknown; cn: unknown; jn: unknown }[];
      expect(rows).toHaveLength(values.length);
      for (const row of rows) {
        expect(row.c, row.id).toEqual(row.j);
        expect(row.cn, row.id).toEqual(row.jn);
      }
    } finally {
      db.close();
    }
    // Filters compare booleans and nulls as before.
    const things = store.collection<{ id: string; v: unknown }>('things');
    expect((await things.find({ v: true })).map((d) => d.id)).toEqual(['t5']);
    expect((await things.find({ v: null }, { sort: [['id', 1]] })).map((d) => d.id)).toEqual(['t7', 't8']);
    expect((await things.find({ 'nested.x': { $gt: 1, $lt: 100 } })).map((d) => d.id)).toEqual(['t3']);
  });

  it('are added and filled on a file from before them, whose expression indexes give way to column indexes', async () => {
    const temp = open((path) => {
      const db = openSqlite(path);
      // The layout the adapter wrote before columns: JSON only, an index on a json_extract expression.
      db.exec(`
        CREATE TABLE _collections (name TEXT PRIMARY KEY, spec TEXT NOT NULL);
        CREATE TABLE checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
        CREATE TABLE doc_people (id TEXT PRIMARY KEY, data TEXT NOT NULL, _text TEXT);
        CREATE INDEX ix_n_accountId_name__old ON doc_people (json_extract(data, '$.accountId'), json_extract(data, '$.name'));`);
      db.prepare('INSERT INTO _collections (name, spec) VALUES (?, ?)').run(
        'people',
        JSON.stringify({ name: 'people', indexes: [{ fields: ['accountId', 'name'] }] }),
      );
      const insert = db.prepare('INSERT INTO doc_people (id, data) VALUES (?, ?)');
      insert.run('p1', JSON.stringify({ id: 'p1', accountId: 'a', name: 'Bia' }));
      insert.run('p2', JSON.stringify({ id: 'p2', accountId: 'a', name: 'Ana' }));
      insert.run('p3', JSON.stringify({ id: 'p3', accountId: 'b', name: 'Caio' }));
      db.close();
    });
    const store = temp.store;
    await store.ensureCollection({ name: 'people', indexes: [{ fields: ['accountId', 'name'] }] });
    const people = store.collection<{ id: string; accountId: string; name: string }>('people');
    expect((await people.find({ accountId: 'a' }, { sort: [['name', 1]] })).map((d) => d.name)).toEqual(['Ana', 'Bia']);
    await people.upsert({ id: 'p4', accountId: 'a', name: 'Aldo' });
    expect((await people.find({ accountId: 'a' }, { sort: [['name', 1]] })).map((d) => d.name)).toEqual([
      'Aldo',
      'Ana',
      'Bia',
    ]);
    const db = openSqlite(temp.path);
    try {
      const indexes = (db.pragma('index_list(doc_people)') as { name: string }[]).map((row) => row.name);
      expect(indexes.some((name) => name.startsWith('ix_'))).toBe(false);
      expect(indexes.some((name) => name.startsWith('ixc_n_accountId_name__'))).toBe(true);
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN SELECT data FROM doc_people WHERE "c_accountId" = 'a' ORDER BY "c_name"`)
        .all() as { detail: string }[];
      expect(plan.map((row) => row.detail).join(' | ')).toMatch(/USING INDEX ixc_n_accountId_name__/);
    } finally {
      db.close();
    }
  });

  // New tables put the JSON last (a search reads the columns and the text of each match); tables made
  // before keep id, data, _text, columns. Both must answer the same.
  const peopleSpec = { name: 'people', indexes: [{ fields: ['accountId', 'name'] }], textFields: ['name'] };
  const columnsOfTable = (path: string) => {
    const db = openSqlite(path);
    try {
      return (db.pragma('table_info(doc_people)') as { name: string }[]).map((row) => row.name);
    } finally {
      db.close();
    }
  };
  const answers = async (store: SqliteDocumentStore) => {
    const people = [
      { id: 'p1', accountId: 'a', name: 'Mariana Souza' },
      { id: 'p2', accountId: 'a', name: 'Ana Maria' },
      { id: 'p3', accountId: 'b', name: 'Maria Lima' },
      { id: 'p2', accountId: 'a', name: 'Ana Mariá Reis' },
    ];
    // One commit per document: the last one rewrites p2.
    for (const doc of people) await store.commit([{ kind: 'upsert', collection: 'people', doc }]);
    const collection = store.collection<{ id: string; accountId: string; name: string }>('people');
    const page = await findPage(
      collection,
      { accountId: 'a', $text: { search: 'mari' } },
      { sort: [['name', 1]], limit: 1 },
    );
    return {
      page: { ids: page.docs.map((d) => d.id), total: page.total },
      found: (await collection.find({ accountId: 'a', $text: { search: 'maria reis' } })).map((d) => d.name),
      doc: await collection.get('p2'),
    };
  };
  const expected = {
    page: { ids: ['p2'], total: 2 },
    found: ['Ana Mariá Reis'],
    doc: { id: 'p2', accountId: 'a', name: 'Ana Mariá Reis' },
  };

  it('come before the text and the JSON in a new table', async () => {
    const { store, path } = open();
    await store.ensureCollection(peopleSpec);
    expect(columnsOfTable(path)).toEqual(['id', 'c_accountId', 'c_name', '_text', 'data']);
    expect(await answers(store)).toEqual(expected);
  });

  it('are read, written and searched the same in a table made in the earlier order (the JSON second)', async () => {
    const { store, path } = open((file) => {
      const db = openSqlite(file);
      db.exec(`
        CREATE TABLE _collections (name TEXT PRIMARY KEY, spec TEXT NOT NULL);
        CREATE TABLE checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
        CREATE TABLE doc_people (id TEXT NOT NULL, data TEXT NOT NULL, _text TEXT, "c_accountId", "c_name");`);
      db.prepare('INSERT INTO _collections (name, spec) VALUES (?, ?)').run('people', JSON.stringify(peopleSpec));
      db.close();
    });
    await store.ensureCollection(peopleSpec);
    expect(columnsOfTable(path)).toEqual(['id', 'data', '_text', 'c_accountId', 'c_name']);
    expect(await answers(store)).toEqual(expected);
  });
});
