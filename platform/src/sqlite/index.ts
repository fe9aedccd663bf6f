// The embedded adapters: event log, read models, bus and credentials in SQLite files (better-sqlite3).
export * from './openSqlite.ts';
export * from './eventStore.ts';
export * from './documentStore.ts';
export * from './eventBus.ts';
export type { DeadLetterPayload } from './busConsumer.ts';
export * from './credentials.ts';
export * from './embedded.ts';
export { Wakeup } from './wakeup.ts';
export * from './idempotencyStore.ts';
export * from './uploadLedger.ts';
export * from './subjectKeyStore.ts';
export * from './scrubFiles.ts';
