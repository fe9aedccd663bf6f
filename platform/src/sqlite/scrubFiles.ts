import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * After an erasure (LGPD): every SQLite file of `dataDir` is checkpointed into its main file and its WAL
 * truncated to zero bytes, so the frames that still held deleted rows leave the disk (deleted rows are
 * zeroed in the main files by `secure_delete`, see openSqlite). A checkpoint that a reader holds back is
 * tried again a few times; what remains is left to the next checkpoint (a file closing, the next erasure).
 */
export async function scrubSqliteFiles(dataDir: string): Promise<void> {
  let files: string[];
  try {
    files = readdirSync(dataDir).filter((f) => f.endsWith('.sqlite'));
  } catch {
    return;
  }
  for (const file of files) {
    const db = new Database(join(dataDir, file), { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 2000');
      for (let attempt = 0; attempt < 5; attempt++) {
        const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
        if (!result || result.busy === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      db.close();
    }
  }
}
