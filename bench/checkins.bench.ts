// Benchmark: createOrUpdateCheckin over real HTTP against the real server in its own process.
// 1) contention: every request goes to ONE class of limit 50 (one class-day stream, decided one at a
//    time): 50 are accepted and the rest must be refused with the class-full message;
// 2) spread: the same load over 50 classes with room for all. Each request checks a distinct student
// in; a response counts only when it is the expected answer (status 'validated', or the clear refusal). Prints throughput, p50/p99 and the
// server's CPU time per check-in.
import { checkinMessages, fillMessage } from '@gym/contracts';
import { demo } from '@gym/app';
import { SAVE_STUDENT } from '../command-service/src/testing/testServer.testkit.ts';
import { CHECK_IN, SAVE_CLASS, SAVE_FILIAL, SAVE_PROGRAM } from '../command-service/src/checkins/gqlDocs.testkit.ts';
import { gql, log, loginAs, percentile, round, startChildServer, tempDataDir, type Row } from './lib.ts';

const CHECKINS = Number(process.env.BENCH_CHECKINS ?? 1000);
const CLASSES_SPREAD = 50;
const CONCURRENCY = 20;
const HOT_LIMIT = 50;

async function runLoad(total: number, request: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let ok = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        if (await request(i)) ok++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { ok, seconds: (performance.now() - started) / 1000, latencies };
}

export default async function checkinsBench(): Promise<Row[]> {
  const data = tempDataDir('checkins');
  const server = await startChildServer(data.dir);
  const endpoint = `${server.url}/${demo.accountCode}/admin/graphql`;
  try {
    const token = await loginAs(server.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const call = (query: string, variables: Record<string, unknown>) => gql(endpoint, query, variables, token);
    const branchId = (await call(SAVE_FILIAL, { input: { name: 'Bench', filialType: 'online' } })).data
      .createOrUpdateFilial.filial.id;
    const programId = (await call(SAVE_PROGRAM, { input: { name: 'Bench', filialId: branchId } })).data
      .createOrUpdateProgram.program.id;
    // Every day, late evening: open for booking whenever the benchmark runs.
    const newClass = async (limit: number) =>
      (
        await call(SAVE_CLASS, {
          input: { programId, startTime: '23:58', endTime: '23:59', limit, weekDays: [0, 1, 2, 3, 4, 5, 6] },
        })
      ).data.createOrUpdateProgramClass.programClass.id as string;
    const hot = await newClass(HOT_LIMIT);
    const spread: string[] = [];
    for (let i = 0; i < CLASSES_SPREAD; i++) spread.push(await newClass(10_000));

    log(`registering ${CHECKINS} students`);
    const tag = Date.now().toString(36);
    const students: string[] = [];
    await runLoad(CHECKINS, async (i) => {
      const r = await call(SAVE_STUDENT, {
        input: { name: 'Bench', lastName: `Checkin ${i}`, email: `ck.${tag}.${i}@exemplo.com.br` },
      });
      students[i] = r.data.createOrUpdateUser.id;
      return true;
    });

    const checkIn = (programClassId: string) => async (i: number) => {
      const r = await call(CHECK_IN, { userId: students[i], programClassId });
      if (!r.errors) return r.data?.createOrUpdateCheckin?.status === 'validated';
      return (
        (r.errors[0] as { message?: string }).message === fillMessage(checkinMessages.classFull, { limit: HOT_LIMIT })
      );
    };
    const rows: Row[] = [];
    for (const [label, pick] of [
      [`one class of ${HOT_LIMIT}`, () => hot],
      [`${CLASSES_SPREAD} classes`, (i: number) => spread[i % CLASSES_SPREAD]!],
    ] as const) {
      log(`${CHECKINS} check-ins, ${CONCURRENCY} in flight, ${label}`);
      const cpu0 = await server.cpuMs();
      const run = await runLoad(CHECKINS, (i) => checkIn((pick as (i: number) => string)(i))(i));
      const cpu = (await server.cpuMs()) - cpu0;
      rows.push(
        {
          metric: `decisions/s, ${label}`,
          value: round(run.ok / run.seconds, 1),
          unit: 'req/s',
          note: `${run.ok}/${CHECKINS} decided as expected`,
        },
        { metric: `p50, ${label}`, value: round(percentile(run.latencies, 50), 1), unit: 'ms' },
        {
          metric: `p99, ${label}`,
          value: round(percentile(run.latencies, 99), 1),
          unit: 'ms',
          target: { op: '<=', value: 250 },
        },
        { metric: `server CPU per check-in, ${label}`, value: round(cpu / CHECKINS, 2), unit: 'ms' },
      );
    }
    return rows;
  } finally {
    await server.close();
    data.remove();
  }
}
