import { Worker } from 'node:worker_threads';
import type { Background } from './background.ts';
import type { FromWorker, ToWorker, WorkerData } from './messages.ts';

/**
 * Runs the background work (projector, relay, campaign engine) in a worker thread with its own
 * connections (SQLite files, or the servers the environment names: the thread reads the same variables), so that the server's event loop only answers requests and the second core does the
 * rest. WAL lets the two connections read while the other writes. The thread tells the committed
 * read-model position after each commit; the server tells it after each append.
 */
export async function startBackgroundThread(o: {
  readonly dataDir: string;
  readonly runCampaignEngine: boolean;
  readonly log: (message: string, error?: unknown) => void;
}): Promise<Background> {
  const appends = new Int32Array(new SharedArrayBuffer(4));
  const workerData: WorkerData = {
    dataDir: o.dataDir,
    runCampaignEngine: o.runCampaignEngine,
    appends: appends.buffer as SharedArrayBuffer,
  };
  // The entry registers tsx itself, so the thread runs the TypeScript sources under node, tsx or vitest alike.
  // Only profiling flags pass on: the parent's loader flags would load tsx twice, and a worker refuses
  // V8 heap flags such as --max-semi-space-size (ERR_WORKER_INVALID_EXEC_ARGV); its heap is sized below.
  const execArgv = process.execArgv.filter((arg) => /^--(cpu-prof|heap-prof)/.test(arg));
  // A 192 MB young generation (64 MB semi-spaces, as `npm run rebuild` gets with --max-semi-space-size=64):
  // a rebuild at start allocates every event and keeps every document; fewer scavenges cut its CPU ~7%.
  const resourceLimits = { maxYoungGenerationSizeMb: 192 };
  const worker = new Worker(new URL('./backgroundWorker.mjs', import.meta.url), {
    workerData,
    execArgv,
    resourceLimits,
  });

  let committed = 0;
  let failure: unknown = null;
  let exited = false;
  const waiters = new Set<{ readonly position: number; readonly resolve: (reached: boolean) => void }>();
  const settle = (all: boolean): void => {
    for (const waiter of [...waiters])
      if (all || waiter.position <= committed) waiter.resolve(waiter.position <= committed);
  };
  const post = (message: ToWorker): void => {
    if (!exited) worker.postMessage(message);
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'committed':
          committed = Math.max(committed, message.position);
          settle(false);
          return;
        case 'ready':
          resolve();
          return;
        case 'log':
          o.log(message.message, message.error);
          return;
        case 'failed':
          failure = message.error;
          reject(failure);
          return;
      }
    });
    worker.on('error', (error) => {
      failure = error;
      o.log('background thread failed', error);
      reject(error);
    });
    worker.on('exit', (code) => {
      exited = true;
      if (code !== 0 && failure === null) failure = new Error(`background thread exited with code ${code}`);
      settle(true);
      reject(failure ?? new Error('background thread exited'));
    });
  });
  const exit = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    readModelsReached(position, timeoutMs = 2000) {
      if (committed >= position) return Promise.resolve(true);
      if (exited) return Promise.resolve(false);
      return new Promise((resolve) => {
        const waiter = {
          position,
          resolve: (reached: boolean) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(reached);
          },
        };
        const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
        waiters.add(waiter);
      });
    },
    get error() {
      return failure;
    },
    committedPosition: () => committed,
    notifyAppended: () => {
      Atomics.add(appends, 0, 1);
      Atomics.notify(appends, 0);
    },
    async stop() {
      post({ type: 'stop' });
      await exit;
    },
  };
}
