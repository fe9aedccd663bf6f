// Benchmark 3: append-to-visible projection lag. With the real server running (in this process, so the
// runner's checkpoint is observable), appends one StudentRegistered event at a time to the event store
// and times until the read model shows it: the runner's checkpoint reaches the event's position
// (services.readModelsReached) and the student document is readable from the students collection.
import { getAccountByCode, getStudent } from '@gym/projection-service';
import { uuid } from '@gym/platform';
import { startServer } from '@gym/app';
import { demo } from '@gym/app';
import { fakeProfile, percentile, rng, round, sleep, tempDataDir, type Row } from './lib.ts';

const SAMPLES = 1000;
const WARMUP = 100;
const SPACING_MS = 3;
const TARGET_P99_MS = 100;

export default async function projectionLagBench(): Promise<Row[]> {
  const data = tempDataDir('lag');
  const server = await startServer({ dataDir: data.dir, port: 0, seed: true, log: () => {} });
  try {
    const { eventStore, documents, readModelsReached } = server.services;
    const account = await getAccountByCode(documents, demo.accountCode);
    if (!account) throw new Error('demo account missing');
    const random = rng(3);
    const metadata = { accountId: account.id, correlationId: 'bench-lag' };
    const lag: number[] = [];
    const appendMs: number[] = [];
    let timeouts = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const studentId = uuid();
      const event = {
        id: uuid(),
        type: 'StudentRegistered',
        data: {
          accountId: account.id,
          studentId,
          profile: fakeProfile(i, random),
          rule: 'student',
          origin: 'panel',
          registeredAt: new Date().toISOString(),
        },
        metadata,
      };
      const start = performance.now();
      const { position } = await eventStore.appendToStream(`student-${studentId}`, [event], {
        expectedRevision: 'no_stream',
      });
      const appended = performance.now();
      const reached = await readModelsReached(position, 5000);
      const visible = reached && (await getStudent(documents, account.id, studentId)) !== null;
      const end = performance.now();
      if (!visible) timeouts += 1;
      if (i >= WARMUP) {
        lag.push(end - start);
        appendMs.push(appended - start);
      }
      await sleep(SPACING_MS);
    }
    const s = (p: number) => round(percentile(lag, p), 3);
    return [
      { metric: 'append-to-visible lag p50', value: s(50), unit: 'ms' },
      { metric: 'append-to-visible lag p95', value: s(95), unit: 'ms' },
      {
        metric: 'append-to-visible lag p99',
        value: s(99),
        unit: 'ms',
        target: { op: '<=', value: TARGET_P99_MS },
        note: `max ${s(100)} ms, n=${lag.length}, ${SPACING_MS} ms apart; of which the append itself p50 ${round(percentile(appendMs, 50), 3)} ms`,
      },
      { metric: 'events not visible within 5 s', value: timeouts, unit: 'count', target: { op: '<=', value: 0 } },
    ];
  } finally {
    await server.close();
    data.remove();
  }
}
