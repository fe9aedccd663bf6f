import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Doc, DocWrite } from '../../ports/documentStore.ts';
import { SqliteDocumentStore } from '../documentStore.ts';
import { openSqlite } from '../openSqlite.ts';
import { tempDocumentStorePerTest } from './tempDocumentStore.testkit.ts';
import { encodeRows, SideWriter } from './sideWriter.ts';

interface Member extends Doc {
  readonly name: string;
  readonly plan: { readonly kind: string; readonly cents: number };
  readonly active: boolean;
  readonly height: number | null;
  readonly tags: readonly string[];
}
const member = (i: number): Member => ({
  id: `m${String(i).padStart(5, '0')}`,
  name: [`Conceição ${i}`, `João 💪 ${i}`, `Zoë Araújo ${i}`, `Ana ${i}`][i % 4]!,
  plan: { kind: i % 3 === 0 ? 'mensal' : 'anual', cents: 9990 + i },
  active: i % 2 === 0,
  height: i % 5 === 0 ? null : 150 + (i % 50) + 0.5,
  tags: i % 7 === 0 ? [] : ['a', `t${i % 4}`],
});
// Columns of every kind of value: nested field, boolean, nullable number, array, plus text fields.
const spec = (name: string) => ({
  name,
  indexes: [{ fields: ['plan.kind', 'active'] }, { fields: ['height'] }, { fields: ['tags'] }],
  textFields: ['name', 'plan.kind'],
});
const put = <T extends Doc>(collection: string, doc: T): DocWrite => ({ kind: 'upsert', collection, doc });

describe('encodeRows', () => {
  it('lays out each document as its JSON and text in UTF-8, growing the buffer past its first guess', () => {
    const long: Member = { ...member(1), name: `Ção ${'é'.repeat(3000)} 💪` }; // past the 1 KB a row is guessed at
    const docs = [member(0), long, member(2)];
    const rows = encodeRows(docs, ['name'], 41);
    const bytes = Buffer.from(rows.bytes);
    expect([...rows.rowids]).toEqual([41, 42, 43]);
    expect(rows.ids).toEqual(['m00000', 'm00001', 'm00002']);
    docs.forEach((doc, i) => {
      const [dataStart, dataEnd, textStart, textEnd] = rows.offsets.subarray(i * 4, i * 4 + 4);
      expect(JSON.parse(bytes.toString('utf8', dataStart, dataEnd))).toEqual(doc);
      expect(bytes.toString('utf8', textStart, textEnd)).toBe(rows.texts![i]);
    });
    expect(rows.texts![1]).toContain('cao eee');
    expect(encodeRows([member(3)], [], 1).offsets[2]).toBe(-1); // no text fields, no text
    expect(() => encodeRows([{ ...member(4), id: '' }], [], 1)).toThrow(/without an id/);
  });
});

