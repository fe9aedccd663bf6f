// Benchmark 4: log replay into the read models. Builds a log of ~300,000 student events (registrations,
// then profile updates and deletions of some of them) in a SQLite event store, then replays it, each time
// into an empty document store, for readModelsProjector: first with `npm run rebuild` (the product's
// script, in its own process with its V8 flags), then with rebuildProjector
// (platform/src/kernel/rebuildProjector.ts) in this process, and, separately, with a fresh
// ProjectorRunner catching up from zero (BENCH_REPLAY_RUNNER=1).
import { ProjectorRunner, rebuildProjector, SqliteDocumentStore, uuid } from '@gym/platform';
import { readModelsProjector } from '@gym/projection-service';
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fakeProfile, log, openBulkEventStore, repoRoot, rng, round, tempDataDir, timed, type Row } from './lib.ts';

const REGISTERED = 180_000;
const UPDATED = 90_000;
const DELETED = 30_000;
const ROUNDS = 3; // registrations, updates and deletions interleave in three rounds
const BATCH = 5000; // appends per outer transaction while building the log
const TARGET_EVENTS_PER_SECOND = 50_000;
/** The ProjectorRunner catch-up doubles the run time; BENCH_REPLAY_RUNNER=1 adds it. */
const WITH_RUNNER = process.env.BENCH_REPLAY_RUNNER === '1';

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
          const data = { accountId, studentId: id, profile, rule: 'student', origin: 'panel', registeredAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString() };
          append(`student-${id}`, [{ id: uuid(), type: 'StudentRegistered', data, metadata }], 'no_stream');
        }
      });
    }
    // Updates: half only change the status (searchable text unchanged), half change the last name.
    await bulk.batch((append) => {
      for (let i = 0; i < perRound.updated; i++) {
        const student = students[i]!;
        const profile = i % 2 === 0 ? { ...student.profile, status: 'inativo' } : { ...student.profile, lastName: `${student.profile.lastName} Neto` };
        const data = { accountId, studentId: student.id, profile, updatedAt: new Date(Date.UTC(2025, 6, 1) + i * 1000).toISOString() };
        append(`student-${student.id}`, [{ id: uuid(), type: 'StudentProfileUpdated', data, metadata }], 0);
      }
    });
    // Deletions: of students never updated (the last ones registered in the round).
    await bulk.batch((append) => {
      for (let i = 0; i < perRound.deleted; i++) {
        const student = students[students.length - 1 - i]!;
        const data = { accountId, studentId: student.id, deletedAt: new Date(Date.UTC(2025, 9, 1) + i * 1000).toISOString() };
        append(`student-${student.id}`, [{ id: uuid(), type: 'StudentDeleted', data, metadata }], 0);
      }
    });
  }
  return { events: await bulk.eventStore.headPosition(), remaining: REGISTERED - DELETED };
}

/** Runs `npm run rebuild` on `dataDir` (whose events.sqlite holds the log) and returns its summary line. */
function runRebuildScript(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'rebuild'], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('Projeções reconstruídas')) ?? '';
      if (code === 0) resolve(line);
      else reject(new Error(`npm run rebuild exited with ${code}: ${output}`));
    });
  });
}

async function countDocs(documentStore: SqliteDocumentStore): Promise<number> {
  return documentStore.collection('students').count();
}

