// Issue 3: projection into a real MongoDB-wire server (mongo-java-server, started from the Maven
// Central jars by scripts/mongo) with bulk writes, and the embedded SQLite store beside it, for the
// product's read models over the same SQLite log of 100,000 student events (BENCH_PROJECTION_EVENTS to
// change): registrations, then profile updates and deletions. Two ways each: a ProjectorRunner catching
// up from zero (batches of 2,000 events, each one journal + bulk write + checkpoint), and a rebuild.
import { MongoDocumentStore } from '@gym/platform/mongo';
import {
  ProjectorRunner,
  rebuildProjector,
  schemaCheckedEventStore,
  uuid,
  type DocumentStore,
  type EventStore,
} from '@gym/platform';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import { readModelsProjector } from '@gym/projection-service';
import path from 'node:path';
import { mongoWireUnavailableReason, startMongoWireServer } from '../scripts/mongo/server.ts';
import { fakeProfile, log, openBulkEventStore, rng, round, tempDataDir, timed, type Row } from './lib.ts';

const EVENTS = Number(process.env.BENCH_PROJECTION_EVENTS ?? 100_000);
const TARGET = 10_000;
const BATCH = 2000;

async function buildLog(file: string): Promise<ReturnType<typeof openBulkEventStore>> {
  const bulk = openBulkEventStore(file);
  const random = rng(11);
  const accountId = uuid();
  const metadata = { accountId };
  const registered = Math.round(EVENTS * 0.6);
  const students: Array<{ id: string; profile: ReturnType<typeof fakeProfile> }> = [];
  for (let start = 0; start < registered; start += 5000) {
    await bulk.batch((append) => {
      for (let n = start; n < Math.min(registered, start + 5000); n++) {
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
  const updated = Math.round(EVENTS * 0.3);
  await bulk.batch((append) => {
    for (let i = 0; i < updated; i++) {
      const { id, profile } = students[i]!;
      const data = {
        accountId,
        studentId: id,
        profile: { ...profile, lastName: `${profile.lastName} Neto` },
        updatedAt: new Date(Date.UTC(2025, 6, 1) + i * 1000).toISOString(),
      };
      append(`student-${id}`, [{ id: uuid(), type: 'StudentProfileUpdated', data, metadata }], 0);
    }
  });
  await bulk.batch((append) => {
    for (let i = 0; i < EVENTS - registered - updated; i++) {
      const { id } = students[students.length - 1 - i]!;
      append(
        `student-${id}`,
        [
          {
            id: uuid(),
            type: 'StudentDeleted',
            data: { accountId, studentId: id, deletedAt: new Date(Date.UTC(2025, 9, 1) + i * 1000).toISOString() },
            metadata,
          },
        ],
        0,
      );
    }
  });
  return bulk;
}

interface Measured {
  readonly perSecond: number;
  readonly cpuMicrosPerEvent: number;
  /** The MongoDB-wire server's CPU per event, where it runs here. */
  readonly serverMicrosPerEvent: number | null;
  readonly seconds: number;
}

async function measure(work: () => Promise<void>, serverCpuMs?: () => number): Promise<Measured> {
  const cpu = process.cpuUsage();
  const serverBefore = serverCpuMs?.() ?? 0;
  const { ms } = await timed(work);
  const used = process.cpuUsage(cpu);
  const serverMicrosPerEvent = serverCpuMs ? ((serverCpuMs() - serverBefore) * 1000) / EVENTS : null;
  return {
    perSecond: (EVENTS / ms) * 1000,
    cpuMicrosPerEvent: (used.user + used.system) / EVENTS,
    serverMicrosPerEvent,
    seconds: ms / 1000,
  };
}

async function catchUp(
  eventStore: EventStore,
  documentStore: DocumentStore,
  serverCpuMs?: () => number,
): Promise<Measured> {
  return measure(async () => {
    const runner = new ProjectorRunner({ eventStore, documentStore, projector: readModelsProjector, batchSize: BATCH });
    await runner.start();
    if (!(await runner.waitFor(EVENTS, 900_000))) throw new Error(`the projector stopped: ${String(runner.error)}`);
    await runner.stop();
  }, serverCpuMs);
}

async function rebuild(
  eventStore: EventStore,
  documentStore: DocumentStore,
  serverCpuMs?: () => number,
): Promise<Measured> {
  return measure(async () => {
    await rebuildProjector({ eventStore, documentStore, projector: readModelsProjector });
  }, serverCpuMs);
}

const row = (metric: string, m: Measured, target?: number): Row => ({
  metric,
  value: round(m.perSecond, 0),
  unit: 'events/s',
  ...(target ? { target: { op: '>=' as const, value: target } } : {}),
  note: `${EVENTS} events in ${round(m.seconds, 1)} s; CPU per event: ${round(m.cpuMicrosPerEvent, 1)} µs Node${m.serverMicrosPerEvent === null ? '' : ` + ${round(m.serverMicrosPerEvent, 1)} µs server`}`,
});

export default async function mongoProjection(): Promise<Row[]> {
  const { dir, remove } = tempDataDir('mongo-projection');
  const rows: Row[] = [];
  try {
    const bulk = await buildLog(path.join(dir, 'events.sqlite'));
    const eventStore = schemaCheckedEventStore(bulk.eventStore);
    for (const [label, run] of [
      ['catch-up', catchUp],
      ['rebuild', rebuild],
    ] as const) {
      const sqlite = SqliteDocumentStore.open(path.join(dir, `${label}.sqlite`));
      rows.push(row(`${label} into the embedded SQLite store`, await run(eventStore, sqlite)));
      await sqlite.close();
    }

    const reason = mongoWireUnavailableReason();
    if (reason) {
      log(`MongoDB projection skipped: ${reason}`);
      return rows;
    }
    const server = await startMongoWireServer();
    try {
      for (const [label, run] of [
        ['catch-up', catchUp],
        ['rebuild', rebuild],
      ] as const) {
        const mongo = MongoDocumentStore.open({
          url: server.url,
          database: `bench_${label.replace('-', '_')}_${Date.now()}`,
        });
        const measured = await run(eventStore, mongo, server.cpuMs);
        rows.push(
          row(
            `${label} into the MongoDB-wire server (bulk writes, batches of ${label === 'catch-up' ? BATCH : 20_000})`,
            measured,
            TARGET,
          ),
        );
        await mongo.close();
      }
    } finally {
      await server.close();
    }
    await bulk.close();
  } finally {
    remove();
  }
  return rows;
}