// loadDocuments inserts a bulk load's documents from another thread. The rows must be exactly those
// the same documents get through commit: JSON, text, and the column values filters and sorts read.
describe('SQLite bulk load: documents written from another thread', () => {
  afterEach(() => vi.restoreAllMocks());
  const open = tempDocumentStorePerTest();
  const rowsOf = (path: string, table: string) => {
    const db = openSqlite(path);
    try {
      return db.prepare(`SELECT * FROM "${table}" ORDER BY id`).all();
    } finally {
      db.close();
    }
  };

  it('writes the rows commit would write, in chunks, and the collection answers like one written by commit', async () => {
    const write = vi.spyOn(SideWriter.prototype, 'write');
    const { store, path } = open();
    const docs = Array.from({ length: 45_000 }, (_, i) => member(i));
    await store.ensureCollection(spec('reference'));
    await store.commit(docs.map((doc) => put('reference', doc)));
    await store.ensureCollectionForBulkLoad(spec('copy'));
    await store.loadDocuments('copy', docs.values());
    expect(write).toHaveBeenCalledTimes(3); // 20,000 documents per transaction
    await store.finishBulkLoad('copy');

    const stripRowid = (rows: unknown[]) => rows.map((row) => ({ ...(row as object), rowid: undefined }));
    expect(stripRowid(rowsOf(path, 'doc_copy'))).toEqual(stripRowid(rowsOf(path, 'doc_reference')));
    const copy = store.collection<Member>('copy');
    const reference = store.collection<Member>('reference');
    expect(await copy.get('m00042')).toEqual(docs[42]);
    for (const [filter, sort] of [
      [
        { 'plan.kind': 'mensal', active: true },
        [
          ['height', -1],
          ['id', 1],
        ],
      ],
      [{ height: null }, [['id', 1]]],
      [{ $text: { search: 'conceicao 12' } }, [['id', 1]]],
      [{ $text: { search: 'zoe araujo' } }, [['id', -1]]],
    ] as const) {
      const options = { sort: sort as unknown as [string, 1 | -1][], limit: 50 };
      expect(await copy.find(filter, options)).toEqual(await reference.find(filter, options));
    }
    expect(await copy.count({ active: false })).toBe(22_500);
  });

  it('refuses an id already in the copy, and goes through commits once the copy has its key', async () => {
    const write = vi.spyOn(SideWriter.prototype, 'write');
    const { store } = open();
    await store.ensureCollectionForBulkLoad(spec('copy'));
    await store.loadDocuments('copy', [member(1), member(2)]);
    await expect(store.loadDocuments('copy', [member(3), member(2)])).rejects.toThrow(/m00002.*already/);
    // A second write of an id builds the key: from then on the documents go through commit.
    await store.commit([put('copy', { ...member(1), name: 'Renomeada' })]);
    write.mockClear();
    await store.loadDocuments('copy', [member(4), member(5)]);
    expect(write).not.toHaveBeenCalled();
    await store.finishBulkLoad('copy');
    const copy = store.collection<Member>('copy');
    expect((await copy.find({}, { sort: [['id', 1]] })).map((d) => d.id)).toEqual([
      'm00001',
      'm00002',
      'm00004',
      'm00005',
    ]);
    expect((await copy.get('m00001'))?.name).toBe('Renomeada');
  });

  it('refuses an id given twice in one load, and writes none of that load', async () => {
    const { store } = open();
    await store.ensureCollectionForBulkLoad(spec('copy'));
    await expect(store.loadDocuments('copy', [member(1), member(2), member(1)])).rejects.toThrow(/m00001.*already/);
    await store.finishBulkLoad('copy');
    expect(await store.collection('copy').count()).toBe(0);
  });

  it('after a failed write, keeps one row per id: the key is built before the next write', async () => {
    const { store } = open();
    await store.ensureCollectionForBulkLoad(spec('copy'));
    vi.spyOn(SideWriter.prototype, 'write').mockImplementationOnce(() => Promise.reject(new Error('disco cheio')));
    await expect(store.loadDocuments('copy', [member(1), member(2)])).rejects.toThrow('disco cheio');
    await store.loadDocuments('copy', [member(1), member(3), member(4)]);
    await store.finishBulkLoad('copy');
    const copy = store.collection<Member>('copy');
    expect((await copy.find({}, { sort: [['id', 1]] })).map((d) => d.id)).toEqual(['m00001', 'm00003', 'm00004']);
    // The text index holds the rows written, not the texts sent for the failed chunk (m00002 never was).
    expect((await copy.find({ $text: { search: 'araujo' } })).map((d) => d.id)).toEqual([]);
    expect((await copy.find({ $text: { search: 'joao' } })).map((d) => d.id)).toEqual(['m00001']);
  });

  it('after a failed write, indexes the texts of the rows written only, not those sent for it', async () => {
    const { store, path } = open();
    await store.ensureCollectionForBulkLoad(spec('copy'));
    vi.spyOn(SideWriter.prototype, 'write').mockImplementationOnce(() => Promise.reject(new Error('disco cheio')));
    await expect(store.loadDocuments('copy', [member(1), member(2)])).rejects.toThrow('disco cheio');
    await store.finishBulkLoad('copy');
    const db = openSqlite(path);
    try {
      // Nothing was written, so nothing is indexed (FTS5 keeps a row per indexed rowid in `_docsize`).
      expect(db.prepare('SELECT count(*) FROM fts_copy_docsize').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
    await store.swapCollections([{ from: 'copy', to: 'live' }], { name: 'p', position: 1 });
    // The next row takes rowid 1, which the failed chunk's first text was sent under ('João 💪 1').
    await store.commit([put('live', member(4))]);
    expect((await store.collection('live').find({ $text: { search: 'joao' } })).map((d) => d.id)).toEqual([]);
    expect((await store.collection('live').find({ $text: { search: 'conceicao' } })).map((d) => d.id)).toEqual([
      'm00004',
    ]);
  });

  it('writes through commits on an in-memory database', async () => {
    const store = new SqliteDocumentStore(openSqlite(':memory:'), true);
    try {
      await store.ensureCollectionForBulkLoad(spec('copy'));
      await store.loadDocuments('copy', [member(1), member(2)]);
      expect((store as unknown as { sideWriter: unknown }).sideWriter).toBeNull();
      await store.finishBulkLoad('copy');
      expect(await store.collection('copy').count()).toBe(2);
    } finally {
      await store.close();
    }
  });
});
