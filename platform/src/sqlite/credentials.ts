import type { Credential, CredentialStore, RevokedTokenStore } from '../ports/credentials.ts';
import { IllegalStateError } from '../kernel/errors.ts';
import type { SqliteDb } from './openSqlite.ts';

interface CredentialRow {
  scope: string;
  email: string;
  user_id: string;
  password_hash: string;
  updated_at: string;
}

function toCredential(row: CredentialRow): Credential {
  return {
    scope: row.scope,
    email: row.email,
    userId: row.user_id,
    passwordHash: row.password_hash,
    updatedAt: row.updated_at,
  };
}

export class SqliteCredentialStore implements CredentialStore {
  private readonly stmt;

  constructor(db: SqliteDb) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS credentials (
        scope TEXT NOT NULL,
        user_id TEXT NOT NULL,
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (scope, user_id),
        UNIQUE (scope, email)
      );`);
    this.stmt = {
      byEmail: db.prepare<[string, string], CredentialRow>('SELECT * FROM credentials WHERE scope = ? AND email = ?'),
      byUser: db.prepare<[string, string], CredentialRow>('SELECT * FROM credentials WHERE scope = ? AND user_id = ?'),
      put: db.prepare<[string, string, string, string, string]>(
        `INSERT INTO credentials (scope, user_id, email, password_hash, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(scope, user_id) DO UPDATE SET email = excluded.email, password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
      ),
      delete: db.prepare<[string, string]>('DELETE FROM credentials WHERE scope = ? AND user_id = ?'),
    };
  }

  async get(scope: string, email: string): Promise<Credential | null> {
    const row = this.stmt.byEmail.get(scope, email);
    return row ? toCredential(row) : null;
  }

  async getByUser(scope: string, userId: string): Promise<Credential | null> {
    const row = this.stmt.byUser.get(scope, userId);
    return row ? toCredential(row) : null;
  }

  async put(credential: Credential): Promise<void> {
    try {
      this.stmt.put.run(
        credential.scope,
        credential.userId,
        credential.email,
        credential.passwordHash,
        credential.updatedAt,
      );
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new IllegalStateError('Este e-mail já está em uso.');
      throw error;
    }
  }

  async deleteByUser(scope: string, userId: string): Promise<void> {
    this.stmt.delete.run(scope, userId);
  }
}

export class SqliteRevokedTokenStore implements RevokedTokenStore {
  private readonly stmt;

  constructor(
    db: SqliteDb,
    private readonly now: () => Date = () => new Date(),
  ) {
    db.exec('CREATE TABLE IF NOT EXISTS revoked_tokens (token_id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);');
    this.stmt = {
      prune: db.prepare<[number]>('DELETE FROM revoked_tokens WHERE expires_at <= ?'),
      insert: db.prepare<[string, number]>(
        'INSERT INTO revoked_tokens (token_id, expires_at) VALUES (?, ?) ON CONFLICT(token_id) DO UPDATE SET expires_at = MAX(expires_at, excluded.expires_at)',
      ),
      find: db.prepare<[string, number], { token_id: string }>(
        'SELECT token_id FROM revoked_tokens WHERE token_id = ? AND expires_at > ?',
      ),
    };
  }

  async revoke(tokenId: string, expiresAt: Date): Promise<void> {
    const now = this.now().getTime();
    this.stmt.prune.run(now);
    if (expiresAt.getTime() > now) this.stmt.insert.run(tokenId, expiresAt.getTime());
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return this.stmt.find.get(tokenId, this.now().getTime()) !== undefined;
  }
}
