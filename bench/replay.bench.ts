// Benchmark 4: log replay into the read models. Builds a log of ~300,000 student events (registrations,
// then profile updates and deletions of some of them; bench/replayProcess.ts) in a SQLite event store, then
// replays it for readModelsProjector, each time into an empty document store and in a fresh process (so
// neither the log's building nor the benchmarks run before leave garbage in the replaying heap): first
// with `npm run rebuild` (the product's script, with its V8 flags), then with rebuildProjector
// (platform/src/kernel/rebuildProjector.ts) called as a library, and, separately, with a ProjectorRunner
// catching up from zero in this process (BENCH_REPLAY_RUNNER=1). The first two run five times each
// (BENCH_REPLAY_RUNS) and report their median.
import { ProjectorRunner } from '@gym/platform';
import { SqliteDocumentStore, SqliteEventStore } from '@gym/platform/sqlite';
import { readModelsProjector } from '@gym/projection-service';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { benchDir, log, percentile, repoRoot, round, tempDataDir, timed, type Row } from './lib.ts';

const TARGET_EVENTS_PER_SECOND = 50_000;
/**
 * Replays per row: on this shared host one run's speed swings with its neighbours' load, so a row gives
 * the median of several, each in its own process on fresh read models, with their range.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_REPLAY_RUNS ?? 5));
/** The ProjectorRunner catch-up doubles the run time; BENCH_REPLAY_RUNNER=1 adds it. */
const WITH_RUNNER = process.env.BENCH_REPLAY_RUNNER === '1';

