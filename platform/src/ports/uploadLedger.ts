/** One upload grant as the ledger keeps it. */
export interface UploadGrantEntry {
  readonly key: string;
  readonly accountId: string;
  /** Who asked for it (staff or member). */
  readonly userId: string;
  readonly maxBytes: number;
  /** Unix seconds. */
  readonly expires: number;
}

/** Limits a new grant must fit in; counted over the grants of the window and the bytes still open. */
export interface UploadLimitsOf {
  readonly windowSeconds: number;
  readonly grantsPerUser: number;
  readonly grantsPerAccount: number;
  /** The user's granted bytes not yet used and not expired, plus what they have stored. */
  readonly bytesPerUser: number;
  /** The account's granted bytes not yet used and not expired. */
  readonly openBytesPerAccount: number;
}

export type UploadGrantRefusal = 'userRate' | 'accountRate' | 'userBytes' | 'accountBytes';

/**
 * The uploads' ledger (issue 36, item 8): every grant issued, so that a grant is used by one PUT only and
 * a member or an account cannot be granted more than its limits; and which files a user uploaded (LGPD
 * erasure and export). Adapter: SQLite (platform/src/sqlite/uploadLedger.ts).
 */
export interface UploadLedger {
  /** Records the grant unless it passes a limit (checked and recorded at once: concurrent asks cannot all slip under). */
  grant(entry: UploadGrantEntry, limits: UploadLimitsOf, nowSeconds: number): UploadGrantRefusal | null;
  /** The one PUT of a grant: true the first time; false when it was used, is being used, or was never issued. */
  claim(key: string): boolean;
  /** The PUT stored `size` bytes under the key. */
  completed(key: string, size: number): void;
  /** The PUT failed: the grant may be used again until it expires. */
  released(key: string): void;
  /** Files the user uploaded (stored), oldest first. */
  uploadedBy(accountId: string, userId: string): Array<{ key: string; size: number }>;
  /** Drops the entries of these keys (the files were deleted). */
  forget(keys: readonly string[]): void;
  close(): void;
}
