// Thread of a BackgroundCheckpointer (walCheckpointer.ts). Plain JavaScript: it only needs
// better-sqlite3, and a thread that registers the TypeScript loader takes ~0.2 s longer to start.
// workerData: { file, sqlite (better-sqlite3's resolved path), flag (Int32Array on shared memory) }.
// flag[0]: 0 running, 1 stop; flag[1]: writes since the last wake-up (the writer bumps it per commit).
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const Database = createRequire(import.meta.url)(workerData.sqlite);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const flag = workerData.flag;
const IDLE_WAIT_MS = 200;

// PASSIVE: copies what the writer has committed without ever blocking it (or readers).
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)', { simple: false })[0];
let rounds = 0;
while (Atomics.load(flag, 0) === 0) {
  const seen = Atomics.load(flag, 1);
  if (seen === 0) Atomics.wait(flag, 1, 0, IDLE_WAIT_MS);
  if (Atomics.load(flag, 0) !== 0) break;
  Atomics.sub(flag, 1, seen);
  checkpoint();
  rounds++;
}
const last = checkpoint();
db.close();
parentPort.postMessage({ rounds, walFrames: last.log, checkpointed: last.checkpointed });
