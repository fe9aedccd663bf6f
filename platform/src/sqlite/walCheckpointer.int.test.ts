import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from './documentStore.ts';
import { openSqlite } from './openSqlite.ts';
import { onTempFile } from './tempFile.testkit.ts';
import { BackgroundCheckpointer } from './walCheckpointer.ts';

const autocheckpoint = (db: ReturnType<typeof openSqlite>) => db.pragma('wal_autocheckpoint', { simple: true });
/** What the database file holds without its WAL: only what checkpoints have copied into it. */
function countWithoutWal(path: string, sql: string): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'gym-wal-'));
  try {
    copyFileSync(path, join(dir, 'copy.sqlite'));
    const db = openSqlite(join(dir, 'copy.sqlite'));
    try {
      return db.prepare(sql).pluck().get();
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('BackgroundCheckpointer', () => {
  let cleanup: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await cleanup?.();
    cleanup = null;
  });

  it('copies the WAL from another thread while the writer commits, and hands the automatic checkpoint back when stopped', async () => {
    const temp = onTempFile('wal.sqlite', (path) => {
      const db = openSqlite(path);
      return {
        db,
        close: async () => {
          db.close();
        },
      };
    });
    cleanup = temp.cleanup;
    const { db } = temp.store;
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    const checkpointer = BackgroundCheckpointer.start(db);
    if (!checkpointer) throw new Error('a WAL file gets a checkpointer');
    expect(autocheckpoint(db)).toBe(0);
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    for (let batch = 0; batch < 20; batch++) {
      db.transaction(() => {
        for (let i = 0; i < 500; i++) insert.run('x'.repeat(200));
      })();
      checkpointer.committed();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const report = await checkpointer.stop();
    expect(report.rounds).toBeGreaterThan(0);
    expect(report.walFrames).toBeGreaterThan(0);
    expect(report.checkpointed).toBe(report.walFrames);
    expect(autocheckpoint(db)).toBe(1000);
    expect(countWithoutWal(temp.path, 'SELECT count(*) FROM t')).toBe(10_000);
  });

  it('is not started for an in-memory database', () => {
    const db = openSqlite(':memory:');
    try {
      expect(BackgroundCheckpointer.start(db)).toBeNull();
    } finally {
      db.close();
    }
  });

  it('runs during a bulk load of the document store and leaves its WAL copied when the last copy is finished', async () => {
    const temp = onTempFile('docs.sqlite', (path) => SqliteDocumentStore.open(path));
    cleanup = temp.cleanup;
    const { store, path } = temp;
    await store.ensureCollectionForBulkLoad({ name: 'a', textFields: ['name'] });
    await store.ensureCollectionForBulkLoad({ name: 'b', indexes: [{ fields: ['n'] }] });
    const reader = openSqlite(path);
    try {
      for (let round = 0; round < 5; round++) {
        await store.commit(
          Array.from({ length: 400 }, (_, i) => ({
            kind: 'upsert' as const,
            collection: round % 2 ? 'a' : 'b',
            doc: { id: `${round}-${i}`, n: i, name: `Nome ${i}` },
          })),
        );
      }
      await store.finishBulkLoad('a');
      await store.finishBulkLoad('b');
      // ~2 MB written, below the automatic checkpoint's 1,000 pages: only the checkpointer copied it.
      expect(countWithoutWal(path, 'SELECT count(*) FROM doc_b')).toBe(1200);
      expect(countWithoutWal(path, 'SELECT count(*) FROM fts_a WHERE fts_a MATCH \'"nom" AND "ome"\'')).toBe(800);
      expect(await store.collection('a').count()).toBe(800);
      expect(await store.collection('b').count()).toBe(1200);
      expect(reader.prepare('SELECT count(*) FROM doc_b').pluck().get()).toBe(1200);
    } finally {
      reader.close();
    }
  });
});
