// Adapter choice from the environment: this entry loads every driver.
export * from './eventBusFromEnv.ts';
export * from './documentStoreFromEnv.ts';
export * from './eventStoreFromEnv.ts';
export * from './paymentsFromEnv.ts';
export * from './blobStorageFromEnv.ts';
export * from './subjectKeysFromEnv.ts';
