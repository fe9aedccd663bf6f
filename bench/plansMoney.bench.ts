// Benchmark: getAlunoPlans and the 90-day billing report with many payments in the store, over real HTTP.
// Fill: student plans of 12 monthly payments each (PlanAssignedToStudent), about half of them received
// (PaymentMarkedReceived spread over two years of days), appended straight to the event store in bulk
// (5000 streams per transaction); then the server's projector catches up. Default: the 1,000,000
// payments (about 70 s here: 19 s of appends, 45 s of catch-up); BENCH_PAYMENTS=120000 for a quick run.
import { getAccountByCode } from '@gym/projection-service';
import { uuid } from '@gym/platform';
import path from 'node:path';
import { startServer } from '@gym/app';
import { demo } from '@gym/app';
import { BILLING_REPORT, GET_ALUNO_PLANS } from '../command-service/src/plans/planQueries.gql.ts';
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
  type Row,
} from './lib.ts';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const PER_PLAN = 12;
const PLANS_PER_STUDENT = 4;
const APPEND_BATCH = 5000;
const SAMPLES = 100;
const WARMUP = 5;
const DAYS = 730;
// Plans run up to today, so the server's calendar process finds nothing to start or expire while measuring.
const DAY0 =
  Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - (DAYS - 1) * 86_400_000;

const dayOf = (n: number) => new Date(DAY0 + n * 86_400_000).toISOString().slice(0, 10);

