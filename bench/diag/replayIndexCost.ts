// Diagnostic (not part of npm run bench): rebuildProjector cost of the students FTS and expression indexes
// (full spec vs without textFields / indexes / both). `npx tsx bench/diag/replayIndexCost.ts [registrations=40000]`
import { openSqlite, SqliteDocumentStore, SqliteEventStore } from '@gym/platform/sqlite';
import { rebuildProjector, uuid, type Projector } from '@gym/platform';
import { readModelsProjector } from '@gym/projection-service';
import { fakeProfile, rng, tempDataDir } from '../lib.ts';
const d = tempDataDir('variants');
const db = openSqlite(`${d.dir}/events.sqlite`);
const es = new SqliteEventStore(db);
const random = rng(1);
const N = Number(process.argv[2] ?? 40000);
const t = performance.now();
const ids: string[] = [];
const pending: Promise<unknown>[] = [];
for (let start = 0; start < N; start += 5000) {
  db.transaction(() => {
    for (let n = start; n < start + 5000; n++) {
      const id = uuid();
      ids.push(id);
      pending.push(
        es.appendToStream(
          `student-${id}`,
          [
            {
              id: uuid(),
              type: 'StudentRegistered',
              data: {
                accountId: 'acc',
                studentId: id,
                profile: fakeProfile(n, random),
                rule: 'student',
                origin: 'panel',
                registeredAt: '2025-01-01T00:00:00.000Z',
              },
            },
          ],
          { expectedRevision: 'no_stream' },
        ),
      );
    }
  })();
}
await Promise.all(pending);
console.log('built', N, 'in', (performance.now() - t).toFixed(0), 'ms');
const [accounts, students] = readModelsProjector.projections as any;
const variants: Record<string, Projector> = {
  full: readModelsProjector,
  noFts: {
    ...readModelsProjector,
    projections: [accounts, { ...students, collection: { ...students.collection, textFields: [] } }],
  },
  noIndexes: {
    ...readModelsProjector,
    projections: [accounts, { ...students, collection: { ...students.collection, indexes: [] } }],
  },
  bare: { ...readModelsProjector, projections: [accounts, { ...students, collection: { name: 'students' } }] },
};
for (const [name, projector] of Object.entries(variants)) {
  const ds = SqliteDocumentStore.open(`${d.dir}/${name}.sqlite`);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await rebuildProjector({ eventStore: es, documentStore: ds, projector });
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  console.log(
    name.padEnd(10),
    Math.round(N / (ms / 1000)),
    'events/s',
    'wall',
    ms.toFixed(0),
    'cpu user',
    (c.user / 1000).toFixed(0),
    'sys',
    (c.system / 1000).toFixed(0),
  );
  await ds.close();
}
d.remove();
