// The background thread (started by backgroundThread.ts through backgroundWorker.mjs): its own
// connections to the data folder's SQLite files, the projector, the relay and the campaign engine.
import { eventBusFromEnv, schemaCheckedEventStore, SqliteDocumentStore, SqliteEventBus, SqliteEventStore, systemClock } from '@gym/platform';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { startBackground, type Background } from './background.ts';
import type { FromWorker, ToWorker, WorkerData } from './messages.ts';

const port = parentPort!;
const { dataDir, appends: appendsBuffer } = workerData as WorkerData;
const send = (message: FromWorker): void => {
  try {
    port.postMessage(message);
  } catch {
    // An error value that cannot be cloned (not an Error, holding functions) crosses as its text.
    if ('error' in message) port.postMessage({ ...message, error: new Error(String(message.error)) });
  }
};

const store = SqliteEventStore.open(join(dataDir, 'events.sqlite'));
const documentStore = SqliteDocumentStore.open(join(dataDir, 'readmodels.sqlite'));
const embeddedBus = SqliteEventBus.open(join(dataDir, 'bus.sqlite'));
const eventBus = eventBusFromEnv(embeddedBus);

let background: Background | null = null;
let stopping: Promise<void> | null = null;
const stop = async (): Promise<void> => {
  await background?.stop();
  if (eventBus !== embeddedBus) await eventBus.close();
  await embeddedBus.close();
  await store.close();
  await documentStore.close();
};

/**
 * Wakes the log's followers after the server appends. It waits GATHER_MS first, so that the appends of
 * the requests in flight are read and committed together: one projector commit (and one relay and one
 * engine batch) for several requests instead of one each, for ~GATHER_MS of extra read-your-writes lag.
 */
const GATHER_MS = 2;
const appends = new Int32Array(appendsBuffer);
// Atomics.waitAsync is in Node since 16; TypeScript types it only from lib es2024.
type WaitAsync = (array: Int32Array, index: number, value: number) => { async: false; value: string } | { async: true; value: Promise<string> };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;
let stopped = false;
const followAppends = async (): Promise<void> => {
  let seen = Atomics.load(appends, 0);
  while (!stopped) {
    const wait = waitAsync(appends, 0, seen);
    if (wait.async) await wait.value;
    await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
    seen = Atomics.load(appends, 0);
    store.notifyAppended();
  }
};

port.on('message', (message: ToWorker) => {
  if (message.type === 'stop') {
    stopped = true;
    stopping ??= stop()
      .catch((error: unknown) => send({ type: 'log', message: 'background thread: stop failed', error }))
      // The thread ends here even if a timer or socket of a library is still open.
      .finally(() => process.exit(0));
  }
});

try {
  background = await startBackground({
    dataDir,
    eventStore: schemaCheckedEventStore(store),
    documentStore,
    eventBus,
    clock: systemClock,
    log: (message, error) => send({ type: 'log', message, ...(error === undefined ? {} : { error }) }),
    onCommitted: (position) => send({ type: 'committed', position }),
    onError: (error) => send({ type: 'failed', error }),
  });
  send({ type: 'ready' });
  void followAppends();
} catch (error) {
  send({ type: 'failed', error });
}
