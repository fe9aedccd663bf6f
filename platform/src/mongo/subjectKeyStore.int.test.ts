import { describe } from 'vitest';
import { subjectKeyStoreContract } from '../contract/subjectKeys.contract.ts';
import { freshDatabase, mongoServerLabel, mongoSkipReason, useMongoWireServer } from './mongoTestServer.testkit.ts';
import { MongoSubjectKeyStore } from './subjectKeyStore.ts';

const skipReason = mongoSkipReason();

describe.skipIf(skipReason !== null)(
  `MongoDB subject key store on a real MongoDB-wire server (${mongoServerLabel()})`,
  { timeout: 60_000 },
  () => {
    const server = useMongoWireServer();
    subjectKeyStoreContract('MongoDB', async () => {
      const store = new MongoSubjectKeyStore({ url: server().url, database: freshDatabase('keys') });
      return { store, cleanup: () => store.close() };
    });
  },
);
