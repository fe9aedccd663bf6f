import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CredentialStore, RevokedTokenStore } from '../ports/credentials.ts';
import type { DocumentStore } from '../ports/documentStore.ts';
import type { EventBus } from '../ports/eventBus.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { SqliteCredentialStore, SqliteRevokedTokenStore } from './credentials.ts';
import { SqliteDocumentStore } from './documentStore.ts';
import { SqliteEventBus } from './eventBus.ts';
import { SqliteEventStore } from './eventStore.ts';
import { openSqlite } from './openSqlite.ts';

export interface EmbeddedPlatform {
  readonly eventStore: EventStore;
  readonly documentStore: DocumentStore;
  readonly eventBus: EventBus;
  readonly credentials: CredentialStore;
  readonly revokedTokens: RevokedTokenStore;
  close(): Promise<void>;
}

/** Every embedded adapter on its own SQLite file under `dataDir`, so their writers never block one another. */
export function openEmbeddedPlatform(dataDir: string): EmbeddedPlatform {
  mkdirSync(dataDir, { recursive: true });
  const identityDb = openSqlite(join(dataDir, 'identity.sqlite'));
  const eventStore = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
  const documentStore = SqliteDocumentStore.open(join(dataDir, 'readmodels.sqlite'));
  const eventBus = SqliteEventBus.open(join(dataDir, 'bus.sqlite'));
  return {
    eventStore,
    documentStore,
    eventBus,
    credentials: new SqliteCredentialStore(identityDb),
    revokedTokens: new SqliteRevokedTokenStore(identityDb),
    close: async () => {
      await eventBus.close();
      await eventStore.close();
      await documentStore.close();
      identityDb.close();
    },
  };
}
