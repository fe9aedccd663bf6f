// Diagnostic (not part of npm run bench): the cost of a broad `alunos` search ("mari", ~7.5k of 100k)
// straight on the document store (no HTTP): listStudents, and its find and count separately.
// `npx tsx bench/diag/alunosSearchCost.ts [docsFile=/tmp/gym-alunos-docs.sqlite] [search=mari]`
import { existsSync } from 'node:fs';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { uuid, type RecordedEvent } from '@gym/platform';
import { listStudents, readModelsProjector } from '@gym/projection-service';
import { fakeProfile, rng } from '../lib.ts';

const file = process.argv[2] ?? '/tmp/gym-alunos-docs.sqlite';
const search = process.argv[3] ?? 'mari';
const fresh = !existsSync(file);
const store = SqliteDocumentStore.open(file);
const accountId = 'acc-bench';
for (const projection of readModelsProjector.projections) await store.ensureCollection(projection.collection);
if (fresh) {
  const random = rng(42);
  const [, students, counts] = readModelsProjector.projections;
  let counter = null;
  for (let start = 0; start < 100_000; start += 10_000) {
    const writes = [];
    for (let n = start; n < start + 10_000; n++) {
      const studentId = uuid();
      const event = {
        type: 'StudentRegistered',
        position: n + 1,
        data: {
          accountId,
          studentId,
          profile: fakeProfile(n, random),
          rule: 'student',
          origin: 'panel',
          registeredAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
        },
      } as unknown as RecordedEvent;
      writes.push({
        kind: 'upsert' as const,
        collection: 'students',
        doc: students!.handlers.StudentRegistered!.update(null, event)!,
      });
      counter = counts!.handlers.StudentRegistered!.update(counter, event);
    }
    await store.commit(writes);
  }
  await store.commit([{ kind: 'upsert', collection: 'studentCounts', doc: counter! }]);
}

async function time(name: string, work: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await work();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  console.log(`${name.padEnd(40)} p50 ${samples[10]!.toFixed(2)} ms  p95 ${samples[18]!.toFixed(2)} ms`);
}

const students = store.collection('students');
const filter = { accountId, rule: 'student', $text: { search } };
const sort = [
  ['sortName', 1],
  ['id', 1],
] as const;
console.log('matches:', (await listStudents(store, accountId, { search })).totalEntries);
await time(`listStudents "${search}"`, () => listStudents(store, accountId, { search }));
await time('find (page 1)', () => students.find(filter, { sort, skip: 0, limit: 25 }));
await time('count', () => students.count(filter));
await time('listStudents page 1 (no search)', () => listStudents(store, accountId, { page: 1 }));
await time('listStudents middle page', () => listStudents(store, accountId, { page: 2000 }));
await store.close();
