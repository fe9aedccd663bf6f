// Benchmark: the recurring card billing's daily charge run (issue 24). Fill: BENCH_CARD_PLANS active student
// plans (default the 100,000) of 3 monthly payments, the first due today, each with a card on file at
// the sandbox (CardOnFileSaved), appended straight to the event store in bulk; the projector catches up. Then
// the run charges every due payment through the sandbox provider on the injected clock (one charge per plan:
// load both streams, the provider with the payment's idempotency key, RecordCharge, MarkPaymentReceived), and
// a second run the same day must charge nothing. In process: the clock and the sandbox are objects.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { demo, startServer } from '@gym/app';
import { runDailyCharges } from '@gym/command-service';
import { FixedClock, uuid, type PaymentPorts } from '@gym/platform';
import { SandboxPaymentProvider } from '@gym/platform/payments';
import { getAccountByCode } from '@gym/projection-service';
import { fakeProfile, log, openBulkEventStore, rng, round, tempDataDir, timed, type Row } from './lib.ts';

const PLANS = Number(process.env.BENCH_CARD_PLANS ?? 100_000);
const PLANS_PER_STUDENT = 2;
const APPEND_BATCH = 5000;
const TODAY = new Date().toISOString().slice(0, 10);
const monthsAfter = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};

async function fill(dataDir: string): Promise<{ accountId: string; events: number; ms: number }> {
  const seeded = await startServer({ dataDir, port: 0, seed: true, log: () => {}, chargeRun: false });
  const account = await getAccountByCode(seeded.services.documents, demo.accountCode);
  await seeded.close();
  if (!account) throw new Error('demo account missing');
  const random = rng(24);
  const metadata = { accountId: account.id, correlationId: 'bench-fill' };
  const students = Math.ceil(PLANS / PLANS_PER_STUDENT);
  const studentIds = Array.from({ length: students }, () => uuid());
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
              origin: 'checkout',
              registeredAt: `${TODAY}T12:00:00.000Z`,
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
      for (let start = 0; start < PLANS; start += APPEND_BATCH) {
        await bulk.batch((append) => {
          for (let n = start; n < Math.min(PLANS, start + APPEND_BATCH); n++) {
            const studentPlanId = uuid();
            const studentId = studentIds[n % students]!;
            const value = 9990;
            const startDate = TODAY;
            const payments = [0, 1, 2].map((i) => ({
              paymentId: `${studentPlanId}_${i}`,
              dueDate: monthsAfter(startDate, i),
              value,
            }));
            const ids = { accountId: account.id, studentPlanId, studentId };
            append(
              `studentPlan-${studentPlanId}`,
              [
                {
                  id: uuid(),
                  type: 'PlanAssignedToStudent',
                  metadata,
                  data: {
                    ...ids,
                    planId: 'bench-plan',
                    name: 'Plano Trimestral',
                    planColor: '#5e72e4',
                    planType: 'normal',
                    billing: {
                      recurrence: 'month',
                      recurrenceValue: 3,
                      billingTriggerType: 'inicio_do_periodo',
                      billingTriggerDay: null,
                    },
                    status: 'active',
                    startDate,
                    endDate: monthsAfter(startDate, 3),
                    subtotal: value * 3,
                    discount: 0,
                    discountType: null,
                    total: value * 3,
                    installments: 3,
                    paymentMethod: 'credito',
                    payments,
                    assignedAt: `${startDate}T12:00:00.000Z`,
                  },
                },
                {
                  id: uuid(),
                  type: 'StudentPlanStarted',
                  metadata,
                  data: { ...ids, planId: 'bench-plan', startDate },
                },
              ],
              'no_stream',
            );
            // The sandbox's saved-card reference is self-describing (an approving Visa ending 1111).
            const ref = `cus_sandbox_ok_visa_1111_${createHash('sha256').update(studentPlanId).digest('hex').slice(0, 16)}`;
            append(
              `recurringBilling-${studentPlanId}`,
              [
                {
                  id: uuid(),
                  type: 'CardOnFileSaved',
                  metadata,
                  data: {
                    ...ids,
                    customerRef: ref,
                    brand: 'visa',
                    last4: '1111',
                    source: 'checkout',
                    openPayments: payments,
                    savedAt: `${startDate}T12:00:00.000Z`,
                  },
                },
              ],
              'no_stream',
            );
            events += 3;
          }
        });
      }
    } finally {
      await bulk.close();
    }
  });
  return { accountId: account.id, events, ms: appended.ms };
}

export default async function recurringChargesBench(): Promise<Row[]> {
  const data = tempDataDir('charges');
  try {
    const filled = await fill(data.dir);
    const clock = new FixedClock(`${TODAY}T15:00:00.000Z`);
    const sandbox = new SandboxPaymentProvider(() => clock.now().getTime());
    const payments: PaymentPorts = { card: sandbox, hosted: null, sandbox };
    const started = performance.now();
    const server = await startServer({ dataDir: data.dir, port: 0, log: () => {}, clock, payments, chargeRun: false });
    try {
      const head = await server.services.eventStore.headPosition();
      if (!(await server.services.readModelsReached(head, 3_600_000))) throw new Error('projector did not catch up');
      const catchUpS = (performance.now() - started) / 1000;
      log(
        `filled ${PLANS} card plans (${filled.events} events): append ${round(filled.ms / 1000, 1)} s, catch-up ${round(catchUpS, 1)} s`,
      );
      const first = await timed(() => runDailyCharges(server.services));
      const second = await timed(() => runDailyCharges(server.services));
      if (first.result.approved !== PLANS || sandbox.chargeCount !== PLANS)
        throw new Error(`first run: ${JSON.stringify(first.result)}, sandbox charges ${sandbox.chargeCount}`);
      if (second.result.charged !== 0 || sandbox.chargeCount !== PLANS)
        throw new Error(`second run charged: ${JSON.stringify(second.result)}`);
      const scaled = PLANS === 100_000 ? '' : ` (scaled down from 100,000: BENCH_CARD_PLANS=${PLANS})`;
      return [
        {
          metric: `daily charge run: ${PLANS} card plans due today${scaled}`,
          value: round(PLANS / (first.ms / 1000), 0),
          unit: 'charges/s',
          note: `run took ${round(first.ms / 1000, 1)} s; fill: append ${round(filled.ms / 1000, 1)} s, projector catch-up ${round(catchUpS, 1)} s`,
        },
        { metric: 'daily charge run: duration', value: round(first.ms / 1000, 1), unit: 's' },
        {
          metric: 'second run the same day: charges made',
          value: second.result.charged + (sandbox.chargeCount - PLANS),
          unit: 'charges',
          target: { op: '<=', value: 0 },
          note: `took ${round(second.ms / 1000, 2)} s`,
        },
      ];
    } finally {
      await server.close();
    }
  } finally {
    data.remove();
  }
}