export default async function replayBench(): Promise<Row[]> {
  const data = tempDataDir('replay');
  const bulk = openBulkEventStore(path.join(data.dir, 'events.sqlite'));
  const { eventStore } = bulk;
  try {
    const built = await timed(() => buildLog(bulk));
    const { events, remaining } = built.result;
    log(`log built: ${events} events in ${round(built.ms / 1000, 1)} s`);
    // The log at rest, as a product's log written over days is: its ~230 MB just written are flushed to
    // disk now rather than by the kernel during the timed replay (its fsyncs wait for them otherwise).
    execFileSync('sync');
    const rows: Row[] = [{ metric: 'log build (appendToStream, 5000 per outer transaction)', value: round(events / (built.ms / 1000), 0), unit: 'events/s', note: `${events} events in ${round(built.ms / 1000, 1)} s` }];

    // 1. `npm run rebuild` itself (the product's script, with its V8 flags) on the same log, in its own process.
    // It runs first: after the in-process replay below, this process's collector frees ~1 GB of documents on
    // V8's helper threads, which took a core from the script (20-25 % slower, measured both ways).
    {
      const line = await runRebuildScript(data.dir);
      const match = /: (\d+) eventos .* em ([\d.]+) s \((\d+) eventos\/s, CPU ([\d.]+) s\)/.exec(line);
      if (!match || Number(match[1]) !== events) throw new Error(`npm run rebuild: unexpected output ${JSON.stringify(line)}`);
      const [seconds, perSecond, cpuSeconds] = [Number(match[2]), Number(match[3]), Number(match[4])];
      rows.push({ metric: '`npm run rebuild` replay (its own process, the script\'s V8 flags)', value: perSecond, unit: 'events/s', target: { op: '>=', value: TARGET_EVENTS_PER_SECOND },
        note: `${events} events in ${seconds} s` });
      rows.push({ metric: '`npm run rebuild` CPU per event (user+sys)', value: round((cpuSeconds * 1e6) / events, 2), unit: 'µs', note: `${cpuSeconds} s of CPU` });
      // Its ~300 MB of read models are not the next measurement's: deleted, they are not written back during it.
      for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(data.dir, `readmodels.sqlite${suffix}`), { force: true });
    }


    // 2. rebuildProjector in this process (batches of 20,000 events per read, 20,000 documents per write transaction).
    {
      const documentStore = SqliteDocumentStore.open(path.join(data.dir, 'rebuild.sqlite'));
      try {
        const cpuBefore = process.cpuUsage();
        const { result, ms } = await timed(() => rebuildProjector({ eventStore, documentStore, projector: readModelsProjector }));
        const cpu = process.cpuUsage(cpuBefore);
        const cpuMs = (cpu.user + cpu.system) / 1000;
        const docs = await countDocs(documentStore);
        if (result.events !== events || docs !== remaining) throw new Error(`rebuild: ${result.events} events, ${docs} documents (expected ${events}, ${remaining})`);
        rows.push({ metric: 'rebuildProjector replay', value: round(events / (ms / 1000), 0), unit: 'events/s', target: { op: '>=', value: TARGET_EVENTS_PER_SECOND },
          note: `${events} events in ${round(ms / 1000, 2)} s, ${docs} students left` });
        // CPU time is the steadier figure on a shared machine: wall time includes waiting for a core.
        rows.push({ metric: 'rebuildProjector CPU per event (user+sys)', value: round((cpuMs * 1000) / events, 2), unit: 'µs',
          note: `${round(cpuMs / 1000, 2)} s of CPU, ${round(events / (cpuMs / 1000), 0)} events per CPU-second` });
      } finally {
        await documentStore.close();
      }
    }

    // 3. A fresh ProjectorRunner catching up from position zero (live batches of 500 events).
    if (WITH_RUNNER) {
      const documentStore = SqliteDocumentStore.open(path.join(data.dir, 'runner.sqlite'));
      const runner = new ProjectorRunner({ eventStore, documentStore, projector: readModelsProjector });
      try {
        const { result: reached, ms } = await timed(async () => {
          await runner.start();
          return runner.waitFor(events, 600_000);
        });
        const docs = await countDocs(documentStore);
        if (!reached || docs !== remaining) throw new Error(`runner: reached=${reached}, ${docs} documents (expected ${remaining})`);
        rows.push({ metric: 'ProjectorRunner catch-up from zero', value: round(events / (ms / 1000), 0), unit: 'events/s', target: { op: '>=', value: TARGET_EVENTS_PER_SECOND },
          note: `${events} events in ${round(ms / 1000, 2)} s, batches of 500` });
      } finally {
        await runner.stop();
        await documentStore.close();
      }
    }
    return rows;
  } finally {
    await bulk.close();
    data.remove();
  }
}
