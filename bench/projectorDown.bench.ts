// Issue 36, item 4: writes while the projector is down. The API runs as RUN_PROJECTIONS=false in its own
// process, the projection service in this one; once the demo is projected and a few classes exist, the
// projection service is stopped and 1,000 writes are sent from 10 connections: each connection saves a new
// student, then checks that student in (the write that failed with "Aluno não encontrado" before). A write
// counts as saved when it is a 2xx without GraphQL errors carrying the saved record. Afterwards the
// projection service is started again and the read models must hold every saved student and check-in.
import autocannon from 'autocannon';
import { demo } from '@gym/app';
import { countStudents, getAccountByCode, startProjectionService } from '@gym/projection-service';
import { SqliteDocumentStore } from '@gym/platform/sqlite';
import path from 'node:path';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../command-service/src/checkins/gqlDocs.testkit.ts';
import { SAVE_STUDENT } from '../command-service/src/testing/testServer.testkit.ts';
import { gql, log, loginAs, round, sleep, startChildServer, tempDataDir, type Row } from './lib.ts';

const CONNECTIONS = 10;
const WARMUP = 200;
const WRITES = 1000;

interface Answer {
  readonly data?: Record<string, any> | null;
  readonly errors?: unknown[];
}

export default async function projectorDownBench(): Promise<Row[]> {
  const data = tempDataDir('projector-down');
  const quiet = () => {};
  let projections = await startProjectionService({ dataDir: data.dir, log: quiet });
  process.env.BENCH_PROJECTIONS_ELSEWHERE = '1';
  const server = await startChildServer(data.dir);
  delete process.env.BENCH_PROJECTIONS_ELSEWHERE;
  const admin = `/${demo.accountCode}/admin/graphql`;
  const runTag = Date.now().toString(36);
  const tally = { ok: 0, failed: 0, students: [] as string[], checkins: 0, failures: [] as string[] };
  try {
    const token = await loginAs(server.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const call = (query: string, variables: Record<string, unknown>) =>
      gql(`${server.url}${admin}`, query, variables, token);
    const filialId = (await call(SAVE_FILIAL, { input: { name: 'Bench', street: 'Rua B' } })).data.createOrUpdateFilial
      .filial.id;
    const programId = (await call(SAVE_PROGRAM, { input: { name: 'Bench', filialId } })).data.createOrUpdateProgram
      .program.id;
    // One class per connection: check-ins of one class and day share a stream (and would retry on conflicts).
    const classIds: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++)
      classIds.push(
        (
          await call(SAVE_CLASS, {
            input: { programId, startTime: '00:00', endTime: '23:59', weekDays: [0, 1, 2, 3, 4, 5, 6] },
          })
        ).data.createOrUpdateProgramClass.programClass.id,
      );
    await projections.close();
    log('projection service stopped');

    let counter = 0;
    let clients = 0;
    const request = (kind: 'student' | 'checkin'): autocannon.Request => ({
      method: 'POST',
      path: admin,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      setupRequest: (req, context: Record<string, any>) => {
        context.classId ??= classIds[clients++ % CONNECTIONS];
        if (kind === 'checkin')
          return {
            ...req,
            body: JSON.stringify({
              query: CHECK_IN,
              variables: { userId: context.studentId, programClassId: context.classId },
            }),
          };
        const n = ++counter;
        const input = { name: 'Queda', lastName: `Aluno ${n}`, email: `queda.${runTag}.${n}@exemplo.com.br` };
        return { ...req, body: JSON.stringify({ query: SAVE_STUDENT, variables: { input } }) };
      },
      onResponse: (status, body, context: Record<string, any>) => {
        let answer: Answer | null = null;
        try {
          answer = JSON.parse(body) as Answer;
        } catch {}
        const saved =
          kind === 'student'
            ? answer?.data?.createOrUpdateUser?.id
            : answer?.data?.createOrUpdateCheckin?.checkin?.user?.id === context.studentId
              ? answer?.data?.createOrUpdateCheckin?.status
              : undefined;
        if (status >= 200 && status < 300 && !answer?.errors && typeof saved === 'string') {
          tally.ok += 1;
          if (kind === 'student') {
            context.studentId = saved;
            tally.students.push(saved);
          } else tally.checkins += 1;
        } else {
          tally.failed += 1;
          if (tally.failures.length < 5) tally.failures.push(`${kind} ${status} ${body.slice(0, 300)}`);
        }
      },
    });
    const cannon = (amount: number) =>
      autocannon({
        url: `${server.url}${admin}`,
        connections: CONNECTIONS,
        requests: [request('student'), request('checkin')],
        amount,
        timeout: 10,
      } as autocannon.Options);

    // The first writes after the stop wait until the API sees the projector stalled (500 ms without progress).
    const warm = await cannon(WARMUP);
    log(`warm-up: ${WARMUP} writes, p99 ${warm.latency.p99} ms, max ${warm.latency.max} ms (the stall being noticed)`);
    const health = await fetch(`${server.url}/healthz`);
    const healthBody = (await health.json()) as { status: string; projectorLag: number | null };
    const before = { ok: tally.ok, failed: tally.failed };
    const cpuBefore = await server.cpuMs();
    const result = await cannon(WRITES);
    const cpuMs = (await server.cpuMs()) - cpuBefore;
    const ok = tally.ok - before.ok;
    const failed = tally.failed - before.failed;
    for (const failure of tally.failures) log(`FAILED: ${failure}`);

    // The projector back: every saved write must reach the read models.
    await server.close();
    projections = await startProjectionService({ dataDir: data.dir, log: quiet });
    const docs = SqliteDocumentStore.open(path.join(data.dir, 'readmodels.sqlite'));
    let studentsFound = 0;
    let checkinsFound = 0;
    try {
      const account = await getAccountByCode(docs, demo.accountCode);
      if (!account) throw new Error('demo account missing');
      const deadline = Date.now() + 60_000;
      do {
        await sleep(250);
        studentsFound = (await docs.collection('students').getMany(tally.students)).length;
        checkinsFound = (await docs.collection('checkins').find({ accountId: account.id, programId })).length;
      } while ((studentsFound < tally.students.length || checkinsFound < tally.checkins) && Date.now() < deadline);
      log(`read models after the restart: ${await countStudents(docs, account.id)} students in the account`);
    } finally {
      await docs.close();
      await projections.close();
    }
    return [
      {
        metric: 'writes answered as saved, projector stopped',
        value: ok,
        unit: 'count',
        target: { op: '>=', value: WRITES },
        note: `${failed} failed of ${result.requests.total} (${CONNECTIONS} connections, half new students, half their check-ins)`,
      },
      { metric: 'write latency p50', value: result.latency.p50, unit: 'ms' },
      { metric: 'write latency p99', value: result.latency.p99, unit: 'ms', target: { op: '<=', value: 100 } },
      { metric: 'write latency max', value: result.latency.max, unit: 'ms' },
      {
        metric: 'warm-up write latency max (stall noticed)',
        value: warm.latency.max,
        unit: 'ms',
        note: `${WARMUP} writes before the measured ones`,
      },
      {
        metric: '/healthz during the outage',
        value: health.status,
        unit: 'status',
        note: `${healthBody.status}, projectorLag ${healthBody.projectorLag}`,
      },
      {
        metric: 'saved writes missing from the read models after restart',
        value: tally.students.length - studentsFound + (tally.checkins - checkinsFound),
        unit: 'count',
        target: { op: '<=', value: 0 },
        note: `${studentsFound}/${tally.students.length} students, ${checkinsFound}/${tally.checkins} check-ins`,
      },
      { metric: 'throughput', value: round(ok / result.duration, 0), unit: 'writes/s' },
      {
        metric: 'server CPU per saved write',
        value: round(cpuMs / Math.max(1, ok), 2),
        unit: 'ms',
        note: 'read next to the latency on a shared host: the load of others inflates the latency, not this',
      },
    ];
  } finally {
    await server.close();
    await projections.close().catch(() => {});
    data.remove();
  }
}
