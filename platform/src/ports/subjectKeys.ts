/**
 * Keys of the subjects of personal data (one per student), kept outside the event log: deleting a
 * subject's key crypto-shreds every field sealed with it (LGPD erasure, issue 27 finding 9).
 * Adapters: SQLite (`DATA_DIR/keys.sqlite`) and MongoDB (collection `subject_keys`).
 */
export interface SubjectKeyStore {
  /** The keys that exist among `subjects` (an erased or unknown subject is absent from the map). */
  keysFor(subjects: readonly string[]): Promise<Map<string, Buffer>>;
  /** The keys of `subjects`, created (32 random bytes) for those that have none. */
  ensureKeys(subjects: readonly string[]): Promise<Map<string, Buffer>>;
  /** Deletes the key for good (and scrubs it from the files where the adapter can). */
  deleteKey(subject: string): Promise<void>;
  close(): Promise<void>;
}
