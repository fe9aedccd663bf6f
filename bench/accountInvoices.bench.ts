// Benchmark: the month's invoices for 10,000 accounts (issue 23). Fill: one AccountPlanSaved and 10,000
// AccountPlanRelationshipSaved events (monthly, billed at the close, started 2025-12-15) appended straight
// to the event store; the server starts on an injected clock before the close (its own run issues
// nothing), the projector catches up, the clock moves past the close and the billing job runs: the time
// to issue every invoice, then a second run that must issue none.
import { deterministicId, uuid } from '@gym/platform';
import path from 'node:path';
import { startServer } from '@gym/app';
import { runAccountBilling } from '@gym/command-service';
import { ACCOUNT_INVOICES } from '@gym/projection-service';
import { log, openBulkEventStore, round, tempDataDir, timed, type Row } from './lib.ts';

const ACCOUNTS = Number(process.env.BENCH_INVOICE_ACCOUNTS ?? 10_000);
const BATCH = 2000;

export default async function accountInvoices(): Promise<Row[]> {
  const { dir, remove } = tempDataDir('account-invoices');
  const clock = {
    at: new Date('2026-01-10T12:00:00.000Z'),
    now() {
      return new Date(this.at);
    },
  };
  try {
    const plan = {
      name: 'Plano Bench',
      code: 'plano-bench',
      status: 'active',
      recurrence: 'monthly',
      recurrenceQuantity: 1,
      planType: 'users',
      planTypeValue: 50,
      maxInstallments: 1,
      accountType: null,
      value: 9_900,
      billingTriggerType: 'end_of_period',
      billingTriggerDay: null,
      cycles: 0,
      accountPlanPricingRules: [
        { id: 'r1', metricType: 'users', metricThreshold: 100, basePrice: 40_000, description: null, order: 1 },
      ],
    };
    const planId = uuid();
    const bulk = openBulkEventStore(path.join(dir, 'events.sqlite'));
    const filled = await timed(async () => {
      const metadata = { accountId: 'alderaan', correlationId: 'bench-fill' };
      await bulk.batch((append) =>
        append(
          `accountPlan-${planId}`,
          [
            {
              id: uuid(),
              type: 'AccountPlanSaved',
              data: { accountPlanId: planId, plan, savedAt: '2025-12-01T12:00:00.000Z' },
              metadata,
            },
          ],
          'no_stream',
        ),
      );
      for (let start = 0; start < ACCOUNTS; start += BATCH) {
        await bulk.batch((append) => {
          for (let n = start; n < Math.min(ACCOUNTS, start + BATCH); n++) {
            const relationshipId = uuid();
            const accountId = deterministicId('bench-account', String(n));
            append(
              `accountPlanRelationship-${relationshipId}`,
              [
                {
                  id: uuid(),
                  type: 'AccountPlanRelationshipSaved',
                  data: {
                    relationshipId,
                    relationship: {
                      accountId,
                      accountPlanId: planId,
                      status: 'active',
                      plan,
                      startPlan: '2025-12-15',
                      installments: 1,
                      discountType: null,
                      discountValue: 0,
                      store: 'mundipagg',
                      paymentMethod: 'boleto',
                    },
                    savedAt: '2025-12-01T12:00:00.000Z',
                  },
                  metadata: { accountId, correlationId: 'bench-fill' },
                },
              ],
              'no_stream',
            );
          }
        });
      }
    });
    await bulk.close();
    log(`filled ${ACCOUNTS} subscriptions in ${round(filled.ms / 1000, 1)} s`);
    const server = await startServer({ dataDir: dir, port: 0, seed: false, log: () => {}, clock });
    try {
      const svc = server.services;
      await svc.readModelsReached(await svc.eventStore.headPosition(), 600_000);
      clock.at = new Date('2026-01-16T12:00:00.000Z');
      const first = await timed(() => runAccountBilling(svc));
      const invoices = await svc.documents.collection(ACCOUNT_INVOICES).count({});
      const second = await timed(() => runAccountBilling(svc));
      const seconds = first.ms / 1000;
      return [
        {
          metric: `first run: invoices issued (of ${ACCOUNTS} accounts)`,
          value: invoices,
          unit: 'invoices',
          target: { op: '>=', value: ACCOUNTS },
        },
        {
          metric: 'first run: time',
          value: round(seconds, 1),
          unit: 's',
          note: `${round(invoices / seconds, 0)} invoices/s`,
        },
        {
          metric: 'second run: invoices issued',
          value: second.result.issued,
          unit: 'invoices',
          target: { op: '<=', value: 0 },
        },
        { metric: 'second run: time', value: round(second.ms, 0), unit: 'ms' },
      ];
    } finally {
      await server.close();
    }
  } finally {
    remove();
  }
}
