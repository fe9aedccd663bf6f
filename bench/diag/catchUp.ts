// Diagnostic (not part of npm run bench): the live projector's catch-up over 100k registrations, as in
// alunosQuery's fill, on a copy of a data folder kept in /tmp between runs.
// `npx tsx bench/diag/catchUp.ts [baseDir=/tmp/gym-catchup-base]` (add node's --cpu-prof to profile the thread).
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { uuid } from '@gym/platform';
import { getAccountByCode } from '@gym/projection-service';
import { startServer } from '@gym/app';
import { demo } from '@gym/app';
import { fakeProfile, openBulkEventStore, rng, tempDataDir } from '../lib.ts';

const STUDENTS = 100_000;
const base = process.argv[2] ?? '/tmp/gym-catchup-base';
if (!existsSync(path.join(base, 'events.sqlite'))) {
  const seeded = await startServer({ dataDir: base, port: 0, seed: true, log: () => {} });
  const account = await getAccountByCode(seeded.services.documents, demo.accountCode);
  await seeded.close();
  const bulk = openBulkEventStore(path.join(base, 'events.sqlite'));
  const random = rng(42);
  const metadata = { accountId: account!.id, correlationId: 'bench-fill' };
  for (let start = 0; start < STUDENTS; start += 5000) {
    await bulk.batch((append) => {
      for (let n = start; n < start + 5000; n++) {
        const studentId = uuid();
        const data = {
          accountId: account!.id,
          studentId,
          profile: fakeProfile(n, random),
          rule: 'student',
          origin: 'panel',
          registeredAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
        };
        append(`student-${studentId}`, [{ id: uuid(), type: 'StudentRegistered', data, metadata }], 'no_stream');
      }
    });
  }
  await bulk.close();
}
const data = tempDataDir('catchup');
rmSync(data.dir, { recursive: true, force: true });
cpSync(base, data.dir, { recursive: true });
const cpu0 = process.cpuUsage();
const started = performance.now();
const server = await startServer({ dataDir: data.dir, port: 0, seed: true, log: () => {} });
const head = await server.services.eventStore.headPosition();
if (!(await server.services.readModelsReached(head, 600_000))) throw new Error('projector did not catch up');
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
console.log(
  `catch-up over ${head} events: ${(ms / 1000).toFixed(1)} s, ${Math.round(head / (ms / 1000))} events/s, process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
);
await server.close();
data.remove();