/** Runs a command to its end in its own process (stderr shown) and returns what it printed. */
function outputOf(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync(command, args, { cwd: repoRoot, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Runs bench/replayProcess.ts in its own process and returns the JSON line it prints. */
function runReplayProcess<T>(nodeArgs: string[], args: string[]): T {
  const output = outputOf(path.join(repoRoot, 'node_modules/.bin/tsx'), [
    ...nodeArgs,
    path.join(benchDir, 'replayProcess.ts'),
    ...args,
  ]);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as T;
}

/** Runs `npm run rebuild` on `dataDir` (whose events.sqlite holds the log) and returns its summary line. */
function runRebuildScript(dataDir: string): string {
  const output = outputOf('npm', ['run', '-s', 'rebuild'], { ...process.env, DATA_DIR: dataDir });
  return output.split('\n').find((line) => line.startsWith('Projeções reconstruídas')) ?? '';
}

const median = (samples: readonly number[]): number => percentile(samples, 50);
const spread = (samples: readonly number[]): string =>
  `${Math.min(...samples).toLocaleString('en-US')}–${Math.max(...samples).toLocaleString('en-US')}`;

async function countDocs(documentStore: SqliteDocumentStore): Promise<number> {
  return documentStore.collection('students').count();
}

export default async function replayBench(): Promise<Row[]> {
  const data = tempDataDir('replay');
  const removeFile = (name: string) => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(data.dir, `${name}${suffix}`), { force: true });
  };
  try {
    const {
      events,
      remaining,
      ms: buildMs,
    } = runReplayProcess<{ events: number; remaining: number; ms: number }>(
      [],
      ['build', path.join(data.dir, 'events.sqlite')],
    );
    log(`log built: ${events} events in ${round(buildMs / 1000, 1)} s`);
    // The log at rest, as a product's log written over days is: its ~230 MB just written are flushed to
    // disk now rather than by the kernel during the timed replays (their fsyncs would wait for them).
    execFileSync('sync');
    const rows: Row[] = [
      {
        metric: 'log build (appendToStream, 5000 per outer transaction)',
        value: round(events / (buildMs / 1000), 0),
        unit: 'events/s',
        note: `${events} events in ${round(buildMs / 1000, 1)} s`,
      },
    ];

    // 1. `npm run rebuild` itself (the product's script, with its V8 flags) on the log, RUNS times.
    {
      const runs: { seconds: number; perSecond: number; cpuSeconds: number }[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const line = runRebuildScript(data.dir);
        const match = /: (\d+) eventos .* em ([\d.]+) s \((\d+) eventos\/s, CPU ([\d.]+) s\)/.exec(line);
        if (!match || Number(match[1]) !== events)
          throw new Error(`npm run rebuild: unexpected output ${JSON.stringify(line)}`);
        const documentStore = SqliteDocumentStore.open(path.join(data.dir, 'readmodels.sqlite'));
        const docs = await countDocs(documentStore);
        await documentStore.close();
        if (docs !== remaining) throw new Error(`npm run rebuild: ${docs} students (expected ${remaining})`);
        runs.push({ seconds: Number(match[2]), perSecond: Number(match[3]), cpuSeconds: Number(match[4]) });
        log(`npm run rebuild, run ${run} of ${RUNS}: ${match[3]} events/s in ${match[2]} s, ${match[4]} s of CPU`);
        // Its ~300 MB of read models are not the next measurement's: deleted, they are not written back during it.
        removeFile('readmodels.sqlite');
      }
      const perSecond = runs.map((r) => r.perSecond);
      rows.push({
        metric: `\`npm run rebuild\` replay (its own process, the script's V8 flags; median of ${RUNS})`,
        value: median(perSecond),
        unit: 'events/s',
        target: { op: '>=', value: TARGET_EVENTS_PER_SECOND },
        note: `${events} events in ${median(runs.map((r) => r.seconds))} s, ${remaining} students left; runs ${spread(perSecond)}`,
      });
      const cpu = runs.map((r) => round((r.cpuSeconds * 1e6) / events, 2));
      rows.push({
        metric: '`npm run rebuild` CPU per event (user+sys, median)',
        value: median(cpu),
        unit: 'µs',
        note: `runs ${spread(cpu)}, with the helper threads (document writer, text index, WAL checkpointer)`,
      });
    }

    // 2. rebuildProjector called as a library, in a fresh process with the same young generation
    // (2,000 events per read while the documents are built in memory, 20,000 documents per write
    // transaction), RUNS times.
    {
      const runs: { ms: number; cpuMs: number }[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = runReplayProcess<{ events: number; docs: number; ms: number; cpuMs: number }>(
          ['--max-semi-space-size=64'],
          ['rebuild', data.dir],
        );
        if (result.events !== events || result.docs !== remaining)
          throw new Error(
            `rebuild: ${result.events} events, ${result.docs} documents (expected ${events}, ${remaining})`,
          );
        runs.push(result);
        log(
          `rebuildProjector, run ${run} of ${RUNS}: ${round(events / (result.ms / 1000), 0)} events/s in ${round(result.ms / 1000, 2)} s`,
        );
        removeFile('library.sqlite');
      }
      const perSecond = runs.map((r) => round(events / (r.ms / 1000), 0));
      rows.push({
        metric: `rebuildProjector replay (library call, fresh process; median of ${RUNS})`,
        value: median(perSecond),
        unit: 'events/s',
        target: { op: '>=', value: TARGET_EVENTS_PER_SECOND },
        note: `${events} events in ${round(median(runs.map((r) => r.ms)) / 1000, 2)} s, ${remaining} students left; runs ${spread(perSecond)}`,
      });
      // CPU time is the steadier figure on a shared machine: wall time includes waiting for a core.
      const cpu = runs.map((r) => round((r.cpuMs * 1000) / events, 2));
      rows.push({
        metric: 'rebuildProjector CPU per event (user+sys, median)',
        value: median(cpu),
        unit: 'µs',
        note: `runs ${spread(cpu)}`,
      });
    }

    // 3. A fresh ProjectorRunner catching up from position zero (live batches of 500 events), in this process.
    if (WITH_RUNNER) {
      const eventStore = SqliteEventStore.open(path.join(data.dir, 'events.sqlite'));
      const documentStore = SqliteDocumentStore.open(path.join(data.dir, 'runner.sqlite'));
      const runner = new ProjectorRunner({ eventStore, documentStore, projector: readModelsProjector });
      try {
        const { result: reached, ms } = await timed(async () => {
          await runner.start();
          return runner.waitFor(events, 600_000);
        });
        const docs = await countDocs(documentStore);
        if (!reached || docs !== remaining)
          throw new Error(`runner: reached=${reached}, ${docs} documents (expected ${remaining})`);
        rows.push({
          metric: 'ProjectorRunner catch-up from zero',
          value: round(events / (ms / 1000), 0),
          unit: 'events/s',
          target: { op: '>=', value: TARGET_EVENTS_PER_SECOND },
          note: `${events} events in ${round(ms / 1000, 2)} s, batches of 500`,
        });
      } finally {
        await runner.stop();
        await documentStore.close();
        await eventStore.close();
      }
    }
    return rows;
  } finally {
    data.remove();
  }
}
