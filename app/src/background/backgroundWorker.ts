// The background thread (started by backgroundThread.ts through backgroundWorker.mjs): its own
// connections to the data folder's SQLite files (or to EventStoreDB, MongoDB and Kafka, when the
// environment names them, as for the server), the projector, the relay and the campaign engine.
import { documentStoreFromEnv, eventBusFromEnv, eventStoreFromEnv, subjectKeysFromEnv } from '@gym/platform/config';
import { personalDataEventStore, personalDataSealer, schemaCheckedEventStore, systemClock } from '@gym/platform';
import { SqliteDocumentStore, SqliteEventBus, SqliteEventStore } from '@gym/platform/sqlite';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { startBackground, type Background } from './background.ts';
import { notifyingEventStore } from './notifyingEventStore.ts';
import type { FromWorker, ToWorker, WorkerData } from './messages.ts';

const port = parentPort!;
const { dataDir, runCampaignEngine, appends: appendsBuffer } = workerData as WorkerData;
const send = (message: FromWorker): void => {
  try {
    port.postMessage(message);
  } catch {
    // An error value that cannot be cloned (not an Error, holding functions) crosses as its text.
    if ('error' in message) port.postMessage({ ...message, error: new Error(String(message.error)) });
  }
};

const logToServer = (message: string, error?: unknown) =>
  send({ type: 'log', message, ...(error === undefined ? {} : { error }) });
const sqliteStore = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
// The relay follows the log on a connection of its own, woken later than the projector (see wakeRelay).
const sqliteRelayStore = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
// EventStoreDB when EVENTSTORE_CONNECTION_STRING is set (its subscriptions are pushed: the wake-ups below only serve SQLite).
const store = eventStoreFromEnv(sqliteStore, process.env, logToServer);
const relayStore = eventStoreFromEnv(sqliteRelayStore, process.env, logToServer);
const embeddedDocuments = SqliteDocumentStore.open(join(dataDir, 'readmodels.sqlite'));
// MongoDB when MONGODB_URL is set; this thread is the one writer of the server's read models.
const documentStore = documentStoreFromEnv(embeddedDocuments, process.env, 'command-service');
const embeddedBus = SqliteEventBus.open(join(dataDir, 'bus.sqlite'));
const eventBus = eventBusFromEnv(embeddedBus);
// The students' personal-data keys: the projector and the engine read the log opened with them.
const subjectKeys = subjectKeysFromEnv(dataDir);

let background: Background | null = null;
let stopping: Promise<void> | null = null;
const stop = async (): Promise<void> => {
  await background?.stop();
  if (eventBus !== embeddedBus) await eventBus.close();
  await embeddedBus.close();
  for (const [chosen, embedded] of [
    [store, sqliteStore],
    [relayStore, sqliteRelayStore],
  ] as const) {
    if (chosen !== embedded) await chosen.close();
    await embedded.close();
  }
  if (documentStore !== embeddedDocuments) await documentStore.close();
  await embeddedDocuments.close();
  await subjectKeys.close();
};

/**
 * Wakes the projector after the server appends. It waits GATHER_MS first, so that the appends of the
 * requests in flight are read and committed together: one projector commit for several requests
 * instead of one each, for ~GATHER_MS of extra read-your-writes lag.
 */
const GATHER_MS = 2;
/**
 * Nobody waits for the relay (the campaign engine acts on its own time), so it gathers longer: a
 * relay publish and an engine batch per RELAY_GATHER_MS instead of per request cut the thread's CPU
 * per request. Appends from other processes are still found by the 50 ms poll.
 */
const RELAY_GATHER_MS = 20;
let relayWake: NodeJS.Timeout | null = null;
const wakeRelay = (): void => {
  relayWake ??= setTimeout(() => {
    relayWake = null;
    sqliteRelayStore.notifyAppended();
  }, RELAY_GATHER_MS);
};
const appends = new Int32Array(appendsBuffer);
// Atomics.waitAsync is in Node since 16; TypeScript types it only from lib es2024.
type WaitAsync = (
  array: Int32Array,
  index: number,
  value: number,
) => { async: false; value: string } | { async: true; value: Promise<string> };
const hasWaitAsync = (atomics: object): atomics is { waitAsync: WaitAsync } =>
  typeof (atomics as { waitAsync?: unknown }).waitAsync === 'function';
if (!hasWaitAsync(Atomics)) throw new Error('Atomics.waitAsync is missing: the worker needs Node 16 or later');
const { waitAsync } = Atomics;
let stopped = false;
const followAppends = async (): Promise<void> => {
  let seen = Atomics.load(appends, 0);
  while (!stopped) {
    const wait = waitAsync(appends, 0, seen);
    if (wait.async) await wait.value;
    await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
    seen = Atomics.load(appends, 0);
    sqliteStore.notifyAppended();
    wakeRelay();
  }
};

port.on('message', (message: ToWorker) => {
  if (message.type === 'stop') {
    stopped = true;
    if (relayWake) clearTimeout(relayWake);
    // A second stop message does not start a second stop.
    if (stopping) return;
    stopping = stop()
      .catch((error: unknown) => send({ type: 'log', message: 'background thread: stop failed', error }))
      // The thread ends here even if a timer or socket of a library is still open.
      .finally(() => process.exit(0));
  }
});

try {
  background = await startBackground({
    dataDir,
    // The engine's own appends (deliveries) wake the relay as the server's do.
    eventStore: schemaCheckedEventStore(personalDataEventStore(notifyingEventStore(store, wakeRelay), subjectKeys)),
    // The relay publishes the log as it is stored (personal data sealed); the engine opens what it consumes.
    relayEventStore: schemaCheckedEventStore(relayStore),
    openEvents: personalDataSealer(subjectKeys).open,
    documentStore,
    // Up to 5,000 events per commit: a commit's cost is mostly the text index's new segment, so a backlog
    // (a start after many appends) catches up ~3x faster than in batches of 500 (100k registrations:
    // 4,900 -> 14,500 events/s). Live, a batch is what arrived in the last ms. The in-process runner
    // keeps 500, because there a batch holds the HTTP event loop.
    projectorBatchSize: 5000,
    eventBus,
    clock: systemClock,
    runCampaignEngine,
    log: logToServer,
    onCommitted: (position) => send({ type: 'committed', position }),
    onError: (error) => send({ type: 'failed', error }),
  });
  send({ type: 'ready' });
  void followAppends();
} catch (error) {
  send({ type: 'failed', error });
}
