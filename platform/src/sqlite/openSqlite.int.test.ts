import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './openSqlite.ts';

describe('openSqlite', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('cuts a WAL grown by a large write back to its limit once it starts over after a checkpoint', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gym-open-'));
    const file = path.join(dir, 'db.sqlite');
    const limit = 256 * 1024;
    const db = openSqlite(file, { walSizeLimitBytes: limit });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.exec('CREATE TABLE t (v TEXT)');
      const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
      // One transaction of ~4 MB: the automatic checkpoint cannot run in the middle of it.
      db.transaction(() => {
        for (let i = 0; i < 2000; i++) insert.run('x'.repeat(2000));
      })();
      const grown = statSync(`${file}-wal`).size;
      expect(grown).toBeGreaterThan(3 * 1024 * 1024);
      db.pragma('wal_checkpoint(PASSIVE)');
      insert.run('next');
      expect(existsSync(`${file}-wal`)).toBe(true);
      expect(statSync(`${file}-wal`).size).toBeLessThanOrEqual(limit);
      expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(2001);
    } finally {
      db.close();
    }
  });
});
