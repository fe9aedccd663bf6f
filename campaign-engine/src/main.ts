import path from 'node:path';
import { eventBusFromEnv, openEmbeddedPlatform, schemaCheckedEventStore, systemClock } from '@gym/platform';
import { startEmbeddedCampaignEngine } from './embedded.ts';

/**
 * The engine on its own (distributed setup): it reads the bus and appends delivery events. With the
 * embedded adapters it shares DATA_DIR with the API process; with KAFKA_BROKERS set it consumes Kafka.
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const platform = openEmbeddedPlatform(dataDir);
const engine = await startEmbeddedCampaignEngine({
  dataDir,
  bus: eventBusFromEnv(platform.eventBus),
  eventStore: schemaCheckedEventStore(platform.eventStore),
  outbox: platform.documentStore,
  clock: systemClock,
});
console.log(`campaign-engine consumindo o barramento (dados em ${dataDir})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void engine.stop().then(() => platform.close()).then(() => process.exit(0)));
}
