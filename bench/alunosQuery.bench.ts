// Benchmark 2: the `alunos` query with 100,000 students in one account, over real HTTP.
// Fill: StudentRegistered events appended straight to the event store (one `student-<uuid>` stream each,
// the data shape of contracts/src/students/events.ts; 5000 appends per transaction), then the server's
// projector catches up (readModelsReached). Measure: the real
// server in its own process; pages 1, 2, middle and last, and three kinds of search; sequential requests
// on one connection, then 10 connections with autocannon.
import autocannon from 'autocannon';
import { getAccountByCode } from '@gym/projection-service';
import { uuid } from '@gym/platform';
import path from 'node:path';
import { startServer } from '@gym/app';
import { demo } from '@gym/app';
import { LIST_STUDENTS } from '../command-service/src/testing/testServer.testkit.ts';
import {
  fakeProfile,
  gql,
  log,
  loginAs,
  openBulkEventStore,
  percentile,
  rng,
  round,
  startChildServer,
  tempDataDir,
  timed,
  waitUntilIdle,
  type Row,
} from './lib.ts';

const STUDENTS = 100_000;
const APPEND_BATCH = 5000;
// A p95 of 30 samples is their second-slowest: one stall of the shared host decides it. 100 give a p95
// that is the 95th of 100 (the p99 and the max are printed beside it).
const SEQUENTIAL_SAMPLES = 100;
const SEQUENTIAL_WARMUP = 3;
const CONCURRENT_SECONDS = 10;
const TARGET_P95_MS = 20;

interface Kind {
  readonly name: string;
  readonly variables: { page?: number; search?: string };
}

