import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

export type SqliteDb = Database.Database;

/**
 * Opens (creating if needed) a SQLite file tuned for one writer process: WAL, NORMAL sync, busy wait,
 * a page cache far above the 2 MB default (an upper bound: pages are allocated only as they are used),
 * temporary B-trees (index builds, sorts) in memory, and reads through a memory map. The WAL file is
 * cut back to `walSizeLimitBytes` (64 MB) when it starts over after a checkpoint: a rebuild grows it to
 * the size of the read models (~200 MB for 150k students), which a long-running server would otherwise
 * keep on disk until it closes; the usual commits never come near it (a checkpoint every ~4 MB).
 */
export function openSqlite(
  path: string,
  options: { busyTimeoutMs?: number; walSizeLimitBytes?: number } = {},
): SqliteDb {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // Readable by the owner only (password hashes, personal data): SQLite gives its -wal and -shm
    // files the mode of the database file, so creating it 0600 covers all three (issue 27).
    if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
    else chmodSync(path, 0o600);
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  db.pragma('foreign_keys = ON');
  // A deleted row's bytes are zeroed, not left in a free page (LGPD erasure, issue 27 finding 9).
  db.pragma('secure_delete = ON');
  db.pragma('cache_size = -262144'); // KiB: 256 MB
  db.pragma('temp_store = MEMORY');
  db.pragma('mmap_size = 268435456');
  db.pragma(`journal_size_limit = ${Math.max(0, Math.floor(options.walSizeLimitBytes ?? 64 * 1024 * 1024))}`);
  return db;
}

/** Identifiers can never come from parameters, so they are validated before being quoted into SQL. */
const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

export function assertSafeName(kind: string, name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`Invalid ${kind} name: ${JSON.stringify(name)}`);
}

export function quoteId(name: string): string {
  return `"${name}"`;
}
