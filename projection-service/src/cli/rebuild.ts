import { documentStoreFromEnv, eventStoreFromEnv, subjectKeysFromEnv } from '@gym/platform/config';
import { openEmbeddedPlatform } from '@gym/platform/sqlite';
import { personalDataEventStore, rebuildProjector, schemaCheckedEventStore } from '@gym/platform';
import path from 'node:path';
import { readModelsProjector } from '../readModels.ts';

/**
 * `npm run rebuild`: replays the whole log into fresh read models and swaps them in.
 * Safe while the product runs (the live copies keep serving until the swap); run it after changing
 * a projection, or to prove that the read models are only a view of the log. The npm script gives V8 a
 * 64 MB semi-space (young generation): a replay allocates every event and keeps every document, and
 * the larger nursery scavenges far less often (~7% less CPU on 300k events).
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const platform = openEmbeddedPlatform(dataDir);
// The log the product runs on: EventStoreDB when EVENTSTORE_CONNECTION_STRING is set.
const eventStore = eventStoreFromEnv(platform.eventStore);
// The read models the product runs on: MongoDB when MONGODB_URL is set.
const documentStore = documentStoreFromEnv(platform.documentStore, process.env, 'rebuild');
// The students' personal data opened with their keys: an erased student's reads as 'Aluno removido'.
const subjectKeys = subjectKeysFromEnv(dataDir);
const started = performance.now();
const cpuBefore = process.cpuUsage();
// Read through the schema check, as the projector does, so older event versions are upcast.
const result = await rebuildProjector({
  eventStore: schemaCheckedEventStore(personalDataEventStore(eventStore, subjectKeys)),
  documentStore,
  projector: readModelsProjector,
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `Projeções reconstruídas: ${result.events} eventos até a posição ${result.position} em ${seconds.toFixed(2)} s (${Math.round(result.events / seconds)} eventos/s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s)`,
);
if (eventStore !== platform.eventStore) await eventStore.close();
if (documentStore !== platform.documentStore) await documentStore.close();
await platform.close();
await subjectKeys.close();