async function fill(dataDir: string): Promise<Row[]> {
  // 1. The real server seeds the demo account; its id comes from the accounts read model.
  const seeded = await startServer({ dataDir, port: 0, seed: true, log: () => {} });
  const account = await getAccountByCode(seeded.services.documents, demo.accountCode);
  await seeded.close();
  if (!account) throw new Error('demo account missing');

  // 2. 100k StudentRegistered events straight into the event store, 5000 appends per transaction.
  const bulk = openBulkEventStore(path.join(dataDir, 'events.sqlite'));
  const random = rng(42);
  const metadata = { accountId: account.id, correlationId: 'bench-fill' };
  const appended = await timed(async () => {
    try {
      for (let start = 0; start < STUDENTS; start += APPEND_BATCH) {
        await bulk.batch((append) => {
          for (let n = start; n < Math.min(STUDENTS, start + APPEND_BATCH); n++) {
            const studentId = uuid();
            const data = {
              accountId: account.id,
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
    } finally {
      await bulk.close();
    }
  });

  // 3. The server again: its projector catches up from its checkpoint. Timed from startServer, because
  // the catch-up loop never yields to the event loop: startServer only returns once it is done.
  const started = performance.now();
  const server = await startServer({ dataDir, port: 0, seed: true, log: () => {} });
  const startMs = performance.now() - started;
  try {
    const head = await server.services.eventStore.headPosition();
    if (!(await server.services.readModelsReached(head, 600_000))) throw new Error('projector did not catch up');
    const catchUpMs = performance.now() - started;
    log(
      `filled ${STUDENTS} students: append ${round(appended.ms / 1000, 1)} s, server start + projector catch-up ${round(catchUpMs / 1000, 1)} s (startServer returned after ${round(startMs / 1000, 1)} s)`,
    );
    return [
      {
        metric: 'fill: server start + projector catch-up over 100k registrations',
        value: round(STUDENTS / (catchUpMs / 1000), 0),
        unit: 'events/s',
        note: `${round(catchUpMs / 1000, 1)} s, startServer returned after ${round(startMs / 1000, 1)} s; append took ${round(appended.ms / 1000, 1)} s`,
      },
    ];
  } finally {
    await server.close();
  }
}

function stats(samples: readonly number[]) {
  return {
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    p99: round(percentile(samples, 99)),
    max: round(Math.max(...samples)),
  };
}

export default async function alunosQueryBench(): Promise<Row[]> {
  const data = tempDataDir('alunos');
  let child: Awaited<ReturnType<typeof startChildServer>> | null = null;
  try {
    const rows: Row[] = await fill(data.dir);
    child = await startChildServer(data.dir);
    // The relay and the campaign engine are still working through the 100k bulk-appended registrations
    // (the fill waited for the read models only): measured beside them, the reads would share the two
    // cores with ~8 s of that catch-up. Students arrive one by one in real use, so measure at rest.
    const settled = await waitUntilIdle(child);
    log(
      `server idle after ${round(settled.ms / 1000, 1)} s (${round(settled.cpuMs / 1000, 1)} s of CPU${settled.idle ? '' : ', gave up waiting'})`,
    );
    rows.push({
      metric: 'background catch-up after the fill (relay, campaign engine)',
      value: round(settled.cpuMs / 1000, 1),
      unit: 's CPU',
      note: `server idle after ${round(settled.ms / 1000, 1)} s${settled.idle ? '' : ' (gave up waiting: still busy)'}`,
    });
    const token = await loginAs(child.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const endpoint = `${child.url}/${demo.accountCode}/admin/graphql`;

    const first = await gql(endpoint, LIST_STUDENTS, { page: 1 }, token);
    const { totalEntries, totalPages } = first.data.alunos as { totalEntries: number; totalPages: number };
    if (totalEntries < STUDENTS) throw new Error(`expected ${STUDENTS}+ students, the list says ${totalEntries}`);
    const kinds: Kind[] = [
      { name: 'page 1', variables: { page: 1 } },
      { name: 'page 2', variables: { page: 2 } },
      { name: `middle page (${Math.ceil(totalPages / 2)})`, variables: { page: Math.ceil(totalPages / 2) } },
      { name: `last page (${totalPages})`, variables: { page: totalPages } },
      { name: 'search name prefix "mari"', variables: { search: 'mari' } },
      { name: 'search e-mail fragment "12345@exemplo"', variables: { search: '12345@exemplo' } },
      { name: 'search 2-letter term "an"', variables: { search: 'an' } },
    ];

    // Sequential, one request at a time; every answer is checked for errors and a plausible page.
    const all: number[] = [];
    for (const kind of kinds) {
      const samples: number[] = [];
      let hits = 0;
      for (let i = 0; i < SEQUENTIAL_WARMUP + SEQUENTIAL_SAMPLES; i++) {
        const { result, ms } = await timed(() => gql(endpoint, LIST_STUDENTS, kind.variables, token));
        if (result.errors || !result.data) throw new Error(`${kind.name}: ${JSON.stringify(result.errors)}`);
        hits = result.data.alunos.totalEntries as number;
        if (kind.variables.page && result.data.alunos.list.length === 0) throw new Error(`${kind.name}: empty page`);
        if (i >= SEQUENTIAL_WARMUP) samples.push(ms);
      }
      all.push(...samples);
      const s = stats(samples);
      rows.push({
        metric: `sequential ${kind.name} p95`,
        value: s.p95,
        unit: 'ms',
        target: { op: '<=', value: TARGET_P95_MS },
        note: `p50 ${s.p50} / p99 ${s.p99} / max ${s.max} ms, ${hits} matches, n=${samples.length}`,
      });
    }
    const overall = stats(all);
    rows.push({
      metric: 'sequential all kinds p95',
      value: overall.p95,
      unit: 'ms',
      target: { op: '<=', value: TARGET_P95_MS },
      note: `p50 ${overall.p50} / p99 ${overall.p99} / max ${overall.max} ms, n=${all.length}`,
    });

    // 10 connections, each cycling through every kind.
    let failed = 0;
    const latencies: number[] = [];
    const requests: autocannon.Request[] = kinds.map((kind) => ({
      method: 'POST',
      path: `/${demo.accountCode}/admin/graphql`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: LIST_STUDENTS, variables: kind.variables }),
      onResponse: (status: number, body: string) => {
        if (status !== 200 || body.includes('"errors"') || !body.includes('"totalEntries"')) failed += 1;
      },
    }));
    const instance = autocannon({
      url: endpoint,
      connections: 10,
      duration: CONCURRENT_SECONDS,
      requests,
      timeout: 10,
    }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      latencies.push(responseTime),
    );
    const cpuBefore = await child.cpuMs();
    const result = await instance;
    const serverCpuMs = (await child.cpuMs()) - cpuBefore;
    const concurrent = stats(latencies);
    rows.push(
      {
        metric: '10 connections: throughput',
        value: round(result.requests.average, 0),
        unit: 'req/s',
        note: `${result.requests.total} requests, ${failed} failed/with errors, server busy ${round((100 * serverCpuMs) / (result.duration * 1000), 0)}% of one core`,
      },
      // Server CPU per request is the steadier figure when the cores are shared (wall times include waiting for one).
      {
        metric: '10 connections: server CPU per request',
        value: round(serverCpuMs / Math.max(1, result.requests.total), 2),
        unit: 'ms',
      },
      {
        metric: '10 connections: all kinds p95',
        value: concurrent.p95,
        unit: 'ms',
        target: { op: '<=', value: TARGET_P95_MS },
        note: `p50 ${concurrent.p50} / p99 ${concurrent.p99} / max ${concurrent.max} ms`,
      },
      {
        metric: '10 connections: failed responses',
        value: failed + result.non2xx,
        unit: 'count',
        target: { op: '<=', value: 0 },
      },
    );
    return rows;
  } finally {
    await child?.close();
    data.remove();
  }
}
