import { randomBytes } from 'node:crypto';
import type { SubjectKeyStore } from '../ports/subjectKeys.ts';
import { openSqlite, type SqliteDb } from './openSqlite.ts';

/**
 * The subjects' keys in a SQLite file of their own (`DATA_DIR/keys.sqlite`), outside the log.
 * `secure_delete` zeroes a deleted key's bytes in the file, and a TRUNCATE checkpoint empties the WAL
 * that still held them, so an erased key cannot be read back from the disk.
 */
export class SqliteSubjectKeyStore implements SubjectKeyStore {
  private readonly get;
  private readonly insert;
  private readonly remove;

  constructor(private readonly db: SqliteDb) {
    db.pragma('secure_delete = ON');
    db.exec('CREATE TABLE IF NOT EXISTS subject_keys (subject TEXT PRIMARY KEY, key BLOB NOT NULL) WITHOUT ROWID');
    this.get = db.prepare<[string], { key: Buffer }>('SELECT key FROM subject_keys WHERE subject = ?');
    this.insert = db.prepare<[string, Buffer]>('INSERT OR IGNORE INTO subject_keys (subject, key) VALUES (?, ?)');
    this.remove = db.prepare<[string]>('DELETE FROM subject_keys WHERE subject = ?');
  }

  static open(path: string): SqliteSubjectKeyStore {
    return new SqliteSubjectKeyStore(openSqlite(path));
  }

  async keysFor(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    for (const subject of subjects) {
      const row = this.get.get(subject);
      if (row) found.set(subject, row.key);
    }
    return found;
  }

  async ensureKeys(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    this.db.transaction(() => {
      for (const subject of subjects) {
        let row = this.get.get(subject);
        if (!row) {
          this.insert.run(subject, randomBytes(32));
          row = this.get.get(subject)!;
        }
        found.set(subject, row.key);
      }
    })();
    return found;
  }

  async deleteKey(subject: string): Promise<void> {
    this.remove.run(subject);
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
