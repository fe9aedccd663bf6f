// Issue 3: relay throughput from the SQLite event log to a real Kafka broker (KRaft, started from the
// Maven Central jars by scripts/kafka), with the embedded SQLite bus beside it. 100,000 student-sized
// events over 50 accounts (BENCH_RELAY_EVENTS to change), timed from relay start to the last checkpoint.
import { KafkaEventBus } from '@gym/platform/kafka';
import { SqliteDocumentStore, SqliteEventBus } from '@gym/platform/sqlite';
import { uuid, type EventBus } from '@gym/platform';
import { startRelay } from '@gym/projection-service';
import path from 'node:path';
import { kafkaUnavailableReason, startKafkaBroker } from '../scripts/kafka/broker.ts';
import { fakeProfile, log, openBulkEventStore, rng, round, tempDataDir, timed, type Row } from './lib.ts';

const EVENTS = Number(process.env.BENCH_RELAY_EVENTS ?? 100_000);
const ACCOUNTS = 50;
const TARGET = 10_000;

async function relayThroughput(dir: string, bus: EventBus, label: string): Promise<number> {
  const bulk = openBulkEventStore(path.join(dir, `events-${label}.sqlite`));
  const random = rng(3);
  const accounts = Array.from({ length: ACCOUNTS }, () => uuid());
  for (let start = 0; start < EVENTS; start += 5000) {
    await bulk.batch((append) => {
      for (let n = start; n < Math.min(EVENTS, start + 5000); n++) {
        const accountId = accounts[n % ACCOUNTS]!;
        const studentId = uuid();
        const data = {
          accountId,
          studentId,
          profile: fakeProfile(n, random),
          rule: 'student',
          origin: 'panel',
          registeredAt: new Date().toISOString(),
        };
        append(
          `student-${studentId}`,
          [{ id: uuid(), type: 'StudentRegistered', data, metadata: { accountId } }],
          'no_stream',
        );
      }
    });
  }
  const checkpoints = SqliteDocumentStore.open(path.join(dir, `checkpoints-${label}.sqlite`));
  const { ms } = await timed(async () => {
    const relay = await startRelay({ eventStore: bulk.eventStore, bus, checkpoints, batchSize: 2000 });
    if (!(await relay.waitFor(EVENTS, 600_000)))
      throw new Error(`${label}: the relay did not reach the end of the log`);
    await relay.stop();
  });
  await checkpoints.close();
  await bulk.close();
  const perSecond = (EVENTS / ms) * 1000;
  log(`${label}: ${EVENTS} events in ${round(ms / 1000, 1)} s`);
  return perSecond;
}

export default async function kafkaRelay(): Promise<Row[]> {
  const { dir, remove } = tempDataDir('relay');
  const rows: Row[] = [];
  try {
    const embedded = SqliteEventBus.open(path.join(dir, 'bus.sqlite'));
    rows.push({
      metric: 'relay to the embedded SQLite bus',
      value: round(await relayThroughput(dir, embedded, 'embedded'), 0),
      unit: 'events/s',
      note: `${EVENTS} events`,
    });
    await embedded.close();

    const reason = kafkaUnavailableReason();
    if (reason) {
      log(`Kafka relay skipped: ${reason}`);
      return rows;
    }
    const broker = await startKafkaBroker();
    try {
      const bus = new KafkaEventBus({ brokers: [broker.brokers], namespace: `bench-${Date.now()}`, partitions: 6 });
      const value = await relayThroughput(dir, bus, 'kafka');
      rows.push({
        metric: 'relay to the real Kafka broker',
        value: round(value, 0),
        unit: 'events/s',
        target: { op: '>=', value: TARGET },
        note: `${EVENTS} events, 6 partitions, acks all, idempotent producer`,
      });
      await bus.close();
    } finally {
      await broker.close();
    }
  } finally {
    remove();
  }
  return rows;
}
