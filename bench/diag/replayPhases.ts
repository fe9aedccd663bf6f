// Diagnostic (not part of npm run bench): where rebuildProjector's time goes on the replay bench's log
// (kept in /tmp between runs): reading and decoding, the handlers, the document writes, the index build.
// `npx tsx bench/diag/replayPhases.ts [logFile=/tmp/gym-replay-log.sqlite]`
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectInMemory, rebuildProjector, type ProjectionTarget } from '@gym/platform';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { readModelsProjector } from '@gym/projection-service';
import { openBulkEventStore, tempDataDir } from '../lib.ts';
import { buildLog } from '../replayProcess.ts';

const file = process.argv[2] ?? '/tmp/gym-replay-log.sqlite';
const fresh = !existsSync(file);
const bulk = openBulkEventStore(file);
if (fresh) await buildLog(bulk);
const { eventStore } = bulk;
const head = await eventStore.headPosition();

async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await work();
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${name.padEnd(34)} wall ${(performance.now() - t0).toFixed(0).padStart(6)} ms  cpu ${((cpu.user + cpu.system) / 1000).toFixed(0).padStart(6)} ms`,
  );
  return result;
}

await phase('readAll only (20k batches)', async () => {
  for (let p = 0; p < head; ) {
    const events = await eventStore.readAll(p, 20_000);
    p = events[events.length - 1]!.position;
  }
});
const targets: ProjectionTarget[] = readModelsProjector.projections.map((projection) => ({
  projection,
  collection: projection.collection.name,
}));
await phase('readAll + projectInMemory', async () => {
  const memory = new Map();
  for (let p = 0; p < head; ) {
    const events = await eventStore.readAll(p, 20_000);
    projectInMemory(memory, targets, events);
    p = events[events.length - 1]!.position;
  }
});
const d = tempDataDir('phases');
const documentStore = SqliteDocumentStore.open(path.join(d.dir, 'docs.sqlite'));
const bulkDocs = documentStore as unknown as {
  finishBulkLoad(name: string): Promise<void>;
  commit: SqliteDocumentStore['commit'];
};
let commitMs = 0,
  commitCpu = 0,
  finishMs = 0,
  finishCpu = 0;
const commit = bulkDocs.commit.bind(documentStore);
bulkDocs.commit = async (...args) => {
  const c = process.cpuUsage();
  const t = performance.now();
  await commit(...args);
  commitMs += performance.now() - t;
  const u = process.cpuUsage(c);
  commitCpu += (u.user + u.system) / 1000;
};
const finish = bulkDocs.finishBulkLoad.bind(documentStore);
bulkDocs.finishBulkLoad = async (name) => {
  const c = process.cpuUsage();
  const t = performance.now();
  await finish(name);
  finishMs += performance.now() - t;
  const u = process.cpuUsage(c);
  finishCpu += (u.user + u.system) / 1000;
};
const batchSize = process.env.BATCH ? Number(process.env.BATCH) : undefined;
await phase(`rebuildProjector (batch ${batchSize ?? 'default'})`, () =>
  rebuildProjector({ eventStore, documentStore, projector: readModelsProjector, batchSize }),
);
console.log(
  `  of which commit (doc writes)     wall ${commitMs.toFixed(0).padStart(6)} ms  cpu ${commitCpu.toFixed(0).padStart(6)} ms`,
);
console.log(
  `  of which finishBulkLoad (index)  wall ${finishMs.toFixed(0).padStart(6)} ms  cpu ${finishCpu.toFixed(0).padStart(6)} ms`,
);
await documentStore.close();
d.remove();
await bulk.close();
