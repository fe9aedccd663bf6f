import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type SqliteDb } from '../openSqlite.ts';
import { SqliteDocumentStore } from '../documentStore.ts';
import type { Collection } from '../../ports/documentStore.ts';
import { columnsOf, ftsName, tableName } from './names.ts';
import { buildOrderAndPage, buildWhere } from './query.ts';

describe('buildWhere with $text', () => {
  let dir: string;
  let db: SqliteDb;
  let store: SqliteDocumentStore;
  let people: Collection;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gym-query-'));
    db = openSqlite(path.join(dir, 'docs.sqlite'));
    store = new SqliteDocumentStore(db);
    await store.ensureCollection({
      name: 'people',
      indexes: [{ fields: ['accountId', 'rule', 'sortName', 'id'] }],
      textFields: ['name', 'email'],
    });
    const writes = Array.from({ length: 500 }, (_, n) => ({
      kind: 'upsert' as const,
      collection: 'people',
      doc: {
        id: `p${n}`,
        accountId: n % 2 ? 'a1' : 'a2',
        rule: 'student',
        name: `Pessoa ${n}`,
        sortName: `pessoa ${n}`,
        email: `p${n}@exemplo.com`,
      },
    }));
    await store.commit(writes);
    people = store.collection('people');
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const plan = (filter: Parameters<typeof buildWhere>[0]) => {
    const columns = columnsOf({ name: 'people', indexes: [{ fields: ['accountId', 'rule', 'sortName', 'id'] }] });
    const where = buildWhere(filter, 'fts_people', columns);
    const page = buildOrderAndPage(
      {
        sort: [
          ['sortName', 1],
          ['id', 1],
        ],
        limit: 25,
        skip: 0,
      },
      columns,
    );
    const rows = db
      .prepare(`EXPLAIN QUERY PLAN SELECT data FROM ${where.from('doc_people')}${where.sql}${page.sql}`)
      .all(...where.params, ...page.params) as { detail: string }[];
    return rows.map((row) => row.detail).join(' | ');
  };

  it('drives a search of 3+ characters from the FTS matches, not from the field indexes', () => {
    const detail = plan({ accountId: 'a1', rule: 'student', $text: { search: 'p123@' } });
    // The FTS matches are the outer loop; each is then read from the table by rowid.
    expect(detail).toMatch(/^SCAN _fts VIRTUAL TABLE .*\| SEARCH doc_people USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(detail).not.toMatch(/USING (COVERING )?INDEX ixc?_/);
  });

  it('keeps the field indexes when there is no FTS lookup (no search, or only 1-2 character terms)', () => {
    expect(plan({ accountId: 'a1', rule: 'student' })).toMatch(
      /USING (COVERING )?INDEX ixc_n_accountId_rule_sortName_id__/,
    );
    expect(plan({ accountId: 'a1', rule: 'student', $text: { search: 'p1' } })).toMatch(
      /USING (COVERING )?INDEX ixc_n_accountId_rule_sortName_id__/,
    );
  });

  it('finds the rows holding every trigram of a term (the index keeps no positions) and keeps those holding the term itself', async () => {
    const names = { whole: 'Mariana Souza', split: 'Omar Ari', quoted: 'Ana "Mari" Lopes', repeated: 'Aaaa Bbb' };
    await store.commit(
      Object.entries(names).map(([id, name]) => ({
        kind: 'upsert' as const,
        collection: 'people',
        doc: { id, accountId: 'a3', rule: 'student', name, sortName: name.toLowerCase() },
      })),
    );
    const ids = async (search: string) =>
      (await people.find({ accountId: 'a3', $text: { search } }, { sort: [['id', 1]] })).map((d) => d.id);
    // "Omar Ari" holds "mar" and "ari" but not "mari".
    expect(await ids('mari')).toEqual(['quoted', 'whole']);
    expect(await ids('"mari"')).toEqual(['quoted']);
    expect(buildWhere({ $text: { search: '"mari"' } }, 'fts_people').params[0]).toBe(
      '"""ma" AND "mar" AND "ari" AND "ri"""',
    );
    // A trigram that repeats is asked for once.
    expect(buildWhere({ $text: { search: 'aaaa' } }, 'fts_people').params[0]).toBe('"aaa"');
    expect(await ids('aaaa')).toEqual(['repeated']);
  });

  it('asks the text index once for all the terms of 3+ characters, and confirms each term', async () => {
    const where = buildWhere({ accountId: 'a1', $text: { search: 'Pessoa 12 p123@' } }, 'fts_people');
    expect(where.params).toEqual([
      'a1',
      '("pes" AND "ess" AND "sso" AND "soa") AND ("p12" AND "123" AND "23@")',
      '%pessoa%',
      '%12%',
      '%p123@%',
    ]);
    expect(where.sql.match(/MATCH/g)).toHaveLength(1);
    const ids = async (search: string) =>
      (await people.find({ accountId: 'a1', $text: { search } }, { sort: [['id', 1]] })).map((d) => d.id);
    expect(await ids('Pessoa 12 p123@')).toEqual(['p123']);
    expect(await ids('pessoa 12 exemplo')).toEqual(['p121', 'p123', 'p125', 'p127', 'p129']);
    expect(await people.count({ accountId: 'a1', $text: { search: 'pessoa 12 exemplo' } })).toBe(5);
  });

  it('looks a long term up in FTS by its first 6 characters and confirms the whole term', async () => {
    expect(buildWhere({ $text: { search: 'P123@Exemplo.com' } }, 'fts_people').params).toEqual([
      '"p12" AND "123" AND "23@" AND "3@e"',
      '%p123@exemplo.com%',
    ]);
    const ids = async (search: string) =>
      (await people.find({ accountId: 'a1', $text: { search } }, { sort: [['id', 1]] })).map((d) => d.id);
    expect(await ids('p123@exemplo.com')).toEqual(['p123']);
    expect(await ids('p123@exemplo.org')).toEqual([]);
    expect(await ids('p12')).toEqual(['p121', 'p123', 'p125', 'p127', 'p129']);
    expect(await ids('pessoa 123')).toEqual(['p123']);
  });
});

describe('$text on a text index made by an earlier version', () => {
  // Files from before keep their FTS table until their next rebuild: with content (the first
  // definition) or contentless with positions (detail=full). The trigram query answers the same there.
  const EARLIER = ["fts5(t, tokenize='trigram')", "fts5(t, tokenize='trigram', content='', contentless_delete=1)"];
  for (const definition of EARLIER) {
    it(`finds, confirms and keeps up with writes on ${definition}`, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'gym-query-earlier-'));
      const db = openSqlite(path.join(dir, 'docs.sqlite'));
      try {
        const store = new SqliteDocumentStore(db);
        await store.ensureCollection({ name: 'people', textFields: ['name'] });
        const upsert = (id: string, name: string) => ({
          kind: 'upsert' as const,
          collection: 'people',
          doc: { id, name },
        });
        await store.commit([upsert('whole', 'Mariana Souza'), upsert('split', 'Omar Ari')]);
        const [table, fts] = [tableName('people'), ftsName('people')];
        expect(db.prepare('SELECT count(*) FROM sqlite_master WHERE name = ?').pluck().get(fts)).toBe(1);
        db.exec(
          `DROP TABLE ${fts}; CREATE VIRTUAL TABLE ${fts} USING ${definition}; INSERT INTO ${fts} (rowid, t) SELECT rowid, _text FROM ${table}`,
        );
        const people = store.collection('people');
        const ids = async (search: string) =>
          (await people.find({ $text: { search } }, { sort: [['id', 1]] })).map((d) => d.id);
        expect(await ids('mari')).toEqual(['whole']);
        await store.commit([
          upsert('split', 'Omar Marinho'),
          upsert('new', 'Rosemari Dias'),
          { kind: 'delete', collection: 'people', id: 'whole' },
        ]);
        expect(await ids('mari')).toEqual(['new', 'split']);
        expect(await ids('souza')).toEqual([]);
      } finally {
        db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
