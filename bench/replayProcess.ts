// The replay benchmark's separate processes (bench/replay.bench.ts), so that neither the log's building
// nor the benchmarks run before it leave garbage in the heap of the process that replays:
//   tsx bench/replayProcess.ts build <events.sqlite>   builds the log, prints {"events","remaining","ms"}
//   tsx --max-semi-space-size=64 bench/replayProcess.ts rebuild <dir>
//       rebuildProjector from <dir>/events.sqlite into <dir>/library.sqlite, prints {"events","docs","ms","cpuMs"}
// Also imported for buildLog (bench/diag/replayPhases.ts).
import { rebuildProjector, uuid } from '@gym/platform';
import { SqliteDocumentStore, SqliteEventStore } from '@gym/platform/sqlite';
import { readModelsProjector } from '@gym/projection-service';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fakeProfile, openBulkEventStore, rng } from './lib.ts';

const REGISTERED = 180_000;
const UPDATED = 90_000;
const DELETED = 30_000;
const ROUNDS = 3; // registrations, updates and deletions interleave in three rounds
const BATCH = 5000; // appends per outer transaction while building the log

type Bulk = ReturnType<typeof openBulkEventStore>;

export async function buildLog(bulk: Bulk): Promise<{ events: number; remaining: number }> {
  const random = rng(7);
  const accountId = uuid();
  const metadata = { accountId, correlationId: 'bench-replay' };
  const perRound = { registered: REGISTERED / ROUNDS, updated: UPDATED / ROUNDS, deleted: DELETED / ROUNDS };
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const students: Array<{ id: string; profile: ReturnType<typeof fakeProfile> }> = [];
    for (let start = 0; start < perRound.registered; start += BATCH) {
      await bulk.batch((append) => {
        for (let i = start; i < Math.min(perRound.registered, start + BATCH); i++, n++) {
          const id = uuid();
          const profile = fakeProfile(n, random);
          students.push({ id, profile });
          const data = {
            accountId,
            studentId: id,
            profile,
            rule: 'student',
            origin: 'panel',
            registeredAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
          };
          append(`student-${id}`, [{ id: uuid(), type: 'StudentRegistered', data, metadata }], 'no_stream');
        }
      });
    }
    // Updates: half only change the status (searchable text unchanged), half change the last name.
    await bulk.batch((append) => {
      for (let i = 0; i < perRound.updated; i++) {
        const student = students[i]!;
        const profile =
          i % 2 === 0
            ? { ...student.profile, status: 'inativo' }
            : { ...student.profile, lastName: `${student.profile.lastName} Neto` };
        const data = {
          accountId,
          studentId: student.id,
          profile,
          updatedAt: new Date(Date.UTC(2025, 6, 1) + i * 1000).toISOString(),
        };
        append(`student-${student.id}`, [{ id: uuid(), type: 'StudentProfileUpdated', data, metadata }], 0);
      }
    });
    // Deletions: of students never updated (the last ones registered in the round).
    await bulk.batch((append) => {
      for (let i = 0; i < perRound.deleted; i++) {
        const student = students[students.length - 1 - i]!;
        const data = {
          accountId,
          studentId: student.id,
          deletedAt: new Date(Date.UTC(2025, 9, 1) + i * 1000).toISOString(),
        };
        append(`student-${student.id}`, [{ id: uuid(), type: 'StudentDeleted', data, metadata }], 0);
      }
    });
  }
  return { events: await bulk.eventStore.headPosition(), remaining: REGISTERED - DELETED };
}

async function rebuildInThisProcess(dir: string): Promise<{ events: number; docs: number; ms: number; cpuMs: number }> {
  const eventStore = SqliteEventStore.open(path.join(dir, 'events.sqlite'));
  const documentStore = SqliteDocumentStore.open(path.join(dir, 'library.sqlite'));
  try {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const result = await rebuildProjector({ eventStore, documentStore, projector: readModelsProjector });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const docs = await documentStore.collection('students').count();
    return { events: result.events, docs, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
  } finally {
    await documentStore.close();
    await eventStore.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, target] = process.argv.slice(2);
  if (command === 'build' && target) {
    const bulk = openBulkEventStore(target);
    const started = performance.now();
    const built = await buildLog(bulk);
    await bulk.close();
    console.log(JSON.stringify({ ...built, ms: performance.now() - started }));
  } else if (command === 'rebuild' && target) {
    console.log(JSON.stringify(await rebuildInThisProcess(target)));
  } else {
    throw new Error('usage: replayProcess.ts build <events.sqlite> | rebuild <dir>');
  }
}
