/**
 * Login secrets live outside the event log on purpose: a password hash must be replaceable and
 * erasable, and the log is forever. Only scrypt/argon2 hashes are stored here, never passwords.
 */
export interface Credential {
  /** Tenant scope: an account id, or 'alderaan' for platform operators. */
  readonly scope: string;
  /** Normalised (trimmed, lower-case) e-mail. */
  readonly email: string;
  readonly userId: string;
  readonly passwordHash: string;
  readonly updatedAt: string;
}

export interface CredentialStore {
  get(scope: string, email: string): Promise<Credential | null>;
  getByUser(scope: string, userId: string): Promise<Credential | null>;
  /** Inserts or replaces the credential of (scope, userId); the e-mail may change. */
  put(credential: Credential): Promise<void>;
  deleteByUser(scope: string, userId: string): Promise<void>;
}

/** Signed tokens are stateless; sign-out records the token id here until it would have expired. */
export interface RevokedTokenStore {
  revoke(tokenId: string, expiresAt: Date): Promise<void>;
  isRevoked(tokenId: string): Promise<boolean>;
}
