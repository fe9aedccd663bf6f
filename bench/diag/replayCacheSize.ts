// Diagnostic (not part of npm run bench): rebuildProjector on a mixed log with the default SQLite page cache
// vs a 256 MB one. `npx tsx bench/diag/replayCacheSize.ts [registrations=90000]`
import { openSqlite, SqliteDocumentStore, SqliteEventStore } from '@gym/platform/sqlite';
import { rebuildProjector, uuid } from '@gym/platform';
import { readModelsProjector } from '@gym/projection-service';
import { fakeProfile, rng, tempDataDir } from '../lib.ts';
const d = tempDataDir('cache');
const db = openSqlite(`${d.dir}/events.sqlite`);
const es = new SqliteEventStore(db);
const random = rng(1);
const R = Number(process.argv[2] ?? 90000);
const pending: Promise<unknown>[] = [];
const students: { id: string; p: any }[] = [];
db.transaction(() => {
  for (let n = 0; n < R; n++) {
    const id = uuid();
    const p = fakeProfile(n, random);
    students.push({ id, p });
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
              profile: p,
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
  for (let i = 0; i < R / 2; i++) {
    const s = students[i]!;
    pending.push(
      es.appendToStream(
        `student-${s.id}`,
        [
          {
            id: uuid(),
            type: 'StudentProfileUpdated',
            data: {
              accountId: 'acc',
              studentId: s.id,
              profile: i % 2 ? { ...s.p, status: 'inativo' } : { ...s.p, lastName: `${s.p.lastName} Neto` },
              updatedAt: 'x',
            },
          },
        ],
        { expectedRevision: 'any' },
      ),
    );
  }
  for (let i = 0; i < R / 6; i++) {
    const s = students[R - 1 - i]!;
    pending.push(
      es.appendToStream(
        `student-${s.id}`,
        [{ id: uuid(), type: 'StudentDeleted', data: { accountId: 'acc', studentId: s.id, deletedAt: 'x' } }],
        { expectedRevision: 'any' },
      ),
    );
  }
})();
await Promise.all(pending);
const N = await es.headPosition();
for (const mode of (process.argv[3] ?? 'default,bigcache').split(',')) {
  const ddb = openSqlite(`${d.dir}/${mode}.sqlite`);
  if (mode === 'bigcache') ddb.pragma('cache_size = -262144');
  const ds = new SqliteDocumentStore(ddb);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await rebuildProjector({ eventStore: es, documentStore: ds, projector: readModelsProjector });
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  console.log(
    mode.padEnd(10),
    N,
    'events',
    Math.round(N / (ms / 1000)),
    'events/s',
    'wall',
    ms.toFixed(0),
    'cpu user',
    (c.user / 1000).toFixed(0),
    'sys',
    (c.system / 1000).toFixed(0),
  );
  ddb.close();
}
d.remove();
