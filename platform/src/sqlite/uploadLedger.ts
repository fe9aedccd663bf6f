import path from 'node:path';
import type { UploadLedger } from '../ports/uploadLedger.ts';
import { openSqlite } from './openSqlite.ts';

/** The uploads' ledger in DATA_DIR/uploads.sqlite (0600). States: open → putting → stored (or back to open). */
export function openUploadLedger(dataDir: string): UploadLedger {
  const db = openSqlite(path.join(dataDir, 'uploads.sqlite'));
  db.exec(`CREATE TABLE IF NOT EXISTS grants (
    key TEXT PRIMARY KEY, account_id TEXT NOT NULL, user_id TEXT NOT NULL, max_bytes INTEGER NOT NULL,
    expires INTEGER NOT NULL, issued INTEGER NOT NULL, state TEXT NOT NULL, size INTEGER)`);
  db.exec('CREATE INDEX IF NOT EXISTS grants_user ON grants (account_id, user_id, issued)');
  db.exec('CREATE INDEX IF NOT EXISTS grants_account ON grants (account_id, issued)');
  const countUser = db.prepare<[string, string, number], { n: number }>(
    'SELECT count(*) AS n FROM grants WHERE account_id = ? AND user_id = ? AND issued >= ?',
  );
  const countAccount = db.prepare<[string, number], { n: number }>(
    'SELECT count(*) AS n FROM grants WHERE account_id = ? AND issued >= ?',
  );
  const userBytes = db.prepare<[number, string, string, number], { b: number | null }>(
    `SELECT sum(CASE WHEN state = 'stored' THEN size WHEN expires >= ? THEN max_bytes ELSE 0 END) AS b
       FROM grants WHERE account_id = ? AND user_id = ? AND (state = 'stored' OR expires >= ?)`,
  );
  const accountOpenBytes = db.prepare<[string, number], { b: number | null }>(
    `SELECT sum(max_bytes) AS b FROM grants WHERE account_id = ? AND state != 'stored' AND expires >= ?`,
  );
  const insert = db.prepare<[string, string, string, number, number, number]>(
    `INSERT INTO grants (key, account_id, user_id, max_bytes, expires, issued, state) VALUES (?, ?, ?, ?, ?, ?, 'open')`,
  );
  const claim = db.prepare<[string]>(`UPDATE grants SET state = 'putting' WHERE key = ? AND state = 'open'`);
  const complete = db.prepare<[number, string]>(`UPDATE grants SET state = 'stored', size = ? WHERE key = ?`);
  const release = db.prepare<[string]>(`UPDATE grants SET state = 'open' WHERE key = ? AND state = 'putting'`);
  const byUser = db.prepare<[string, string], { key: string; size: number }>(
    `SELECT key, size FROM grants WHERE account_id = ? AND user_id = ? AND state = 'stored' ORDER BY issued`,
  );
  const remove = db.prepare<[string]>('DELETE FROM grants WHERE key = ?');
  // Grants never used are kept a day past their expiry (the rate window), then dropped.
  const prune = db.prepare<[number]>(`DELETE FROM grants WHERE state != 'stored' AND expires < ?`);
  let grants = 0;

  return {
    grant: db.transaction((entry, limits, now) => {
      if (++grants % 500 === 0) prune.run(now - 86_400);
      const since = now - limits.windowSeconds;
      if (countUser.get(entry.accountId, entry.userId, since)!.n >= limits.grantsPerUser) return 'userRate';
      if (countAccount.get(entry.accountId, since)!.n >= limits.grantsPerAccount) return 'accountRate';
      if ((userBytes.get(now, entry.accountId, entry.userId, now)!.b ?? 0) + entry.maxBytes > limits.bytesPerUser)
        return 'userBytes';
      if ((accountOpenBytes.get(entry.accountId, now)!.b ?? 0) + entry.maxBytes > limits.openBytesPerAccount)
        return 'accountBytes';
      insert.run(entry.key, entry.accountId, entry.userId, entry.maxBytes, entry.expires, now);
      return null;
    }),
    claim: (key) => claim.run(key).changes === 1,
    completed: (key, size) => void complete.run(size, key),
    released: (key) => void release.run(key),
    uploadedBy: (accountId, userId) => byUser.all(accountId, userId),
    forget: db.transaction((keys: readonly string[]) => {
      for (const key of keys) remove.run(key);
    }),
    close: () => db.close(),
  };
}