async function fill(dataDir: string): Promise<{ rows: Row[]; studentIds: string[] }> {
  const seeded = await startServer({ dataDir, port: 0, seed: true, log: () => {} });
  const account = await getAccountByCode(seeded.services.documents, demo.accountCode);
  await seeded.close();
  if (!account) throw new Error('demo account missing');

  const plans = Math.ceil(PAYMENTS / PER_PLAN);
  const students = Math.ceil(plans / PLANS_PER_STUDENT);
  const studentIds = Array.from({ length: students }, () => uuid());
  const random = rng(7);
  const metadata = { accountId: account.id, correlationId: 'bench-fill' };
  const bulk = openBulkEventStore(path.join(dataDir, 'events.sqlite'));
  let events = 0;
  const appended = await timed(async () => {
    try {
      for (let start = 0; start < students; start += APPEND_BATCH) {
        await bulk.batch((append) => {
          for (let n = start; n < Math.min(students, start + APPEND_BATCH); n++) {
            const data = {
              accountId: account.id,
              studentId: studentIds[n]!,
              profile: fakeProfile(n, random),
              rule: 'student',
              origin: 'panel',
              registeredAt: '2025-01-01T12:00:00.000Z',
            };
            append(
              `student-${studentIds[n]}`,
              [{ id: uuid(), type: 'StudentRegistered', data, metadata }],
              'no_stream',
            );
            events += 1;
          }
        });
      }
      for (let start = 0; start < plans; start += APPEND_BATCH) {
        await bulk.batch((append) => {
          for (let n = start; n < Math.min(plans, start + APPEND_BATCH); n++) {
            const studentPlanId = uuid();
            const studentId = studentIds[n % students]!;
            const startDay = DAYS - 365 + Math.floor(random() * 364);
            const value = 5000 + Math.floor(random() * 20) * 500;
            const payments = Array.from({ length: PER_PLAN }, (_, i) => ({
              paymentId: `${studentPlanId}_${i}`,
              dueDate: dayOf(startDay + i * 30),
              value,
            }));
            const ids = { accountId: account.id, studentPlanId, studentId };
            const stream = [
              {
                id: uuid(),
                type: 'PlanAssignedToStudent',
                metadata,
                data: {
                  ...ids,
                  planId: 'bench-plan',
                  name: 'Plano Anual',
                  planColor: '#5e72e4',
                  planType: 'normal',
                  billing: {
                    recurrence: 'month',
                    recurrenceValue: 12,
                    billingTriggerType: 'inicio_do_periodo',
                    billingTriggerDay: null,
                  },
                  status: 'active',
                  startDate: dayOf(startDay),
                  endDate: dayOf(startDay + 364),
                  subtotal: value * PER_PLAN,
                  discount: 0,
                  discountType: null,
                  total: value * PER_PLAN,
                  installments: PER_PLAN,
                  paymentMethod: 'pix',
                  payments,
                  assignedAt: `${dayOf(startDay)}T12:00:00.000Z`,
                },
              },
            ];
            stream.push({
              id: uuid(),
              type: 'StudentPlanStarted',
              metadata,
              data: { ...ids, planId: 'bench-plan', startDate: dayOf(startDay) } as never,
            });
            // Received: some of the payments already due, on their due day (spread over the last year).
            const due = payments.filter((p) => p.dueDate <= dayOf(DAYS - 1)).length;
            const received = Math.floor(random() * (due + 1));
            for (const p of payments.slice(0, received)) {
              stream.push({
                id: uuid(),
                type: 'PaymentMarkedReceived',
                metadata,
                data: {
                  ...ids,
                  paymentId: p.paymentId,
                  value,
                  dueDate: p.dueDate,
                  paymentMethod: 'pix',
                  receivedAt: `${p.dueDate}T15:00:00.000Z`,
                  receivedOn: p.dueDate,
                } as never,
              });
            }
            events += stream.length;
            append(`studentPlan-${studentPlanId}`, stream, 'no_stream');
          }
        });
      }
    } finally {
      await bulk.close();
    }
  });

  const started = performance.now();
  const server = await startServer({ dataDir, port: 0, seed: true, log: () => {} });
  try {
    const head = await server.services.eventStore.headPosition();
    if (!(await server.services.readModelsReached(head, 1_800_000))) throw new Error('projector did not catch up');
    const catchUpMs = performance.now() - started;
    log(
      `filled ${plans * PER_PLAN} payments in ${plans} plans of ${students} students (${events} events): append ${round(appended.ms / 1000, 1)} s, catch-up ${round(catchUpMs / 1000, 1)} s`,
    );
    return {
      studentIds,
      rows: [
        {
          metric: `fill: projector catch-up over ${events} events (${plans * PER_PLAN} payments)`,
          value: round(events / (catchUpMs / 1000), 0),
          unit: 'events/s',
          note: `${round(catchUpMs / 1000, 1)} s; append took ${round(appended.ms / 1000, 1)} s`,
        },
      ],
    };
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

export default async function plansMoneyBench(): Promise<Row[]> {
  const data = tempDataDir('plans');
  let child: Awaited<ReturnType<typeof startChildServer>> | null = null;
  try {
    const { rows, studentIds } = await fill(data.dir);
    child = await startChildServer(data.dir);
    const token = await loginAs(child.url, demo.accountCode, demo.admin.email, demo.admin.password);
    const endpoint = `${child.url}/${demo.accountCode}/admin/graphql`;
    const random = rng(99);

    const measure = async (name: string, target: number, call: () => Promise<void>) => {
      const samples: number[] = [];
      for (let i = 0; i < WARMUP; i++) await call();
      const cpuBefore = await child!.cpuMs();
      for (let i = 0; i < SAMPLES; i++) samples.push((await timed(call)).ms);
      const cpuPerOp = ((await child!.cpuMs()) - cpuBefore) / SAMPLES;
      const s = stats(samples);
      rows.push({
        metric: `${name} p95`,
        value: s.p95,
        unit: 'ms',
        target: { op: '<=', value: target },
        note: `p50 ${s.p50} / p99 ${s.p99} / max ${s.max} ms, server CPU ${round(cpuPerOp)} ms/op, n=${SAMPLES}`,
      });
    };

    await measure('getAlunoPlans (ativados)', 20, async () => {
      const r = await gql(
        endpoint,
        GET_ALUNO_PLANS,
        { alunoId: studentIds[Math.floor(random() * studentIds.length)], status: 'ativados' },
        token,
      );
      if (r.errors || !r.data || r.data.getAlunoPlans.list.length === 0)
        throw new Error(`getAlunoPlans: ${JSON.stringify(r.errors)}`);
    });
    await measure('billing report, 90 days', 50, async () => {
      const start = 365 + Math.floor(random() * (DAYS - 365 - 90));
      const r = await gql(
        endpoint,
        BILLING_REPORT,
        { from: `${dayOf(start)}T00:00:00-03:00`, to: `${dayOf(start + 89)}T23:59:59-03:00` },
        token,
      );
      if (r.errors || !r.data || r.data.billingReport.days.length !== 90 || r.data.billingReport.totalBilled <= 0)
        throw new Error(`billingReport: ${JSON.stringify(r.errors)}`);
    });
    return rows;
  } finally {
    await child?.close();
    data.remove();
  }
}
