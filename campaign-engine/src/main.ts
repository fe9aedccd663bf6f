import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentStoreFromEnv, eventBusFromEnv, eventStoreFromEnv, subjectKeysFromEnv } from '@gym/platform/config';
import { openEmbeddedPlatform } from '@gym/platform/sqlite';
import { personalDataEventStore, personalDataSealer, schemaCheckedEventStore, systemClock } from '@gym/platform';
import { createLogger, logFunction } from '@gym/platform/logging';
import { startEmbeddedCampaignEngine } from './embedded.ts';

/**
 * The engine on its own (distributed setup): it reads the bus and appends delivery events. With the
 * embedded adapters it shares DATA_DIR with the API process; with KAFKA_BROKERS set it consumes Kafka,
 * with EVENTSTORE_CONNECTION_STRING set it appends to EventStoreDB, and with MONGODB_URL set its outbox
 * is in the read-model database and its own state in `<MONGODB_DATABASE>_campaign_engine`.
 */
// The repository's data/ by default, as the API and the projection service: not the working directory's.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
// pino JSON lines with the API's redaction list (issue 27): never console.
const logger = createLogger({ service: 'campaign-engine' });
const platform = openEmbeddedPlatform(dataDir);
const store = eventStoreFromEnv(platform.eventStore);
const outbox = documentStoreFromEnv(platform.documentStore, process.env, 'campaign-engine');
const state = process.env.MONGODB_URL
  ? documentStoreFromEnv(
      platform.documentStore,
      { ...process.env, MONGODB_DATABASE: `${process.env.MONGODB_DATABASE?.trim() || 'gym'}_campaign_engine` },
      'campaign-engine',
    )
  : undefined;
// The bus carries the students' personal data sealed: the engine opens it with their keys.
const subjectKeys = subjectKeysFromEnv(dataDir);
const engine = await startEmbeddedCampaignEngine({
  dataDir,
  bus: eventBusFromEnv(platform.eventBus),
  eventStore: schemaCheckedEventStore(personalDataEventStore(store, subjectKeys)),
  openEvents: personalDataSealer(subjectKeys).open,
  outbox,
  ...(state ? { documents: state } : {}),
  clock: systemClock,
  log: logFunction(logger),
});
logger.info(`campaign-engine consumindo o barramento (dados em ${dataDir})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void engine
        .stop()
        .then(() => (store === platform.eventStore ? undefined : store.close()))
        .then(() => (outbox === platform.documentStore ? undefined : outbox.close()))
        .then(() => platform.close())
        .then(() => subjectKeys.close())
        .then(() => process.exit(0)),
  );
}
