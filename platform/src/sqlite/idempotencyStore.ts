import type { IdempotencyStore, StoredAnswer } from '../ports/idempotency.ts';
import { openSqlite, type SqliteDb } from './openSqlite.ts';
import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Answers of mutations sent with an `Idempotency-Key` header (issue 27, finding 10), kept 24 hours in
 * DATA_DIR/idempotency.sqlite (0600), so that a retry after a timeout, a lost answer or a restart of
 * the server gets the original answer instead of running the mutation again. A key is scoped to the
 * endpoint, the account and the user; reused with another request it is refused. Two requests with one
 * key at once: the second waits for the first. Not covered: a crash between the mutation's append and
 * the answer's being stored here (the retry then runs again, and the deciders' own idempotency applies).
 */
export function openIdempotencyStore(dataDir: string, now: () => number = Date.now): IdempotencyStore {
  const db: SqliteDb = openSqlite(path.join(dataDir, 'idempotency.sqlite'));
  db.exec(
    'CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, request TEXT NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL, at INTEGER NOT NULL)',
  );
  const find = db.prepare<[string], { request: string; status: number; body: string }>(
    'SELECT request, status, body FROM answers WHERE key = ?',
  );
  const insert = db.prepare<[string, string, number, string, number]>(
    'INSERT OR REPLACE INTO answers (key, request, status, body, at) VALUES (?, ?, ?, ?, ?)',
  );
  const prune = db.prepare<[number]>('DELETE FROM answers WHERE at < ?');
  const forgetMention = db.prepare<[string]>('DELETE FROM answers WHERE instr(body, ?) > 0');
  const inFlight = new Map<string, Promise<unknown>>();
  let writes = 0;
  const TTL_MS = 24 * 60 * 60 * 1000;

  return {
    /**
     * Runs `work` once per key: the stored answer when the key was seen with the same request, a
     * conflict when it was seen with another, else the answer of `work` (stored when it is not a 5xx).
     */
    async once(key, request, work): Promise<StoredAnswer | 'conflict'> {
      const hash = createHash('sha256').update(JSON.stringify(request)).digest('base64url');
      const pending = inFlight.get(key);
      if (pending) await pending.catch(() => undefined);
      const stored = find.get(key);
      if (stored)
        return stored.request === hash
          ? { status: stored.status, body: JSON.parse(stored.body) as unknown }
          : 'conflict';
      const running = work();
      inFlight.set(key, running);
      try {
        const answer = await running;
        if (answer.status < 500) {
          insert.run(key, hash, answer.status, JSON.stringify(answer.body), now());
          if (++writes % 500 === 0) prune.run(now() - TTL_MS);
        }
        return answer;
      } finally {
        inFlight.delete(key);
      }
    },
    forget(mentions) {
      // A saved student's answer names them for 24 hours; an erasure cannot wait for the prune.
      for (const text of mentions) if (text) forgetMention.run(text);
    },
    close: () => db.close(),
  };
}
