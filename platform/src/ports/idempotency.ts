/** What a mutation answered: kept so that a retry with the same Idempotency-Key gets it again. */
export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Answers of mutations by idempotency key (issue 27, finding 10). */
export interface IdempotencyStore {
  /**
   * Runs `work` once per key: the stored answer when the key was seen with the same request, a
   * conflict when it was seen with another, else the answer of `work` (stored when it is not a 5xx).
   */
  once(key: string, request: unknown, work: () => Promise<StoredAnswer>): Promise<StoredAnswer | 'conflict'>;
  /** Drops the kept answers whose body contains any of these texts (LGPD erasure: a student's id and e-mail). */
  forget(mentions: readonly string[]): void;
  close(): void;
}

const KEY = /^[A-Za-z0-9._:-]{8,100}$/;
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && KEY.test(value);
